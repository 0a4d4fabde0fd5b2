import { useEffect, useState } from "react";
import { Avatar } from "@library/components/Avatar";
import { Loader } from "@library/components/Loader";
import { Modal } from "@library/components/Modal";
import { RelativeDate } from "@library/components/RelativeDate";
import { t, tf } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { profileUrl } from "@library/users/userUrls";
import { reactionLogClasses as classes } from "@vanilla/reactions/reactionLog.styles";
import { fetchReactionLog } from "@vanilla/reactions/reactionThunks";
import { selectReactionLog } from "@vanilla/reactions/reactionsSlice";
import type { ReactionRecordType } from "@vanilla/reactions/reactionTypes";

/** The API's page-size ceiling for the reactions list: one page holds the whole log of a post. */
export const REACTION_LOG_LIMIT = 100;
export const REACTION_LOG_EMPTY = "No Reactions Yet";

interface IProps {
    recordType: ReactionRecordType;
    recordID: number;
    /** Called once the modal has closed and left the page. */
    onClose: () => void;
}

/**
 * The reactions log (content §2 "a reactions log modal", §6 community.moderate): every reaction
 * on the post with who gave it, which one and when, newest first; "No Reactions Yet" when none.
 * Loaded fresh each time it opens, since moderators open it to see the current state.
 */
export default function ReactionLogModal({ recordType, recordID, onClose }: IProps) {
    const dispatch = useAppDispatch();
    const [visible, setVisible] = useState(true);
    const params = { recordType, recordID };
    const log = useAppSelector((state) => selectReactionLog(state, params));

    // Loaded on opening, and again whenever a reaction changes while it is open (the slice drops the log then).
    const missing = log === undefined;
    useEffect(() => {
        if (!missing) return;
        dispatch(fetchReactionLog({ recordType, recordID, limit: REACTION_LOG_LIMIT })).catch(() => undefined /* the slice holds the error */);
    }, [dispatch, recordType, recordID, missing]);

    let content;
    if (!log || log.status === LoadStatus.LOADING) {
        content = <Loader label={t("Loading")} />;
    } else if (log.status === LoadStatus.ERROR) {
        content = (
            <p role="alert" className={classes.error}>
                {log.error?.message || t("Something went wrong.")}
            </p>
        );
    } else if (log.entries.length === 0) {
        content = <p className={classes.empty}>{t(REACTION_LOG_EMPTY)}</p>;
    } else {
        content = (
            <>
                <table className={classes.table}>
                    <thead>
                        <tr>
                            <th scope="col">{t("User")}</th>
                            <th scope="col">{t("Reaction")}</th>
                            <th scope="col">{t("Date")}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {log.entries.map((entry) => (
                            <tr key={`${entry.userID}:${entry.tagID}`}>
                                <td>
                                    <span className={classes.user}>
                                        <Avatar name={entry.user.name} photoUrl={entry.user.photoUrl} userID={entry.userID} size="xsmall" decorative />
                                        <a href={profileUrl(entry.user.name)}>{entry.user.name}</a>
                                    </span>
                                </td>
                                <td>{t(entry.reactionType.name)}</td>
                                <td>
                                    <RelativeDate date={entry.dateInserted} />
                                </td>
                            </tr>
                        ))}
                    </tbody>
                </table>
                {log.total > log.entries.length && <p className={classes.more}>{tf("Showing the latest {shown} of {total}.", { shown: log.entries.length, total: log.total })}</p>}
            </>
        );
    }

    return (
        <Modal isVisible={visible} onClose={() => setVisible(false)} onDestroyed={onClose} title={t("Reactions Log")} size="medium">
            {content}
        </Modal>
    );
}
