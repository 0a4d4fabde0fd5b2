/**
 * /questions: the questions the viewer may see, newest first, filtered by status; the
 * "Unanswered" view is /questions?status=unanswered. Server HTML only: the filters and paging
 * are links, so the page needs no script of its own.
 */
import { colorVars, style, t, tf } from "@library/addons/addonApi";
import { FilteredListPage, filteredListClasses } from "@library/addons/addonPageKit";
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

// The shared look of a filtered list page; a question's row is its title and a line of meta.
const classes = {
    ...filteredListClasses,
    item: style({ display: "grid", gap: 4, padding: "12px 0", borderBottom: `1px solid ${colorVars.border}` }),
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
        <FilteredListPage
            filters={[
                {
                    label: t("Filter questions by status"),
                    links: FILTERS.map((filter) => ({ key: filter ?? "all", label: filter ? statusLabel(filter) : t("All"), href: questionsUrl(filter), current: status === filter })),
                },
            ]}
            action={{ href: "/post/question", label: t("Ask a Question") }}
            previousUrl={page > 1 ? questionsUrl(status, page - 1) : null}
            nextUrl={hasMore ? questionsUrl(status, page + 1) : null}
        >
            {questions.length === 0 ? (
                <p>{status === "unanswered" && page === 1 ? t("Every question has an answer.") : t("No questions here yet.")}</p>
            ) : (
                <ol className={classes.list} data-questions-list="">
                    {questions.map((question) => (
                        <li key={question.discussionID} className={classes.item} data-question-id={question.discussionID}>
                            <a className={classes.itemTitle} href={question.url}>
                                {question.name}
                            </a>
                            <div className={classes.itemMeta}>
                                <span className={classes.tag}>{statusLabel(question.status)}</span>
                                <span>{tf(question.countComments === 1 ? "{count} comment" : "{count} comments", { count: question.countComments })}</span>
                            </div>
                        </li>
                    ))}
                </ol>
            )}
        </FilteredListPage>
    );
}
