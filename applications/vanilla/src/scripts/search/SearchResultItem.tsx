/**
 * One search result (content §3 "Search result"): its type, breadcrumbs, the title linking to
 * the record (a comment's url opens that comment in place), the excerpt with the matched words
 * marked (else the body's text), its labels, the author and the date (dateUpdated, else
 * dateInserted).
 */
import type { ReactNode } from "react";
import { t } from "@library/i18n/t";
import type { ISearchResult } from "@library/search/searchTypes";
import { profileUrl } from "@library/users/userUrls";
import { formatDate } from "@library/utility/dates";
import { isSafeLink } from "@library/utility/safeLinks";
import { searchPageClasses as classes } from "@vanilla/search/searchPage.styles";

/** The excerpt's length when it comes from the body. */
const BODY_EXCERPT_LENGTH = 240;

const TYPE_LABELS: Record<string, string> = {
    discussion: "Discussion",
    question: "Question",
    idea: "Idea",
    poll: "Poll",
    comment: "Comment",
    user: "Member",
    category: "Category",
};

export function resultTypeLabel(type: string): string {
    return t(TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1));
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&nbsp;": " " };

function decodeEntities(text: string): string {
    return text.replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * The server's excerpt is escaped text whose only markup is <mark>…</mark>. It is rebuilt as
 * React nodes rather than inserted as HTML: whatever else it held would show as text, never run.
 */
export function excerptNodes(excerpt: string): ReactNode[] {
    const nodes: ReactNode[] = [];
    const parts = excerpt.split(/(<mark>[\s\S]*?<\/mark>)/g);
    parts.forEach((part, index) => {
        if (!part) return;
        const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
        nodes.push(marked ? <mark key={index}>{decodeEntities(marked[1]!)}</mark> : decodeEntities(part));
    });
    return nodes;
}

/** A body's text for the list: tags dropped, entities read, spaces squeezed, cut at a word. */
export function bodyExcerpt(body: string): string {
    const text = decodeEntities(body.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
    if (text.length <= BODY_EXCERPT_LENGTH) return text;
    const cut = text.slice(0, BODY_EXCERPT_LENGTH);
    return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), BODY_EXCERPT_LENGTH - 40))}…`;
}

export function SearchResultItem({ result }: { result: ISearchResult }) {
    const date = result.dateUpdated ?? result.dateInserted;
    const crumbs = result.breadcrumbs ?? [];
    const href = isSafeLink(result.url) ? result.url : undefined;
    return (
        <article data-record-type={result.recordType} data-record-id={result.recordID}>
            <div className={classes.itemTop}>
                <span className={classes.type}>{resultTypeLabel(result.type)}</span>
                {(result.labelCodes ?? []).map((label) => (
                    <span key={label} className={classes.type}>
                        {t(label)}
                    </span>
                ))}
                {crumbs.length > 0 && (
                    <ol className={classes.crumbs} aria-label={t("Breadcrumbs")}>
                        {crumbs.map((crumb, index) => (
                            <li key={index}>{isSafeLink(crumb.url) ? <a href={crumb.url}>{crumb.name}</a> : crumb.name}</li>
                        ))}
                    </ol>
                )}
            </div>
            <h3 className={classes.title}>
                {/* A foreign result (another site's, content §3 isForeign) opens in a new tab, as links to other sites do (shell §2). */}
                <a href={href} {...(result.isForeign ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                    {result.name}
                </a>
            </h3>
            {result.excerpt ? (
                <p className={classes.excerpt}>{excerptNodes(result.excerpt)}</p>
            ) : result.body ? (
                <p className={classes.excerpt}>{bodyExcerpt(result.body)}</p>
            ) : null}
            <div className={classes.meta}>
                {result.insertUser && result.recordType !== "user" && (
                    <>
                        <a href={profileUrl(result.insertUser.name)}>{result.insertUser.name}</a>
                        {" · "}
                    </>
                )}
                {date && <time dateTime={date}>{formatDate(date)}</time>}
            </div>
        </article>
    );
}
