/**
 * Post bodies are stored as their source (so they can be edited) and rendered to HTML on the
 * way out. Every format ends in the same sanitiser (SANITIZE_OPTIONS): a fixed set of tags, and
 * links only to the addresses shell §5 accepts (http(s), tel:, mailto:, a path or a hash).
 * - rich2: the JSON node tree of rich2Types.ts, turned into escaped HTML by rich2Html.ts.
 * - markdown: markdown-it with raw HTML off.
 * - text: escaped, split into paragraphs. textex: the same, with web addresses made links.
 * - wysiwyg: HTML as sent, kept only as far as the sanitiser allows.
 *
 * validateBody refuses a body that cannot be read (400 naming `body`); isEmptyBody is the
 * separate "nothing written" rule the write routes apply first.
 */
import { LRUCache } from "lru-cache";
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { BODY_FORMATS, type BodyFormat } from "@library/composer/composerTypes";
import { isEmptyRich2, parseRich2, Rich2ParseError } from "@library/composer/rich2";
import { isSafeImageSource, isSafeLink } from "@library/utility/safeLinks";
import { HttpError } from "@server/http/httpErrors";
import { escapeHtml } from "@server/ssr/escape";
import { linkTypedMentions } from "./mentions";
import { rich2ToHtml } from "./rich2Html";

export { BODY_FORMATS, type BodyFormat };

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: [
        ...["p", "br", "strong", "em", "del", "s", "a", "code", "pre", "blockquote", "ul", "ol", "li", "h3", "h4", "h5", "h6", "hr"],
        ...["img", "details", "summary"],
    ],
    allowedAttributes: { a: ["href", "rel", "target", "class", "data-userid"], ol: ["start"], img: ["src", "alt"], details: ["class"] },
    allowedClasses: { a: ["atMention", "attachment"], details: ["spoiler"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    transformTags: {
        // Headings inside a post never outrank the page's own (h1) and section (h2) headings: every
        // format's heading ranks move down two levels (h1 → h3 … h4 and below → h6). rich2Html.ts
        // writes rich2's top heading (h2) as rank h1, so "#" and rich2's big heading look the same.
        h1: "h3",
        h2: "h4",
        h3: "h5",
        h4: "h6",
        h5: "h6",
        s: "del",
        a: (tagName, attribs): sanitizeHtml.Tag => {
            const href = attribs.href ?? "";
            if (!isSafeLink(href)) return { tagName: "span", attribs: {} };
            const external = /^https?:\/\//i.test(href.trim());
            const safe: sanitizeHtml.Attributes = external ? { href, rel: "nofollow ugc noopener noreferrer", target: "_blank" } : { href };
            if (attribs.class) safe.class = attribs.class;
            if (/^\d+$/.test(attribs["data-userid"] ?? "")) safe["data-userid"] = attribs["data-userid"]!;
            return { tagName, attribs: safe };
        },
        // sanitize-html's scheme check lets "/\host" through as a relative path; shell §5 does not.
        img: (tagName, attribs): sanitizeHtml.Tag => {
            const src = (attribs.src ?? "").trim();
            if (!src || !isSafeImageSource(src)) return { tagName: "span", attribs: {}, text: attribs.alt ?? "" };
            return { tagName, attribs: { src, alt: attribs.alt ?? "" } };
        },
    },
};

/** The one sanitiser every format's HTML goes through. */
export function sanitizeBodyHtml(html: string): string {
    return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** Plain text in paragraphs; `linkify` makes web and mail addresses links (textex). */
function textToHtml(body: string, linkify: boolean): string {
    return body
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${(linkify ? linkifiedHtml(paragraph) : escapeHtml(paragraph)).replace(/\n/g, "<br>")}</p>`)
        .join("");
}

function linkifiedHtml(text: string): string {
    let html = "";
    let last = 0;
    for (const match of markdown.linkify.match(text) ?? []) {
        html += escapeHtml(text.slice(last, match.index));
        html += isSafeLink(match.url) ? `<a href="${escapeHtml(match.url)}">${escapeHtml(match.text)}</a>` : escapeHtml(match.text);
        last = match.lastIndex;
    }
    return html + escapeHtml(text.slice(last));
}

function rich2Html(body: string): string {
    try {
        return rich2ToHtml(parseRich2(body));
    } catch (error) {
        // A stored body the write routes would refuse now (older data): shown as text, never lost.
        if (error instanceof Rich2ParseError) return textToHtml(body, false);
        throw error;
    }
}

/**
 * Rendered bodies by format and source, the least recently used dropped first. Rendering is a pure function of
 * the two (the sanitiser dominated an API read of 30 comments), so a kept answer is never stale,
 * and every process keeps its own. Bounded by the characters held.
 */
const rendered = new LRUCache<string, string>({ maxSize: 16_000_000, sizeCalculation: (html, key) => key.length + html.length });

/** The sanitised HTML of a stored body. An unknown format is shown as plain text. */
export function renderBody(body: string, format: string): string {
    const key = `${format}\n${body}`;
    let html = rendered.get(key);
    if (html === undefined) rendered.set(key, (html = renderBodyNow(body, format)));
    return html;
}

/** Every format: sanitised, then typed "@name" mentions made profile links (mentions.ts). */
function renderBodyNow(body: string, format: string): string {
    return linkTypedMentions(sanitizedBody(body, format));
}

function sanitizedBody(body: string, format: string): string {
    switch (format) {
        case "rich2":
            return sanitizeBodyHtml(rich2Html(body));
        case "markdown":
            return sanitizeBodyHtml(markdown.render(body));
        case "wysiwyg":
            return sanitizeBodyHtml(body);
        case "textex":
            return sanitizeBodyHtml(textToHtml(body, true));
        default:
            return sanitizeBodyHtml(textToHtml(body, false));
    }
}

/**
 * Refuses a body its format cannot read: a 400 naming the body's field (rich2 that is not a valid
 * node tree). `field` is the request's name for the body ("body", or e.g. "initialBody").
 */
export function validateBody(body: string, format: string, field = "body"): void {
    if (!(BODY_FORMATS as readonly string[]).includes(format)) {
        const message = `format must be one of: ${BODY_FORMATS.join(", ")}.`;
        throw new HttpError(400, message, [{ field: "format", message, code: "enum", status: 400 }]);
    }
    if (format !== "rich2") return;
    try {
        parseRich2(body);
    } catch (error) {
        if (!(error instanceof Rich2ParseError)) throw error;
        throw new HttpError(400, "The body could not be read as rich2.", [{ field, message: error.message, code: "invalid", status: 400 }]);
    }
}

/** Nothing written: whitespace only (rich2: no text, image or file; wysiwyg: no text or image once sanitised). */
export function isEmptyBody(body: string, format: string): boolean {
    if (!body.trim()) return true;
    if (format === "rich2") {
        try {
            return isEmptyRich2(parseRich2(body));
        } catch {
            return false; // unreadable, not empty: validateBody says so
        }
    }
    if (format === "wysiwyg") {
        const html = sanitizeBodyHtml(body);
        return !/<img\b/.test(html) && sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, "") === "";
    }
    return false;
}
