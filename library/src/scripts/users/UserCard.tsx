import { useEffect, useId, type ReactNode } from "react";
import { Avatar } from "@library/components/Avatar";
import { buttonClasses } from "@library/components/button.styles";
import { Loader } from "@library/components/Loader";
import { RelativeDate } from "@library/components/RelativeDate";
import { Tag } from "@library/components/Tag";
import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { canMessage, canSeeEmail, reducedCardReason } from "@library/users/userCardRules";
import { userCardClasses as classes } from "@library/users/userCard.styles";
import { selectUser } from "@library/users/usersSlice";
import { fetchUser } from "@library/users/userThunks";
import { encodeUserName, profileUrl } from "@library/users/userUrls";
import type { IUser } from "@library/users/userTypes";
import { formatDate } from "@library/utility/dates";
import { fullNumber } from "@library/utility/numbers";
import { classes as join } from "typestyle";

/** Shell §8, exactly. */
export const USER_CARD_TEXTS = {
    deleted: /* i18n */ "This user has been deleted.",
    banned: /* i18n */ "This user has been banned.",
    private: /* i18n */ "This user's profile is private.",
} as const;

interface IProps {
    userID: number;
    /** The name as the page shows it: the heading while the user loads, or if it fails. */
    name: string;
    /** The id the card's heading gets, so the surrounding dialog can be labelled by it. */
    headingID?: string;
}

/**
 * The user card's content (shell §3 "User as read by the user card", §6, §8). Loads the user on
 * first show (GET /users/{id}?expand=all), then shows the full card, the reduced card of a
 * private or banned profile, the deleted user, or the error.
 */
export function UserCard({ userID, name, headingID }: IProps) {
    const dispatch = useAppDispatch();
    const loadable = useAppSelector((state) => selectUser(state, userID));
    const generatedID = useId();
    const titleID = headingID ?? generatedID;

    useEffect(() => {
        if (loadable.status !== LoadStatus.PENDING) return;
        // A failure is recorded in the slice by the thunk and shown below: nothing more to do with it.
        dispatch(fetchUser({ userID })).catch(() => undefined);
    }, [dispatch, userID, loadable.status]);

    const heading = (text: string, href?: string) => (
        <h2 id={titleID} className={classes.name}>
            {href ? <a href={href}>{text}</a> : text}
        </h2>
    );

    if (loadable.status === LoadStatus.ERROR) {
        // A user who is gone answers 404: that is the deleted user of shell §8, not a failure.
        const deleted = loadable.error?.status === 404;
        return (
            <div className={classes.card}>
                <Avatar name={name} userID={userID} size="large" decorative />
                {heading(name)}
                <Tag preset="error">{deleted ? t("DELETED") : t("ERROR")}</Tag>
                <p className={classes.message}>{deleted ? t(USER_CARD_TEXTS.deleted) : loadable.error?.message}</p>
            </div>
        );
    }
    if (!loadable.data) {
        return (
            <div className={classes.card} aria-busy="true">
                <Avatar name={name} userID={userID} size="large" decorative />
                {heading(name)}
                <Loader />
            </div>
        );
    }
    return <LoadedCard user={loadable.data} heading={heading} />;
}

function LoadedCard({ user, heading }: { user: IUser; heading: (text: string, href?: string) => ReactNode }) {
    const { permissions, siteContext, currentUser } = useMeta();
    const reduced = reducedCardReason(permissions, siteContext, user, currentUser.userID);
    if (reduced) {
        return (
            <div className={classes.card}>
                <Avatar name={user.name} photoUrl={user.photoUrl} userID={user.userID} size="large" decorative />
                {heading(user.name)}
                <Tag>{reduced === "banned" ? t("Banned") : t("Private")}</Tag>
                <p className={classes.message}>{reduced === "banned" ? t(USER_CARD_TEXTS.banned) : t(USER_CARD_TEXTS.private)}</p>
            </div>
        );
    }
    const segment = `${user.userID}/${encodeUserName(user.name)}`;
    return (
        <div className={classes.card}>
            <Avatar name={user.name} photoUrl={user.photoUrl} userID={user.userID} size="large" decorative />
            {heading(user.name, profileUrl(user.name))}
            {user.title && <p className={classes.muted}>{user.title}</p>}
            {/* Rank label: HTML the server sanitised to inline formatting (usersRoutes.ts). */}
            {user.labelHtml && <Tag preset="primary"><span dangerouslySetInnerHTML={{ __html: user.labelHtml }} /></Tag>}
            {user.email && canSeeEmail(permissions) && (
                <p className={classes.muted}>
                    <a href={`mailto:${user.email}`}>{user.email}</a>
                </p>
            )}
            <dl className={classes.stats}>
                {user.dateInserted && (
                    <>
                        <dt>{t("Joined")}</dt>
                        <dd>
                            <time dateTime={user.dateInserted}>{formatDate(user.dateInserted)}</time>
                        </dd>
                    </>
                )}
                <dt>{t("Last Active")}</dt>
                <dd>{user.dateLastActive ? <RelativeDate date={user.dateLastActive} /> : t("Never")}</dd>
                {user.countDiscussions !== undefined && (
                    <>
                        <dt>{t("Discussions")}</dt>
                        <dd>
                            <a href={`/profile/discussions/${segment}`}>{fullNumber(user.countDiscussions)}</a>
                        </dd>
                    </>
                )}
                {user.countComments !== undefined && (
                    <>
                        <dt>{t("Comments")}</dt>
                        <dd>
                            <a href={`/profile/comments/${segment}`}>{fullNumber(user.countComments)}</a>
                        </dd>
                    </>
                )}
            </dl>
            {canMessage(permissions, siteContext, user, currentUser.userID) && (
                <div className={classes.actions}>
                    <a className={join(...buttonClasses("primary"))} href={`/messages/add/${encodeUserName(user.name)}`}>
                        {t("Message")}
                    </a>
                </div>
            )}
        </div>
    );
}
