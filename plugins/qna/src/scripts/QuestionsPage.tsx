/**
 * /questions: the questions the viewer may see, newest first, filtered by status; the
 * "Unanswered" view is /questions?status=unanswered. Server HTML only: the filters and paging
 * are links, so the page needs no script of its own.
 */
import { colorVars, sizes, style, t, tf } from "@library/addons/addonApi";
import type { QuestionStatus } from "./questionStatuses";

export interface IQuestionsPageQuestion {
    discussionID: number;
    name: string;
    url: string;
    countComments: number;
    status: QuestionStatus;
}

export interface IQuestionsPageProps {
    questions: IQuestionsPageQuestion[];
    status: QuestionStatus | null;
    page: number;
    hasMore: boolean;
}

const focus = { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 };

// Theme colours only, so the dark scheme follows.
const classes = {
    intro: style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 8, margin: "0 0 12px" }),
    filters: style({ display: "flex", flexWrap: "wrap", gap: 6, listStyle: "none", margin: 0, padding: 0 }),
    filterLink: style({
        display: "inline-block",
        padding: "4px 10px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: 999,
        color: colorVars.link,
        textDecoration: "none",
        fontSize: sizes.fontSizes.medium,
        $nest: {
            "&[aria-current='page']": { background: colorVars.primary, borderColor: colorVars.primary, color: colorVars.primaryContrast, fontWeight: sizes.fontWeights.semiBold },
            "&:focus-visible": focus,
        },
    }),
    askLink: style({ color: colorVars.link, fontWeight: sizes.fontWeights.semiBold }),
    list: style({ listStyle: "none", margin: "12px 0", padding: 0, borderTop: `1px solid ${colorVars.border}` }),
    item: style({ display: "grid", gap: 4, padding: "12px 0", borderBottom: `1px solid ${colorVars.border}` }),
    title: style({ fontSize: sizes.fontSizes.large, fontWeight: sizes.fontWeights.semiBold, color: colorVars.link, overflowWrap: "anywhere" }),
    meta: style({ display: "flex", flexWrap: "wrap", gap: "4px 12px", alignItems: "center", fontSize: sizes.fontSizes.small, color: colorVars.mutedFg }),
    tag: style({
        display: "inline-block",
        padding: "1px 8px",
        border: `1px solid ${colorVars.border}`,
        borderRadius: 999,
        color: colorVars.fg,
        fontSize: sizes.fontSizes.small,
        fontWeight: sizes.fontWeights.semiBold,
    }),
    pager: style({ display: "flex", gap: 16, margin: "12px 0" }),
};

/** The label of each status, as literals so the catalogues carry them. */
function statusLabel(status: QuestionStatus): string {
    if (status === "unanswered") return t("Unanswered");
    if (status === "answered") return t("Answered");
    return t("Accepted");
}

function questionsUrl(status: QuestionStatus | null, page = 1): string {
    const params = new URLSearchParams();
    if (status) params.set("status", status);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `/questions?${search}` : "/questions";
}

/** The page's title and heading, in the viewer's language (called while the server answers the request). */
export function questionsPageTitle(): string {
    return t("Questions");
}

const FILTERS: Array<QuestionStatus | null> = [null, "unanswered", "answered", "accepted"];

export function QuestionsPage({ questions, status, page, hasMore }: IQuestionsPageProps) {
    return (
        <>
            <div className={classes.intro}>
                <nav aria-label={t("Filter questions by status")}>
                    <ul className={classes.filters}>
                        {FILTERS.map((filter) => (
                            <li key={filter ?? "all"}>
                                <a className={classes.filterLink} href={questionsUrl(filter)} aria-current={status === filter ? "page" : undefined}>
                                    {filter ? statusLabel(filter) : t("All")}
                                </a>
                            </li>
                        ))}
                    </ul>
                </nav>
                <a className={classes.askLink} href="/post/question">
                    {t("Ask a Question")}
                </a>
            </div>
            {questions.length === 0 ? (
                <p>{status === "unanswered" && page === 1 ? t("Every question has an answer.") : t("No questions here yet.")}</p>
            ) : (
                <ol className={classes.list} data-questions-list="">
                    {questions.map((question) => (
                        <li key={question.discussionID} className={classes.item} data-question-id={question.discussionID}>
                            <a className={classes.title} href={question.url}>
                                {question.name}
                            </a>
                            <div className={classes.meta}>
                                <span className={classes.tag}>{statusLabel(question.status)}</span>
                                <span>{tf(question.countComments === 1 ? "{count} comment" : "{count} comments", { count: question.countComments })}</span>
                            </div>
                        </li>
                    ))}
                </ol>
            )}
            {(page > 1 || hasMore) && (
                <nav className={classes.pager} aria-label={t("Pages")}>
                    {page > 1 && (
                        <a href={questionsUrl(status, page - 1)} rel="prev">
                            {t("Previous")}
                        </a>
                    )}
                    {hasMore && (
                        <a href={questionsUrl(status, page + 1)} rel="next">
                            {t("Next")}
                        </a>
                    )}
                </nav>
            )}
        </>
    );
}
