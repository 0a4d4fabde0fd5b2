/**
 * The composer's Slate schema: Slate edits the rich2 tree (rich2Types.ts) directly, so its
 * Element and Text types ARE the rich2 ones, and the editor's `children` is the Rich2Document
 * we store (JSON.stringify(editor.children)). This module says which rich2 elements are inline
 * (links, mentions) and which are void (mentions, images, files), and turns stored bodies into
 * a value Slate accepts (never an empty document).
 *
 * Only the composer chunk imports it (Slate stays out of every first load).
 */
import { createEditor, Editor, Element, Transforms, type BaseEditor, type Descendant } from "slate";
import { withHistory, type HistoryEditor } from "slate-history";
import { withReact, type ReactEditor } from "slate-react";
import type { IRich2Text, Rich2Element } from "@library/composer/rich2Types";
import { textToRich2 } from "@library/composer/composerText";
import { htmlToRich2 } from "@library/composer/htmlToRich2";

declare module "slate" {
    interface CustomTypes {
        Editor: BaseEditor & ReactEditor & HistoryEditor;
        Element: Rich2Element;
        Text: IRich2Text;
    }
}

const INLINE_TYPES = new Set<string>(["a", "@"]);
const VOID_TYPES = new Set<string>(["@", "img", "file"]);

/** Teaches an editor the rich2 element kinds. */
export function withRich2<T extends Editor>(editor: T): T {
    const { isInline, isVoid, markableVoid } = editor;
    editor.isInline = (element) => INLINE_TYPES.has(element.type) || isInline(element);
    editor.isVoid = (element) => VOID_TYPES.has(element.type) || isVoid(element);
    // A mention carries no marks of its own.
    editor.markableVoid = (element) => element.type !== "@" && markableVoid(element);
    return editor;
}

/** The editor the composer uses: rich2 kinds, undo history, the DOM bindings. */
export function createComposerEditor(): Editor {
    return withRich2(withHistory(withReact(createEditor())));
}

/** An editor without the DOM bindings: for tests and the typing benchmark (Node). */
export function createHeadlessEditor(): Editor {
    return withRich2(withHistory(createEditor() as Editor));
}

export function emptyParagraph(): Rich2Element {
    return { type: "p", children: [{ text: "" }] };
}

function isElementList(value: unknown): value is Rich2Element[] {
    return Array.isArray(value) && value.every((node) => Element.isElement(node));
}

/**
 * A stored rich2 body as the editor's first value. A body that is not a rich2 document (empty,
 * or not JSON) is kept as text in paragraphs, never dropped.
 */
export function rich2BodyToValue(body: string): Descendant[] {
    if (body.trim() === "") return [emptyParagraph()];
    try {
        const parsed: unknown = JSON.parse(body);
        if (isElementList(parsed) && parsed.length > 0) return parsed;
    } catch {
        // Not JSON: plain text, below.
    }
    return textToRich2(body);
}

/** The value to store: the editor's tree as JSON. */
export function valueToRich2Body(value: Descendant[]): string {
    return JSON.stringify(value);
}

/**
 * What pasting or dropping does (Slate calls editor.insertData): files go to `upload`; HTML
 * from elsewhere becomes rich2 through the sanitising deserializer (htmlToRich2); Slate's own
 * fragments (copied inside an editor) and plain text take Slate's usual way.
 */
export function withPastedData<T extends Editor>(editor: T, upload: (files: File[]) => void): T {
    const { insertData } = editor;
    editor.insertData = (data: DataTransfer) => {
        const files = Array.from(data.files ?? []);
        if (files.length) {
            upload(files);
            return;
        }
        const html = data.getData("text/html");
        if (html && !data.getData("application/x-slate-fragment")) {
            const blocks = htmlToRich2(html);
            if (blocks.length) {
                Transforms.insertFragment(editor, blocks);
                return;
            }
        }
        insertData(data);
    };
    return editor;
}
