/**
 * /ideas: the ideas the viewer may see, by score (or newest first), filtered by status. Server
 * HTML only: filters, sort and paging are links, so the page needs no script of its own.
 */
import { t, tf } from "@library/addons/addonApi";
import { IDEA_STATUSES, type IdeaStatusCode } from "./ideaStatuses";
import { FilteredListPage, filteredListClasses as listClasses } from "@library/addons/addonPageKit";
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

const SORTS = [
    ["-score", "Top"],
    ["-dateInserted", "Newest"],
] as const;

export function IdeasPage({ ideas, status, sort, page, hasMore }: IIdeasPageProps) {
    const filters = [{ code: null, name: "All" }, ...IDEA_STATUSES];
    return (
        <FilteredListPage
            filters={[
                { label: t("Sort ideas"), caption: t("Sort"), links: SORTS.map(([value, label]) => ({ key: value, label: t(label), href: ideasUrl({ status, sort: value }), current: sort === value })) },
                { label: t("Filter ideas by status"), caption: t("Status"), links: filters.map((filter) => ({ key: filter.code ?? "all", label: t(filter.name), href: ideasUrl({ status: filter.code, sort }), current: status === filter.code })) },
            ]}
            action={{ href: "/post/idea", label: t("New Idea") }}
            previousUrl={page > 1 ? ideasUrl({ status, sort, page: page - 1 }) : null}
            nextUrl={hasMore ? ideasUrl({ status, sort, page: page + 1 }) : null}
        >
            {ideas.length === 0 ? (
                <p>{t("No ideas here yet.")}</p>
            ) : (
                <ol className={listClasses.list} data-ideas-list="">
                    {ideas.map((idea) => (
                        <li key={idea.discussionID} className={classes.item} data-idea-id={idea.discussionID}>
                            <p className={classes.itemScore}>
                                <span className={classes.scoreNumber}>{idea.score}</span>
                                <span className={classes.scoreLabel}>{t("Score")}</span>
                            </p>
                            <div className={classes.itemBody}>
                                <a className={listClasses.itemTitle} href={idea.url}>
                                    {idea.name}
                                </a>
                                <div className={listClasses.itemMeta}>
                                    <span className={listClasses.tag}>{t(idea.status.name)}</span>
                                    <span>{tf(idea.countComments === 1 ? "{count} comment" : "{count} comments", { count: idea.countComments })}</span>
                                </div>
                                {idea.statusNotes && <p className={classes.counts}>{idea.statusNotes}</p>}
                            </div>
                        </li>
                    ))}
                </ol>
            )}
        </FilteredListPage>
    );
}
