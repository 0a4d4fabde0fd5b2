import { useState } from "react";
import { apiv2, responsePaging } from "@library/api/apiv2";
import { toApiError } from "@library/api/apiErrors";
import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import { formatDate } from "@library/utility/dates";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { profileClasses as classes } from "@vanilla/profile/profile.styles";

export const USER_DISCUSSIONS_LIMIT = 10;

export interface IUserDiscussionsProps {
    userID: number;
    discussions: IDiscussion[];
    hasMorePages: boolean;
}

/** A user's discussions on their profile (an island): more pages load in place. */
export function UserDiscussions(props: IUserDiscussionsProps) {
    const [discussions, setDiscussions] = useState(props.discussions);
    const [page, setPage] = useState(1);
    const [hasMore, setHasMore] = useState(props.hasMorePages);
    const [loading, setLoading] = useState(false);
    const [error, setError] = useState<string | null>(null);

    const loadMore = async () => {
        setLoading(true);
        setError(null);
        try {
            const response = await apiv2.get<IDiscussion[]>("discussions", {
                params: { insertUserID: props.userID, page: page + 1, limit: USER_DISCUSSIONS_LIMIT, sort: "-dateInserted", expand: ["category"] },
            });
            setDiscussions((current) => [...current, ...response.data]);
            setPage(page + 1);
            setHasMore(responsePaging(response).hasMorePages);
        } catch (caught) {
            // The list shown stays as it was; the button stays so the person can try again.
            setError(toApiError(caught).message);
        } finally {
            setLoading(false);
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
