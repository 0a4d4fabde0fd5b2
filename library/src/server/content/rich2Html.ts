/**
 * rich2 → HTML (the server half of rich2Types.ts). Every text and attribute is escaped here;
 * bodyFormat.ts then passes the result through the one sanitiser all formats share, so a
 * mistake here still cannot put a script or an unsafe link on a page.
 *
 * Headings keep their rank (rich2's h2 is its first rank, written h1) and the sanitiser moves
 * every format's headings below the page's h1 and h2. Unsafe links and image sources become their text.
 */
import { t } from "@library/i18n/t";
import { isSafeImageSource, isSafeLink } from "@library/utility/safeLinks";
import { profileUrl } from "@library/users/userUrls";
import type { IRich2Text, Rich2Document, Rich2Element, Rich2Node } from "@library/composer/rich2Types";
import { escapeHtml } from "@server/ssr/escape";

/** rich2's heading ranks (h2 is its biggest) as HTML ranks; the sanitiser then moves them below the page's h2. */
const HEADINGS: Record<string, string> = { h2: "h1", h3: "h2", h4: "h3", h5: "h4" };

function isText(node: Rich2Node): node is IRich2Text {
    return !("type" in node);
}

/** "1.5 MB": the size shown beside a file's name. */
export function formatFileSize(bytes: number): string {
    const units = ["B", "KB", "MB", "GB"];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
    }
    return `${unit === 0 ? value : value.toFixed(1).replace(/\.0$/, "")} ${units[unit]}`;
}

function textHtml(leaf: IRich2Text, keepNewlines: boolean): string {
    let html = escapeHtml(leaf.text);
    if (!keepNewlines) html = html.replace(/\n/g, "<br>");
    if (leaf.code) html = `<code>${html}</code>`;
    if (leaf.strikethrough) html = `<del>${html}</del>`;
    if (leaf.italic) html = `<em>${html}</em>`;
    if (leaf.bold) html = `<strong>${html}</strong>`;
    return html;
}

function inlineHtml(nodes: Rich2Node[], keepNewlines = false): string {
    return nodes
        .map((node): string => {
            if (isText(node)) return textHtml(node, keepNewlines);
            switch (node.type) {
                case "a": {
                    const text = inlineHtml(node.children) || escapeHtml(node.url);
                    return isSafeLink(node.url) ? `<a href="${escapeHtml(node.url.trim())}">${text}</a>` : text;
                }
                case "@":
                    return `<a href="${escapeHtml(profileUrl(node.name))}" class="atMention" data-userid="${node.userID}">@${escapeHtml(node.name)}</a>`;
                case "img":
                    return node.url && isSafeImageSource(node.url) ? `<img src="${escapeHtml(node.url)}" alt="${escapeHtml(node.alt ?? "")}">` : escapeHtml(node.alt ?? "");
                case "file": {
                    const label = `${escapeHtml(node.name)} (${formatFileSize(node.size)})`;
                    return isSafeLink(node.url) ? `<a href="${escapeHtml(node.url.trim())}" class="attachment">${label}</a>` : label;
                }
                default:
                    return inlineHtml(node.children, keepNewlines);
            }
        })
        .join("");
}

function linesHtml(lines: Rich2Node[]): string {
    return lines.map((line) => `<p>${isText(line) ? textHtml(line, false) : inlineHtml(line.children)}</p>`).join("");
}

function listItemHtml(item: Rich2Node): string {
    if (isText(item)) return `<li>${textHtml(item, false)}</li>`;
    const parts = item.children.map((child) => (isText(child) ? textHtml(child, false) : child.type === "ul" || child.type === "ol" ? blockHtml(child) : inlineHtml(child.children)));
    return `<li>${parts.join("")}</li>`;
}

function blockHtml(block: Rich2Element): string {
    switch (block.type) {
        case "h2":
        case "h3":
        case "h4":
        case "h5": {
            const tag = HEADINGS[block.type]!;
            return `<${tag}>${inlineHtml(block.children)}</${tag}>`;
        }
        case "blockquote":
            return `<blockquote>${linesHtml(block.children)}</blockquote>`;
        case "spoiler":
            // <details> opens without JavaScript and tells assistive technology it is collapsed.
            return `<details class="spoiler"><summary>${escapeHtml(t("Spoiler"))}</summary>${linesHtml(block.children)}</details>`;
        case "code_block": {
            const code = block.children.map((line) => (isText(line) ? escapeHtml(line.text) : inlineHtml(line.children.map((leaf) => (isText(leaf) ? { text: leaf.text } : leaf)), true))).join("\n");
            return `<pre><code>${code}</code></pre>`;
        }
        case "ul":
        case "ol":
            return `<${block.type}>${block.children.map(listItemHtml).join("")}</${block.type}>`;
        case "img":
        case "file":
            return `<p>${inlineHtml([block])}</p>`;
        default:
            return `<p>${inlineHtml(block.children)}</p>`;
    }
}

/** The HTML of a parsed rich2 document (parse it with parseRich2 first); sanitise it before use. */
export function rich2ToHtml(doc: Rich2Document): string {
    return doc.map(blockHtml).join("");
}
