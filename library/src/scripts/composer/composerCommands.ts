/**
 * What the toolbar, the shortcuts, uploads, mentions and quotes do to the rich2 tree, as plain
 * functions over a Slate `Editor` (no React, no DOM), so they are tested on a headless editor.
 *
 * Block shapes follow rich2: a quote, code block or spoiler holds "…-line" children; a list holds
 * "li" items whose text is in a "lic" child. Toggling a block first takes the selected lines out
 * of whatever container they are in, back to paragraphs, then wraps them in the new one.
 */
import { Editor, Element, Node, Path, Range, Text, Transforms, type NodeEntry } from "slate";
import type { IRich2Text, Rich2BlockType, Rich2Document, Rich2Element } from "@library/composer/rich2Types";
import { isSafeLink } from "@library/utility/safeLinks";
import { t } from "@library/i18n/t";
import { emptyParagraph } from "@library/composer/composerSchema";

export type Mark = "bold" | "italic" | "strikethrough" | "code";

/** Blocks the toolbar toggles. */
export type BlockFormat = "h2" | "h3" | "blockquote" | "code_block" | "spoiler" | "ul" | "ol";

/** Containers whose children are lines of one type. */
const LINE_OF: Partial<Record<Rich2BlockType, Rich2BlockType>> = { blockquote: "blockquote-line", code_block: "code_line", spoiler: "spoiler-line" };
const CONTAINERS = new Set<string>(["blockquote", "code_block", "spoiler", "ul", "ol", "li"]);
/** Blocks that hold text directly. */
const TEXT_BLOCKS = new Set<string>(["p", "h2", "h3", "h4", "h5", "blockquote-line", "code_line", "spoiler-line", "lic"]);

function isType(node: Node, types: Set<string>): node is Rich2Element {
    return Element.isElement(node) && types.has(node.type);
}

export function isMarkActive(editor: Editor, mark: Mark): boolean {
    const marks = Editor.marks(editor) as Partial<IRich2Text> | null;
    return marks?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
    if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
    else Editor.addMark(editor, mark, true);
}

/** The text blocks the selection touches (paragraphs, headings, lines, list item contents). */
function selectedTextBlocks(editor: Editor): NodeEntry<Rich2Element>[] {
    if (!editor.selection) return [];
    return [...Editor.nodes<Rich2Element>(editor, { at: editor.selection, match: (node) => isType(node, TEXT_BLOCKS) })];
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
    if (!editor.selection) return false;
    const [match] = Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: (node) => Element.isElement(node) && node.type === format });
    return match !== undefined;
}

/** Takes the selected lines out of quotes, code blocks, spoilers and lists, as paragraphs. */
function unwrapToParagraphs(editor: Editor): void {
    // Innermost containers first: each pass lifts the lines out by one level.
    for (let depth = 0; depth < 8; depth++) {
        const [container] = Editor.nodes(editor, { match: (node) => isType(node, CONTAINERS), mode: "lowest" });
        if (!container) break;
        Transforms.unwrapNodes(editor, { match: (node) => isType(node, CONTAINERS), split: true, mode: "lowest" });
    }
    Transforms.setNodes(editor, { type: "p" }, { match: (node) => isType(node, TEXT_BLOCKS) });
}

/** Turns the selected lines into the block (or back into paragraphs when it is already on). */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
    if (!editor.selection) return;
    const active = isBlockActive(editor, format);
    Editor.withoutNormalizing(editor, () => {
        unwrapToParagraphs(editor);
        if (active) return;
        if (format === "h2" || format === "h3") {
            Transforms.setNodes(editor, { type: format }, { match: (node) => isType(node, TEXT_BLOCKS) });
            return;
        }
        if (format === "ul" || format === "ol") {
            Transforms.setNodes(editor, { type: "lic" }, { match: (node) => isType(node, TEXT_BLOCKS) });
            // One item per line: wrap each from the last, so earlier paths stay valid.
            const lines = selectedTextBlocks(editor).map(([, path]) => path);
            for (const path of lines.reverse()) Transforms.wrapNodes(editor, { type: "li", children: [] }, { at: path });
            Transforms.wrapNodes(editor, { type: format, children: [] }, { match: (node) => isType(node, new Set(["li"])), mode: "highest" });
            return;
        }
        const line = LINE_OF[format]!;
        Transforms.setNodes(editor, { type: line }, { match: (node) => isType(node, TEXT_BLOCKS) });
        Transforms.wrapNodes(editor, { type: format, children: [] }, { match: (node) => Element.isElement(node) && node.type === line });
    });
}

/** Which block the toolbar shows as current (for aria-pressed). */
export function activeBlocks(editor: Editor): Set<BlockFormat> {
    const formats: BlockFormat[] = ["h2", "h3", "blockquote", "code_block", "spoiler", "ul", "ol"];
    return new Set(formats.filter((format) => isBlockActive(editor, format)));
}

/** Why a link address is refused, or null when it may be inserted (shell §5). */
export function linkProblem(url: string): string | null {
    if (url.trim() === "") return t("Enter the address of the link.");
    if (!isSafeLink(url)) return t("Links must start with http://, https://, mailto:, tel:, a slash or a hash.");
    return null;
}

export function activeLink(editor: Editor): NodeEntry<Rich2Element> | undefined {
    const [link] = Editor.nodes<Rich2Element>(editor, { match: (node) => Element.isElement(node) && node.type === "a" });
    return link;
}

/**
 * Links the selected text to the address, or inserts the address as a linked text when nothing
 * is selected. Returns the refusal message for an unsafe address (and changes nothing).
 */
export function insertLink(editor: Editor, url: string, text?: string): string | null {
    const problem = linkProblem(url);
    if (problem) return problem;
    const address = url.trim();
    const existing = activeLink(editor);
    if (existing) {
        Transforms.setNodes(editor, { url: address }, { at: existing[1] });
        return null;
    }
    const { selection } = editor;
    if (!selection || Range.isCollapsed(selection)) {
        Transforms.insertNodes(editor, { type: "a", url: address, children: [{ text: text || address }] });
        // Leave the caret after the link, not inside it.
        Transforms.move(editor, { unit: "offset" });
    } else {
        Transforms.wrapNodes(editor, { type: "a", url: address, children: [] }, { split: true });
        Transforms.collapse(editor, { edge: "end" });
    }
    return null;
}

export function removeLink(editor: Editor): void {
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === "a" });
}

/** Inserts a block void (image or file) after the current block, then an empty paragraph to keep typing in. */
function insertBlockVoid(editor: Editor, node: Rich2Element): void {
    Transforms.insertNodes(editor, [node, emptyParagraph()], editor.selection ? undefined : { at: [editor.children.length] });
    // The caret is in the new paragraph; a block left empty where the void was inserted is removed.
    const before = editor.selection ? Path.previous(Path.parent(editor.selection.anchor.path)) : null;
    if (before && Path.hasPrevious(before)) {
        const previous = Path.previous(before);
        const node = Node.get(editor, previous);
        if (isType(node, new Set(["p"])) && Node.string(node) === "" && !node.children.some((child) => Element.isElement(child))) {
            Transforms.removeNodes(editor, { at: previous });
        }
    }
}

export function insertImage(editor: Editor, url: string, alt: string): void {
    insertBlockVoid(editor, { type: "img", url, alt, children: [{ text: "" }] });
}

export function insertFile(editor: Editor, file: { url: string; name: string; size: number }): void {
    insertBlockVoid(editor, { type: "file", url: file.url, name: file.name, size: file.size, children: [{ text: "" }] });
}

/**
 * Replaces the "@prefix" just typed before the caret (`length` characters including the "@")
 * with a mention of the member, followed by a space.
 */
export function insertMention(editor: Editor, user: { userID: number; name: string }, length: number): void {
    if (!editor.selection) return;
    Transforms.delete(editor, { distance: length, unit: "character", reverse: true });
    Transforms.insertNodes(editor, { type: "@", name: user.name, userID: user.userID, children: [{ text: "" }] });
    Transforms.move(editor);
    Editor.insertText(editor, " ");
}

/** The text of the current text node before the caret (where a mention being typed is). */
export function textBeforeCaret(editor: Editor): string {
    const { selection } = editor;
    if (!selection || !Range.isCollapsed(selection)) return "";
    const node = Node.get(editor, selection.anchor.path);
    return Text.isText(node) ? node.text.slice(0, selection.anchor.offset) : "";
}

/** Nothing written: one block with no text and no mention, image or file. */
export function isEmptyDocument(editor: Editor): boolean {
    return editor.children.length === 1 && Node.string(editor) === "" && !editor.children.some((child) => Element.isElement(child) && child.children.some((inner) => Element.isElement(inner)));
}

/**
 * Adds blocks (a quote) at the end of the document, after what is already written, and puts
 * the caret in a fresh paragraph after them. An empty document is replaced.
 */
export function appendBlocks(editor: Editor, blocks: Rich2Document): void {
    if (blocks.length === 0) return;
    Editor.withoutNormalizing(editor, () => {
        if (isEmptyDocument(editor)) Transforms.removeNodes(editor, { at: [0] });
        const at = editor.children.length;
        Transforms.insertNodes(editor, [...blocks, emptyParagraph()], { at: [at] });
    });
    Transforms.select(editor, Editor.end(editor, []));
}
