/**
 * A rank label is a short run of inline text ("<b>Helper</b>"): only inline formatting, a class
 * for the theme to style it, and nothing that runs or links. Sanitised on every read (the users
 * API, the profile pages), whatever was stored.
 */
import sanitizeHtml from "sanitize-html";

const LABEL_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: ["span", "b", "strong", "i", "em"],
    allowedAttributes: { span: ["class"] },
    disallowedTagsMode: "discard",
};

export function sanitizeLabelHtml(html: string): string {
    return sanitizeHtml(html, LABEL_SANITIZE_OPTIONS).trim();
}
