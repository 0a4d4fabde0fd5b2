/**
 * Post bodies are stored as their source and rendered to HTML on the way out. "text" (the only
 * format so far) is escaped and split into paragraphs, so no user input reaches the page as markup.
 */
import { escapeHtml } from "@server/ssr/escape";

export const BODY_FORMATS = ["text"] as const;

export function renderBody(body: string, format: string): string {
    switch (format) {
        case "text":
        default:
            return body
                .split(/\n{2,}/)
                .map((paragraph) => paragraph.trim())
                .filter(Boolean)
                .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
                .join("");
    }
}
