/**
 * HTML → rich2, for pasted HTML and for Markdown switched back to rich text (markdown-it's HTML).
 *
 * Sanitising by construction: the walk keeps structure (paragraphs, headings, quotes, code,
 * lists, spoilers, emphasis) and builds new rich2 nodes; it copies no attribute except a link's
 * address and an image's source, and only when they are safe (shell §5). Scripts, styles,
 * frames, forms and every other element's attributes (on* handlers, style, class) are dropped;
 * the text of unknown elements is kept.
 *
 * Needs a DOM (DOMParser): the browser, or jsdom in tests.
 */
import type { IRich2Block, IRich2Text, Rich2BlockType, Rich2Node, Rich2Document, Rich2Element } from "@library/composer/rich2Types";
import { isSafeImageSource, isSafeLink } from "@library/utility/safeLinks";

type Marks = Omit<IRich2Text, "text">;
/** What a paragraph holds: text runs and links. */
type Inline = IRich2Text | Extract<Rich2Element, { type: "a" }>;

/** Elements whose content is never text a member meant to paste. */
const DROPPED = new Set(["script", "style", "template", "iframe", "object", "embed", "noscript", "head", "meta", "link", "title", "svg", "math", "input", "button", "select", "textarea", "canvas", "audio", "video"]);
const MARK_OF: Record<string, keyof Marks> = { strong: "bold", b: "bold", em: "italic", i: "italic", s: "strikethrough", del: "strikethrough", strike: "strikethrough", code: "code", kbd: "code", tt: "code" };
const HEADING_OF: Record<string, Rich2BlockType> = { h1: "h2", h2: "h2", h3: "h3", h4: "h4", h5: "h5", h6: "h5" };
/** Elements that start a new block but hold nothing special: their content is read as blocks. */
const GENERIC_BLOCKS = new Set(["p", "div", "section", "article", "main", "header", "footer", "aside", "nav", "figure", "figcaption", "address", "center", "table", "thead", "tbody", "tfoot", "tr", "dl", "dt", "dd", "body", "html", "li", "summary"]);
const LINE_BLOCKS = new Set<string>(["p", "h2", "h3", "h4", "h5", "blockquote-line", "code_line", "spoiler-line", "lic"]);

function isElement(node: Node): node is HTMLElement {
    return node.nodeType === 1;
}

function tagOf(element: Element): string {
    return element.tagName.toLowerCase();
}

function isSpoiler(element: HTMLElement): boolean {
    return tagOf(element) === "details" || element.classList.contains("spoiler");
}

function text(value: string, marks: Marks): IRich2Text {
    return { text: value, ...marks };
}

/** The inline content of an element: text runs with marks, and links. */
function inlinesOf(parent: Node, marks: Marks, preserveSpace = false): Inline[] {
    return inlinesOfNodes(Array.from(parent.childNodes), marks, preserveSpace);
}

function inlinesOfNodes(nodes: Node[], marks: Marks, preserveSpace = false): Inline[] {
    const result: Inline[] = [];
    for (const child of nodes) {
        if (child.nodeType === 3) {
            const value = preserveSpace ? (child.nodeValue ?? "") : (child.nodeValue ?? "").replace(/\s+/g, " ");
            if (value) result.push(text(value, marks));
            continue;
        }
        if (!isElement(child)) continue;
        const tag = tagOf(child);
        if (DROPPED.has(tag)) continue;
        if (tag === "br") {
            result.push(text("\n", marks));
        } else if (tag === "a") {
            const href = child.getAttribute("href") ?? "";
            const inner = inlinesOf(child, marks, preserveSpace).filter((node): node is IRich2Text => !("type" in node));
            // An unsafe link keeps its text, not its address.
            if (isSafeLink(href) && inner.some((node) => node.text.trim())) result.push({ type: "a", url: href.trim(), children: inner });
            else result.push(...inner);
        } else {
            const mark = MARK_OF[tag];
            result.push(...inlinesOf(child, mark ? { ...marks, [mark]: true } : marks, preserveSpace));
            // Table cells and list terms run together otherwise.
            if (tag === "td" || tag === "th") result.push(text(" ", marks));
        }
    }
    return result;
}

function sameMarks(a: IRich2Text, b: IRich2Text): boolean {
    return !!a.bold === !!b.bold && !!a.italic === !!b.italic && !!a.strikethrough === !!b.strikethrough && !!a.code === !!b.code;
}

/** Merges neighbouring runs with the same marks, trims the block's edges, and never returns an empty list. */
function tidy(inlines: Inline[]): Inline[] {
    const merged: Inline[] = [];
    for (const node of inlines) {
        const last = merged[merged.length - 1];
        if (last && !("type" in last) && !("type" in node) && sameMarks(last, node)) merged[merged.length - 1] = { ...last, text: last.text + node.text };
        else merged.push(node);
    }
    const first = merged[0];
    if (first && !("type" in first)) merged[0] = { ...first, text: first.text.replace(/^[ \t]+/, "") };
    const lastIndex = merged.length - 1;
    const last = merged[lastIndex];
    if (last && !("type" in last)) merged[lastIndex] = { ...last, text: last.text.replace(/[ \t\n]+$/, "") };
    const kept = merged.filter((node) => "type" in node || node.text !== "");
    return kept.length ? kept : [{ text: "" }];
}

function hasContent(inlines: Inline[]): boolean {
    return inlines.some((node) => "type" in node || node.text.trim() !== "");
}

/** The blocks inside an element: inline runs between blocks become paragraphs. */
function blocksOf(parent: Node): Rich2Element[] {
    const blocks: Rich2Element[] = [];
    let pending: Inline[] = [];
    const flush = () => {
        if (hasContent(pending)) blocks.push({ type: "p", children: tidy(pending) });
        pending = [];
    };
    for (const child of Array.from(parent.childNodes)) {
        if (!isElement(child)) {
            if (child.nodeType === 3) pending.push(...inlinesOfNodes([child], {}));
            continue;
        }
        const tag = tagOf(child);
        if (DROPPED.has(tag)) continue;
        const block = blockOf(child);
        if (block === null) {
            pending.push(...inlinesOfNodes([child], {}));
        } else {
            flush();
            blocks.push(...block);
        }
    }
    flush();
    return blocks;
}

/** A block's text lines (quotes, spoilers): its text blocks with their content, anything else flattened. */
function linesOf(blocks: Rich2Element[], lineType: Rich2BlockType): Rich2Element[] {
    const lines: Rich2Element[] = [];
    for (const block of blocks) {
        if (LINE_BLOCKS.has(block.type)) lines.push({ type: lineType, children: block.children });
        else if (block.type !== "img" && block.type !== "file") lines.push(...linesOf((block.children as Rich2Node[]).filter((child): child is Rich2Element => "type" in child), lineType));
    }
    return lines.length ? lines : [{ type: lineType, children: [{ text: "" }] }];
}

function listOf(element: HTMLElement, type: "ul" | "ol"): IRich2Block {
    const items: IRich2Block[] = [];
    for (const child of Array.from(element.children)) {
        const tag = tagOf(child);
        if (tag === "ul" || tag === "ol") {
            // A list directly inside a list belongs to the item before it.
            const nested = listOf(child as HTMLElement, tag);
            const previous = items[items.length - 1];
            if (previous) previous.children.push(nested);
            else items.push({ type: "li", children: [{ type: "lic", children: [{ text: "" }] }, nested] });
            continue;
        }
        if (DROPPED.has(tag)) continue;
        const children: Rich2Element[] = [];
        for (const block of blocksOf(child)) {
            if (block.type === "ul" || block.type === "ol") children.push(block);
            else children.push(...linesOf([block], "lic"));
        }
        if (children[0]?.type !== "lic") children.unshift({ type: "lic", children: [{ text: "" }] });
        items.push({ type: "li", children });
    }
    return { type, children: items.length ? items : [{ type: "li", children: [{ type: "lic", children: [{ text: "" }] }] }] };
}

/** The rich2 blocks an element becomes, or null when it is inline content. */
function blockOf(element: HTMLElement): Rich2Element[] | null {
    const tag = tagOf(element);
    const heading = HEADING_OF[tag];
    if (heading) {
        const inlines = inlinesOf(element, {});
        return hasContent(inlines) ? [{ type: heading, children: tidy(inlines) }] : [];
    }
    if (isSpoiler(element)) return [{ type: "spoiler", children: linesOf(blocksOf(element), "spoiler-line") }];
    if (tag === "blockquote") return [{ type: "blockquote", children: linesOf(blocksOf(element), "blockquote-line") }];
    if (tag === "pre") {
        const source = (element.textContent ?? "").replace(/\r\n?/g, "\n").replace(/\n$/, "");
        return [{ type: "code_block", children: source.split("\n").map((line) => ({ type: "code_line", children: [{ text: line }] })) }];
    }
    if (tag === "ul" || tag === "ol") return [listOf(element, tag)];
    if (tag === "img") {
        const src = element.getAttribute("src") ?? "";
        return src && isSafeImageSource(src) ? [{ type: "img", url: src, alt: element.getAttribute("alt") ?? "", children: [{ text: "" }] }] : [];
    }
    if (tag === "hr") return [];
    if (GENERIC_BLOCKS.has(tag)) return blocksOf(element);
    return null;
}

/** Pasted (or generated) HTML as rich2 blocks; an empty list when nothing in it is content. */
export function htmlToRich2(html: string): Rich2Document {
    const document = new DOMParser().parseFromString(html, "text/html");
    return blocksOf(document.body);
}
