/**
 * Post bodies are stored as their source (so they can be edited) and rendered to HTML on the
 * way out. "text" is escaped and split into paragraphs. "markdown" is rendered by markdown-it
 * with raw HTML off, then cleaned by sanitize-html: a fixed set of tags, and links only to the
 * addresses shell §5 accepts (http(s), tel:, mailto:, a path or a hash).
 */
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { isSafeLink } from "@library/utility/safeLinks";
import { escapeHtml } from "@server/ssr/escape";

export const BODY_FORMATS = ["markdown", "text"] as const;
export type BodyFormat = (typeof BODY_FORMATS)[number];

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: ["p", "br", "strong", "em", "del", "s", "a", "code", "pre", "blockquote", "ul", "ol", "li", "h3", "h4", "h5", "h6", "hr"],
    allowedAttributes: { a: ["href", "rel", "target"], ol: ["start"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
        // Headings inside a post never outrank the page's own (h1) and section (h2) headings.
        h1: "h3",
        h2: "h4",
        a: (tagName, attribs): sanitizeHtml.Tag => {
            const href = attribs.href ?? "";
            if (!isSafeLink(href)) return { tagName: "span", attribs: {} };
            const external = /^https?:\/\//i.test(href);
            const safe: sanitizeHtml.Attributes = external ? { href, rel: "nofollow ugc noopener noreferrer", target: "_blank" } : { href };
            return { tagName, attribs: safe };
        },
    },
};

export function renderBody(body: string, format: string): string {
    if (format === "markdown") return sanitizeHtml(markdown.render(body), SANITIZE_OPTIONS).trim();
    return body
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
        .join("");
}
