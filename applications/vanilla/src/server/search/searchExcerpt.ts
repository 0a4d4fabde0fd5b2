/**
 * A result's excerpt: the plain text of a post around its first matched word, HTML-escaped, with
 * every matched word wrapped in <mark>. The text is escaped piece by piece and the <mark> tags
 * are added around escaped pieces, so whatever a post holds, <mark> is the only markup an
 * excerpt carries.
 */
import { parseRich2, rich2PlainText } from "@library/composer/rich2";
import { renderBody } from "@server/content/bodyFormat";
import { escapeHtml } from "@server/ssr/escape";
import { foldText, matchesTerm, type ISearchTerm } from "./searchQueryText";

export const EXCERPT_LENGTH = 200;
/** How much text comes before the first match. */
const LEAD = 60;

const TEXT_ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * The text a reader sees of a body already rendered by renderBody (sanitised HTML: no raw "<" or
 * ">" outside its tags), on one line. Block ends become spaces, so two paragraphs' words do not
 * run together.
 */
export function htmlPlainText(html: string): string {
    return html
        .replace(/<\/(p|li|h\d|blockquote|pre|summary|div)>|<br\s*\/?>/g, " ")
        .replace(/<[^>]*>/g, "")
        .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => TEXT_ENTITIES[entity] ?? entity)
        .replace(/\s+/g, " ")
        .trim();
}

/** The text a reader sees of a stored body, on one line; `html` when the caller rendered it already. */
export function bodyPlainText(body: string, format: string, html?: string): string {
    if (format === "rich2") {
        try {
            return rich2PlainText(parseRich2(body)).replace(/\s+/g, " ").trim();
        } catch {
            // Unreadable rich2 (older data) is shown as text: read it as renderBody shows it.
        }
    }
    return htmlPlainText(html ?? renderBody(body, format));
}

/** The escaped, marked excerpt of `text` for these terms. */
export function markedExcerpt(text: string, terms: ISearchTerm[], length = EXCERPT_LENGTH): string {
    const words = [...text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)].map((match) => ({ start: match.index, end: match.index + match[0].length, word: match[0] }));
    const known = new Map<string, boolean>();
    const isMatch = (word: string) => {
        let match = known.get(word);
        if (match === undefined) {
            // ASCII needs no Unicode folding; other words may fold into several pieces, any of which may match.
            const pieces = /^[a-zA-Z0-9]+$/.test(word) ? [word.toLowerCase()] : (foldText(word).match(/[\p{L}\p{N}]+/gu) ?? []);
            match = pieces.some((piece) => matchesTerm(piece, terms));
            known.set(word, match);
        }
        return match;
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
