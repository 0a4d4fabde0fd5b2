/**
 * /ideas: the ideas the viewer may see, by score (or newest first), filtered by status. Server
 * HTML only: filters, sort and paging are links, so the page needs no script of its own.
 */
import { t, tf } from "@library/addons/addonApi";
import { IDEA_STATUSES, type IdeaStatusCode } from "./ideaStatuses";
import { ideationClasses as classes } from "./ideation.styles";

export interface IIdeasPageIdea {
    discussionID: number;
    name: string;
    url: string;
    countComments: number;
    score: number;
    statusNotes: string | null;
    status: { name: string; code: string };
}

export interface IIdeasPageProps {
    ideas: IIdeasPageIdea[];
    status: IdeaStatusCode | null;
    sort: "-score" | "-dateInserted";
    page: number;
    hasMore: boolean;
}

function ideasUrl(query: { status: string | null; sort: string; page?: number }): string {
    const params = new URLSearchParams();
    if (query.status) params.set("status", query.status);
    if (query.sort !== "-score") params.set("sort", query.sort);
    if (query.page && query.page > 1) params.set("page", String(query.page));
    const search = params.toString();
    return search ? `/ideas?${search}` : "/ideas";
}

export function IdeasPage({ ideas, status, sort, page, hasMore }: IIdeasPageProps) {
    const filters = [{ code: null, name: "All" }, ...IDEA_STATUSES];
    return (
        <>
            <div className={classes.intro}>
                <nav aria-label={t("Sort ideas")} className={classes.filterRow}>
                    <span className={classes.filterCaption} aria-hidden="true">
                        {t("Sort")}
                    </span>
                    <ul className={classes.filters}>
                        {(
                            [
                                ["-score", "Top"],
                                ["-dateInserted", "Newest"],
                            ] as const
                        ).map(([value, label]) => (
                            <li key={value}>
                                <a className={classes.filterLink} href={ideasUrl({ status, sort: value })} aria-current={sort === value ? "page" : undefined}>
                                    {t(label)}
                                </a>
                            </li>
                        ))}
                    </ul>
                </nav>
                <a className={classes.postLink} href="/post/idea">
                    {t("New Idea")}
                </a>
            </div>
            <nav aria-label={t("Filter ideas by status")} className={classes.filterRow}>
                <span className={classes.filterCaption} aria-hidden="true">
                    {t("Status")}
                </span>
                <ul className={classes.filters}>
                    {filters.map((filter) => (
                        <li key={filter.code ?? "all"}>
                            <a className={classes.filterLink} href={ideasUrl({ status: filter.code, sort })} aria-current={status === filter.code ? "page" : undefined}>
                                {t(filter.name)}
                            </a>
                        </li>
                    ))}
                </ul>
            </nav>
            {ideas.length === 0 ? (
                <p>{t("No ideas here yet.")}</p>
            ) : (
                <ol className={classes.list} data-ideas-list="">
                    {ideas.map((idea) => (
                        <li key={idea.discussionID} className={classes.item} data-idea-id={idea.discussionID}>
                            <p className={classes.itemScore}>
                                <span className={classes.scoreNumber}>{idea.score}</span>
                                <span className={classes.scoreLabel}>{t("Score")}</span>
                            </p>
                            <div className={classes.itemBody}>
                                <a className={classes.itemTitle} href={idea.url}>
                                    {idea.name}
                                </a>
                                <div className={classes.itemMeta}>
                                    <span className={classes.tag}>{t(idea.status.name)}</span>
                                    <span>{tf(idea.countComments === 1 ? "{count} comment" : "{count} comments", { count: idea.countComments })}</span>
                                </div>
                                {idea.statusNotes && <p className={classes.counts}>{idea.statusNotes}</p>}
                            </div>
                        </li>
                    ))}
                </ol>
            )}
            {(page > 1 || hasMore) && (
                <nav className={classes.pager} aria-label={t("Pages")}>
                    {page > 1 && (
                        <a href={ideasUrl({ status, sort, page: page - 1 })} rel="prev">
                            {t("Previous")}
                        </a>
                    )}
                    {hasMore && (
                        <a href={ideasUrl({ status, sort, page: page + 1 })} rel="next">
                            {t("Next")}
                        </a>
                    )}
                </nav>
            )}
        </>
    );
}
