/**
 * A result's excerpt: the plain text of a post around its first matched word, HTML-escaped, with
 * every matched word wrapped in <mark>. The text is escaped piece by piece and the <mark> tags
 * are added around escaped pieces, so whatever a post holds, <mark> is the only markup an
 * excerpt carries.
 */
import sanitizeHtml from "sanitize-html";
import { parseRich2, rich2PlainText } from "@library/composer/rich2";
import { renderBody } from "@server/content/bodyFormat";
import { escapeHtml } from "@server/ssr/escape";
import { foldText, matchesTerm, type ISearchTerm } from "./searchQueryText";

export const EXCERPT_LENGTH = 200;
/** How much text comes before the first match. */
const LEAD = 60;

const TEXT_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** The text a reader sees of a stored body, on one line. */
export function bodyPlainText(body: string, format: string): string {
    let text: string;
    if (format === "rich2") {
        try {
            text = rich2PlainText(parseRich2(body));
        } catch {
            text = body;
        }
    } else {
        // Block ends become spaces, so words of two paragraphs do not run together.
        const html = renderBody(body, format).replace(/<\/(p|li|h\d|blockquote|pre|summary|div)>|<br\s*\/?>/g, "$& ");
        // sanitize-html answers text with &, <, >, " escaped: read them back.
        text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39);/g, (entity) => TEXT_ENTITIES[entity] ?? entity);
    }
    return text.replace(/\s+/g, " ").trim();
}

/** The escaped, marked excerpt of `text` for these terms. */
export function markedExcerpt(text: string, terms: ISearchTerm[], length = EXCERPT_LENGTH): string {
    const words = [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((match) => ({ start: match.index, end: match.index + match[0].length, word: match[0] }));
    const isMatch = (word: string) => {
        const folded = foldText(word);
        // A word with punctuation-free folding pieces ("ǅemal"): any piece may match.
        return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).some((piece) => matchesTerm(piece, terms));
    };
    const first = words.find((entry) => isMatch(entry.word));
    let start = first ? Math.max(0, first.start - LEAD) : 0;
    // Start and end on word boundaries.
    if (start > 0) {
        const next = words.find((entry) => entry.start >= start);
        start = next ? next.start : start;
    }
    let end = Math.min(text.length, start + length);
    if (end < text.length) {
        const cut = words.filter((entry) => entry.end <= end).pop();
        end = cut && cut.end > start ? cut.end : end;
    }
    let html = start > 0 ? "…" : "";
    let position = start;
    for (const entry of words) {
        if (entry.start < start || entry.end > end) continue;
        if (!isMatch(entry.word)) continue;
        html += escapeHtml(text.slice(position, entry.start)) + `<mark>${escapeHtml(entry.word)}</mark>`;
        position = entry.end;
    }
    html += escapeHtml(text.slice(position, end));
    return end < text.length ? `${html}…` : html;
}
