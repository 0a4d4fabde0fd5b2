import { useState } from "react";
import { shallowEqual } from "react-redux";
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { formatDate } from "@library/utility/dates";
import { stableKey } from "@library/utility/stableKey";
import type { IDiscussionListParams } from "@vanilla/discussions/discussionListQuery";
import { registerDiscussionsSlice, selectDiscussionList, selectDiscussions } from "@vanilla/discussions/discussionsSlice";
import { fetchDiscussionList } from "@vanilla/discussions/discussionThunks";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";

export const USER_DISCUSSIONS_LIMIT = 10;

// Further pages are lists of the discussions slice, keyed by their query like every list.
registerDiscussionsSlice();

export interface IUserDiscussionsProps {
    userID: number;
    discussions: IDiscussion[];
    hasMorePages: boolean;
}

/** GET /discussions for one page of a member's discussions, newest first. */
export function userDiscussionsParams(userID: number, page: number): IDiscussionListParams {
    return { insertUserID: userID, page, limit: USER_DISCUSSIONS_LIMIT, sort: "-dateInserted", expand: ["category"] };
}

/** A user's discussions on their profile (an island): more pages load in place. */
export function UserDiscussions(props: IUserDiscussionsProps) {
    const dispatch = useAppDispatch();
    // Page 1 came with the page; pages 2..shownPages from the store.
    const [shownPages, setShownPages] = useState(1);
    const nextParams = userDiscussionsParams(props.userID, shownPages + 1);
    const next = useAppSelector((state) => selectDiscussionList(state, stableKey(nextParams)));
    const lastPaging = useAppSelector((state) => (shownPages > 1 ? selectDiscussionList(state, stableKey(userDiscussionsParams(props.userID, shownPages)))?.paging : undefined));
    const more = useAppSelector((state) => {
        const loaded: IDiscussion[] = [];
        for (let page = 2; page <= shownPages; page++) {
            const list = selectDiscussionList(state, stableKey(userDiscussionsParams(props.userID, page)));
            if (list) loaded.push(...selectDiscussions(state, list.discussionIDs));
        }
        return loaded;
    }, shallowEqual);
    const discussions = [...props.discussions, ...more];
    const hasMore = shownPages === 1 ? props.hasMorePages : Boolean(lastPaging?.hasMorePages);
    const loading = next?.status === LoadStatus.LOADING;
    // The list shown stays as it was; the button stays so the person can try again.
    const error = next?.status === LoadStatus.ERROR ? (next.error?.message ?? null) : null;

    const loadMore = async () => {
        try {
            await dispatch(fetchDiscussionList(nextParams));
            setShownPages(nextParams.page);
        } catch {
            // Recorded in the slice as the list's error, shown below.
        }
    };

    if (discussions.length === 0) return <p>{t("This user has not started any discussions yet.")}</p>;
    return (
        <section aria-labelledby="user-discussions-heading">
            <h2 id="user-discussions-heading" className={classes.heading}>
                {t("Discussions")}
            </h2>
            <ul className={classes.list}>
                {discussions.map((discussion) => (
                    <li key={discussion.discussionID} className={classes.item}>
                        <a href={discussion.url}>{discussion.name}</a>{" "}
                        <span className={classes.meta}>
                            {discussion.category && <>{discussion.category.name} · </>}
                            <time dateTime={discussion.dateInserted}>{formatDate(discussion.dateInserted)}</time>
                        </span>
                    </li>
                ))}
            </ul>
            {error && (
                <p role="alert" className={classes.error}>
                    {error}
                </p>
            )}
            {hasMore && (
                <Button onClick={loadMore} disabled={loading} aria-busy={loading}>
                    {loading ? t("Loading") : t("Load more")}
                </Button>
            )}
        </section>
    );
}
