/**
 * The rich2 helpers the server and the browser share (the node model is rich2Types.ts):
 * - parseRich2(json): reads a stored body and checks its shape; throws Rich2ParseError with the reason.
 * - rich2PlainText(doc): the words a reader sees (mentions as "@name"), for excerpts and emptiness.
 * - isEmptyRich2(doc): nothing but whitespace, no image and no file.
 * - rich2MentionNames(doc): the names of the mention nodes, in the order written.
 * - rich2ToMarkdown(doc): the same post in Markdown (switching the composer, quoting).
 *
 * No DOM and no Node imports: the browser bundle and the server both import this file.
 */
import { isSafeImageSource, isSafeLink } from "@library/utility/safeLinks";
import type { IRich2Text, Rich2Document, Rich2Element, Rich2Node } from "./rich2Types";

/** Deeper trees are refused: the editor never nests this far, and rendering recurses. */
export const RICH2_MAX_DEPTH = 24;

export class Rich2ParseError extends Error {
    constructor(public reason: string) {
        super(`The body could not be read as rich2: ${reason}`);
        this.name = "Rich2ParseError";
    }
}

const MARKS = ["bold", "italic", "strikethrough", "code"] as const;
/** Blocks holding lines of text and inline nodes. */
const LINE_TYPES = new Set(["p", "h2", "h3", "h4", "h5", "blockquote-line", "code_line", "spoiler-line", "lic"]);
/** Blocks holding only one kind of child. */
const CONTAINER_CHILD: Record<string, string[]> = {
    blockquote: ["blockquote-line"],
    code_block: ["code_line"],
    spoiler: ["spoiler-line"],
    ul: ["li"],
    ol: ["li"],
    li: ["lic", "ul", "ol"],
};
/** Void nodes: an image or a file, inline in a line or a block of its own. */
const VOID_TYPES = new Set(["img", "file"]);
const INLINE_TYPES = new Set(["a", "@", "img", "file"]);
const TOP_LEVEL_TYPES = new Set(["p", "h2", "h3", "h4", "h5", "blockquote", "code_block", "spoiler", "ul", "ol", "img", "file"]);

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkText(node: Json, where: string): void {
    if (typeof node.text !== "string") throw new Rich2ParseError(`${where} has no text.`);
    for (const mark of MARKS) {
        if (node[mark] !== undefined && typeof node[mark] !== "boolean") throw new Rich2ParseError(`${where} has a ${mark} mark that is not true or false.`);
    }
}

function checkString(node: Json, key: string, where: string, max = 2000): void {
    if (typeof node[key] !== "string" || (node[key] as string).length > max) throw new Rich2ParseError(`${where} needs a "${key}" text.`);
}

function checkElement(node: unknown, allowed: ReadonlySet<string> | readonly string[], depth: number, where: string): void {
    if (depth > RICH2_MAX_DEPTH) throw new Rich2ParseError(`nodes are nested deeper than ${RICH2_MAX_DEPTH} levels.`);
    if (!isObject(node)) throw new Rich2ParseError(`${where} is not a node.`);
    const type = node.type;
    if (typeof type !== "string") throw new Rich2ParseError(`${where} has no type.`);
    const allowedTypes = Array.isArray(allowed) ? new Set(allowed) : (allowed as ReadonlySet<string>);
    if (!allowedTypes.has(type)) throw new Rich2ParseError(`${where} has the type "${type.slice(0, 40)}", which is not allowed there.`);
    const children = node.children;
    if (!Array.isArray(children)) throw new Rich2ParseError(`${where} (${type}) has no children.`);
    const here = `${where} (${type})`;
    if (type === "a") {
        checkString(node, "url", here);
        children.forEach((child, index) => checkLeaf(child, `${here} child ${index + 1}`));
        return;
    }
    if (type === "@") {
        checkString(node, "name", here, 200);
        if (typeof node.userID !== "number" || !Number.isInteger(node.userID) || node.userID < 0) throw new Rich2ParseError(`${here} needs a userID.`);
        return; // its child is Slate's empty void text, never shown
    }
    if (type === "img") {
        checkString(node, "url", here);
        if (node.alt !== undefined) checkString(node, "alt", here);
        return;
    }
    if (type === "file") {
        checkString(node, "url", here);
        checkString(node, "name", here, 500);
        if (typeof node.size !== "number" || !(node.size >= 0)) throw new Rich2ParseError(`${here} needs a size.`);
        return;
    }
    if (LINE_TYPES.has(type)) {
        children.forEach((child, index) => checkInline(child, depth + 1, `${here} child ${index + 1}`));
        return;
    }
    const childTypes = CONTAINER_CHILD[type]!;
    children.forEach((child, index) => checkElement(child, childTypes, depth + 1, `${here} child ${index + 1}`));
}

function checkLeaf(node: unknown, where: string): void {
    if (!isObject(node) || "type" in node || "children" in node) throw new Rich2ParseError(`${where} is not a text.`);
    checkText(node, where);
}

function checkInline(node: unknown, depth: number, where: string): void {
    if (isObject(node) && !("type" in node)) return checkLeaf(node, where);
    checkElement(node, INLINE_TYPES, depth, where);
}

/** Reads a stored rich2 body. Throws Rich2ParseError naming what is wrong (not JSON, unknown node, …). */
export function parseRich2(json: string): Rich2Document {
    let value: unknown;
    try {
        value = JSON.parse(json);
    } catch {
        throw new Rich2ParseError("it is not JSON.");
    }
    if (!Array.isArray(value)) throw new Rich2ParseError("it is not a list of blocks.");
    value.forEach((node, index) => checkElement(node, TOP_LEVEL_TYPES, 1, `block ${index + 1}`));
    return value as Rich2Document;
}

function isText(node: Rich2Node): node is IRich2Text {
    return !("type" in node);
}

function inlinePlainText(nodes: Rich2Node[], mentions = true): string {
    return nodes
        .map((node) => {
            if (isText(node)) return node.text;
            if (node.type === "@") return mentions ? `@${node.name}` : "";
            if (node.type === "img") return node.alt ?? "";
            if (node.type === "file") return node.name;
            return inlinePlainText(node.children, mentions);
        })
        .join("");
}

function blockPlainText(node: Rich2Element, mentions: boolean): string[] {
    if (node.type === "img") return node.alt ? [node.alt] : [];
    if (node.type === "file") return [node.name];
    if (LINE_TYPES.has(node.type)) return [inlinePlainText(node.children, mentions)];
    return (node.children as Rich2Element[]).flatMap((child) => blockPlainText(child, mentions));
}

/**
 * The text a reader sees, one line per paragraph, list item or quoted line; mentions as "@name"
 * (or left out with `{ mentions: false }`, for finding names typed as plain "@name" text).
 */
export function rich2PlainText(doc: Rich2Document, options: { mentions?: boolean } = {}): string {
    return doc.flatMap((block) => blockPlainText(block, options.mentions ?? true)).join("\n");
}

function hasMedia(nodes: Rich2Node[]): boolean {
    return nodes.some((node) => !isText(node) && (VOID_TYPES.has(node.type) || hasMedia(node.children)));
}

/** Empty: only whitespace, and no image or file (an image alone is a post). */
export function isEmptyRich2(doc: Rich2Document): boolean {
    return !hasMedia(doc) && rich2PlainText(doc).trim() === "";
}

/** The names of the members mentioned with mention nodes, without duplicates, in the order written. */
export function rich2MentionNames(doc: Rich2Document): string[] {
    const names: string[] = [];
    const walk = (nodes: Rich2Node[]) => {
        for (const node of nodes) {
            if (isText(node)) continue;
            if (node.type === "@") names.push(node.name);
            else walk(node.children);
        }
    };
    walk(doc);
    return [...new Set(names)];
}

// ---- Markdown -------------------------------------------------------------------------------

/** Backslash-escapes what Markdown would read as syntax, so the text stays text. */
function escapeMarkdown(text: string): string {
    return text.replace(/([\\`*_[\]{}()<>#+!|~&])/g, "\\$1").replace(/^(\s*)(\d+)\./gm, "$1$2\\.").replace(/^(\s*)([-=])/gm, "$1\\$2");
}

/** A link destination Markdown reads whole: in <>, with the characters that would end it encoded. */
function markdownUrl(url: string): string {
    return `<${url.trim().replace(/[<>\s]/g, (character) => encodeURIComponent(character))}>`;
}

function codeSpan(text: string): string {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longest + 1);
    const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
    return `${fence}${pad}${text}${pad}${fence}`;
}

function markedText(leaf: IRich2Text): string {
    if (leaf.text === "") return "";
    if (leaf.code) return codeSpan(leaf.text);
    // Markers must touch words: keep the surrounding spaces outside them.
    const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(leaf.text)!;
    if (!core) return leaf.text;
    let out = escapeMarkdown(core!);
    if (leaf.strikethrough) out = `~~${out}~~`;
    if (leaf.italic) out = `_${out}_`;
    if (leaf.bold) out = `**${out}**`;
    return `${lead}${out}${trail}`;
}

function inlineMarkdown(nodes: Rich2Node[]): string {
    return nodes
        .map((node) => {
            if (isText(node)) return markedText(node);
            if (node.type === "a") {
                const text = inlineMarkdown(node.children) || escapeMarkdown(node.url);
                return isSafeLink(node.url) ? `[${text}](${markdownUrl(node.url)})` : text;
            }
            if (node.type === "@") return /^[\p{L}\p{N}_.-]+$/u.test(node.name) ? `@${node.name}` : `@"${node.name.replace(/"/g, "")}"`;
            if (node.type === "img") {
                const alt = escapeMarkdown(node.alt ?? "");
                return node.url && isSafeImageSource(node.url) ? `![${alt}](${markdownUrl(node.url)})` : alt;
            }
            if (node.type === "file") return isSafeLink(node.url) ? `[${escapeMarkdown(node.name)}](${markdownUrl(node.url)})` : escapeMarkdown(node.name);
            return inlineMarkdown(node.children);
        })
        .join("");
}

/** A line's Markdown, with hard line breaks inside it kept (two spaces before the newline). */
function lineMarkdown(nodes: Rich2Node[]): string {
    return inlineMarkdown(nodes).replace(/\n/g, "  \n");
}

function listMarkdown(list: Rich2Element, indent: string): string[] {
    const ordered = list.type === "ol";
    return (list.children as Rich2Element[]).flatMap((item, index) => {
        const marker = ordered ? `${index + 1}. ` : "- ";
        const lines: string[] = [];
        let first = true;
        for (const child of item.children as Rich2Element[]) {
            if (child.type === "ul" || child.type === "ol") {
                lines.push(...listMarkdown(child, indent + " ".repeat(marker.length)));
                continue;
            }
            const text = lineMarkdown(child.children);
            lines.push(`${first ? indent + marker : indent + " ".repeat(marker.length)}${text}`);
            first = false;
        }
        if (first) lines.unshift(indent + marker.trimEnd());
        return lines;
    });
}

function blockMarkdown(block: Rich2Element): string {
    switch (block.type) {
        case "h2":
        case "h3":
        case "h4":
        case "h5":
            // By rank: rich2's biggest heading (h2) is Markdown's "#"; both render alike (bodyFormat.ts).
            return `${"#".repeat(Number(block.type[1]) - 1)} ${inlineMarkdown(block.children).replace(/\n/g, " ")}`;
        case "blockquote":
            return (block.children as Rich2Element[]).map((line) => `> ${lineMarkdown(line.children)}`).join("\n>\n");
        case "spoiler":
            // Markdown has no spoiler: its lines become a quote headed "Spoiler", so nothing is lost.
            return ["> **Spoiler**", ...(block.children as Rich2Element[]).map((line) => `> ${lineMarkdown(line.children)}`)].join("\n>\n");
        case "code_block": {
            const code = (block.children as Rich2Element[]).map((line) => inlinePlainText(line.children)).join("\n");
            const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
            const fence = "`".repeat(longest + 1);
            return `${fence}\n${code}\n${fence}`;
        }
        case "ul":
        case "ol":
            return listMarkdown(block, "").join("\n");
        case "img":
        case "file":
            return inlineMarkdown([block]);
        default:
            return lineMarkdown(block.children);
    }
}

/** The post in Markdown: what the composer shows after switching to Markdown, and what a quote inserts. */
export function rich2ToMarkdown(doc: Rich2Document): string {
    return doc
        .map(blockMarkdown)
        .filter((block) => block.trim() !== "")
        .join("\n\n");
}
