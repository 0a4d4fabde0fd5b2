/** Escaping on the way into HTML. */
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!); // the pattern matches only the map's keys
}

/**
 * JSON safe inside <script type="application/json">: "<", ">", "&" and U+2028/U+2029 become
 * \u escapes, so no value can close the script element or break older parsers.
 */
export function escapeJsonForHtml(value: unknown): string {
    return JSON.stringify(value)
        .replace(/</g, "\\u003c")
        .replace(/>/g, "\\u003e")
        .replace(/&/g, "\\u0026")
        .replace(/\u2028/g, "\\u2028")
        .replace(/\u2029/g, "\\u2029");
}
