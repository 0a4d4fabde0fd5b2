import type { ReactNode } from "react";
import { classes as join } from "typestyle";
import { useMeta } from "@library/boot/pageMeta";
import { Avatar } from "@library/components/Avatar";
import { buttonClasses } from "@library/components/button.styles";
import { Tag } from "@library/components/Tag";
import { t } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { PageLayout } from "@library/layout/PageLayout";
import { USER_CARD_TEXTS } from "@library/users/UserCard";
import { canMessage } from "@library/users/userCardRules";
import { encodeUserName } from "@library/users/userUrls";
import { formatDate } from "@library/utility/dates";
import { fullNumber } from "@library/utility/numbers";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";
import { profileReactionsUrl } from "@vanilla/profile/profileReactionsUrl";
import { PROFILE_EDIT_URL, profileCommentsUrl, profileDiscussionsUrl, profileUrl, type ProfileTab } from "@vanilla/profile/profileUrls";

/** What the header of every tab shows of a member the viewer may see in full. */
export interface IProfileUser {
    userID: number;
    name: string;
    photoUrl: string;
    title: string;
    /** Rank label: HTML the server sanitised to inline formatting (server/users/labelHtml.ts). */
    labelHtml: string;
    dateInserted: string;
    countDiscussions: number;
    countComments: number;
    /** Reactions the member's posts received, all types together (those the viewer may see). */
    countReactions: number;
    /** The viewer is this member: the header offers "Edit Profile". */
    isSelf: boolean;
    /** 0 or 1 (users.banned): nobody may write to a banned member. */
    banned: number;
}

/** Shell §6: a private profile, or a banned one under ui.bannedPrivateProfile, shows only who it is. */
export interface IReducedProfile {
    name: string;
    photoUrl: string;
    reason: "banned" | "private";
}

export type IProfileFrameProps = { tab: ProfileTab; children?: ReactNode } & ({ user: IProfileUser; reduced?: undefined } | { reduced: IReducedProfile; user?: undefined });

/**
 * The frame of every profile tab (/profile/{name}, its discussions, comments and reactions):
 * photo, name, title, rank label, join date and counts, then the tab list (links, the current one
 * marked with aria-current) and the tab's content. Plain HTML: it works without JavaScript.
 */
export function ProfileFrame(props: IProfileFrameProps) {
    const meta = useMeta();
    if (props.reduced) {
        const { reduced } = props;
        return (
            <PageLayout title={reduced.name}>
                <div className={classes.header}>
                    <Avatar name={reduced.name} photoUrl={reduced.photoUrl} size="xlarge" decorative className={classes.photo} />
                    <div className={classes.headerText}>
                        <Tag>{reduced.reason === "banned" ? t("Banned") : t("Private")}</Tag>
                        <p className={classes.reducedMessage}>{t(reduced.reason === "banned" ? USER_CARD_TEXTS.banned : USER_CARD_TEXTS.private)}</p>
                    </div>
                </div>
            </PageLayout>
        );
    }
    const { user, tab, children } = props;
    const tabs: Array<{ tab: ProfileTab; label: string; href: string; count?: number }> = [
        { tab: "overview", label: t("Overview"), href: profileUrl(user.name) },
        { tab: "discussions", label: t("Discussions"), href: profileDiscussionsUrl(user.userID, user.name), count: user.countDiscussions },
        { tab: "comments", label: t("Comments"), href: profileCommentsUrl(user.userID, user.name), count: user.countComments },
        { tab: "reactions", label: t("Reactions"), href: profileReactionsUrl(user.name), count: user.countReactions },
    ];
    return (
        <PageLayout title={user.name}>
            <div className={classes.header}>
                <Avatar name={user.name} photoUrl={user.photoUrl} userID={user.userID} size="xlarge" decorative className={classes.photo} />
                <div className={classes.headerText}>
                    {user.title && <p className={classes.title}>{user.title}</p>}
                    {user.labelHtml && (
                        <Tag preset="primary">
                            <span dangerouslySetInnerHTML={{ __html: user.labelHtml }} />
                        </Tag>
                    )}
                    <p className={classes.stats}>
                        <span>
                            {t("Joined")} <time dateTime={user.dateInserted}>{formatDate(user.dateInserted)}</time>
                        </span>
                        <span>{plural(user.countDiscussions, { one: "{count} discussion", other: "{count} discussions" }, { count: fullNumber(user.countDiscussions) })}</span>
                        <span>{plural(user.countComments, { one: "{count} comment", other: "{count} comments" }, { count: fullNumber(user.countComments) })}</span>
                        <span>{plural(user.countReactions, { one: "{count} reaction received", other: "{count} reactions received" }, { count: fullNumber(user.countReactions) })}</span>
                    </p>
                    {user.isSelf && (
                        <p>
                            <a href={PROFILE_EDIT_URL}>{t("Edit Profile")}</a>
                        </p>
                    )}
                    {/* The user card's rule (shell §6), and never for a guest: a plain link, it works without JavaScript. */}
                    {meta.currentUser.userID !== 0 && canMessage(meta.permissions, meta.siteContext, user, meta.currentUser.userID) && (
                        <p>
                            <a className={join(...buttonClasses("primary"))} href={`/messages/add/${encodeUserName(user.name)}`}>
                                {t("Message")}
                            </a>
                        </p>
                    )}
                </div>
            </div>
            <nav aria-label={t("Profile")} className={classes.tabsNav}>
                <ul className={classes.tabs}>
                    {tabs.map((item) => (
                        <li key={item.tab}>
                            <a className={join(classes.tab, item.tab === tab && classes.tabCurrent)} href={item.href} aria-current={item.tab === tab ? "page" : undefined}>
                                {item.label}
                                {item.count !== undefined && <> <span className={classes.tabCount}>{fullNumber(item.count)}</span></>}
                            </a>
                        </li>
                    ))}
                </ul>
            </nav>
            {children}
        </PageLayout>
    );
}
