/**
 * The composer's commands on a headless Slate editor over rich2: marks, blocks, links (only
 * safe ones), uploads' nodes, mentions and quotes, checked on the rich2 tree they produce.
 */
import { Editor, Transforms } from "slate";
import { createHeadlessEditor } from "@library/composer/composerSchema";
import { appendBlocks, insertImage, insertLink, insertMention, isMarkActive, toggleBlock, toggleMark } from "@library/composer/composerCommands";
import type { Rich2Document } from "@library/composer/rich2Types";

function editorWith(doc: Rich2Document): Editor {
    const editor = createHeadlessEditor();
    editor.children = doc;
    Editor.normalize(editor, { force: true });
    return editor;
}

const para = (text: string) => ({ type: "p" as const, children: [{ text }] });

describe("composer commands", () => {
    it("toggles a mark on the selected words and off again", () => {
        const editor = editorWith([para("hello world")]);
        Transforms.select(editor, { anchor: { path: [0, 0], offset: 6 }, focus: { path: [0, 0], offset: 11 } });
        toggleMark(editor, "bold");
        expect(editor.children).toEqual([{ type: "p", children: [{ text: "hello " }, { text: "world", bold: true }] }]);
        expect(isMarkActive(editor, "bold")).toBe(true);
        toggleMark(editor, "bold");
        expect(editor.children).toEqual([para("hello world")]);
    });

    it("makes lines a quote, a list and a heading in rich2's shapes, and back to paragraphs", () => {
        const editor = editorWith([para("one"), para("two")]);
        const both = { anchor: { path: [0, 0], offset: 0 }, focus: { path: [1, 0], offset: 3 } };
        Transforms.select(editor, both);
        toggleBlock(editor, "blockquote");
        expect(editor.children).toEqual([
            { type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "one" }] }, { type: "blockquote-line", children: [{ text: "two" }] }] },
        ]);
        toggleBlock(editor, "ul");
        expect(editor.children).toEqual([
            {
                type: "ul",
                children: [
                    { type: "li", children: [{ type: "lic", children: [{ text: "one" }] }] },
                    { type: "li", children: [{ type: "lic", children: [{ text: "two" }] }] },
                ],
            },
        ]);
        toggleBlock(editor, "ul");
        expect(editor.children).toEqual([para("one"), para("two")]);
        Transforms.select(editor, { path: [0, 0], offset: 1 });
        toggleBlock(editor, "h2");
        expect(editor.children[0]).toEqual({ type: "h2", children: [{ text: "one" }] });
    });

    it("refuses an unsafe link and says why, and links the selection to a safe one", () => {
        const editor = editorWith([para("see this")]);
        Transforms.select(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 8 } });
        expect(insertLink(editor, "javascript:alert(1)")).toBe("Links must start with http://, https://, mailto:, tel:, a slash or a hash.");
        expect(insertLink(editor, "  ")).toBe("Enter the address of the link.");
        expect(editor.children).toEqual([para("see this")]);
        expect(insertLink(editor, "https://example.com")).toBeNull();
        expect(editor.children).toEqual([
            { type: "p", children: [{ text: "see " }, { type: "a", url: "https://example.com", children: [{ text: "this" }] }, { text: "" }] },
        ]);
    });

    it("inserts an uploaded image as an img node after the text, then a paragraph to go on typing", () => {
        const editor = editorWith([para("look")]);
        Transforms.select(editor, Editor.end(editor, []));
        insertImage(editor, "/uploads/abc.png", "cat.png");
        expect(editor.children).toEqual([para("look"), { type: "img", url: "/uploads/abc.png", alt: "cat.png", children: [{ text: "" }] }, para("")]);
    });

    it("replaces the typed @prefix with a mention node and a space", () => {
        const editor = editorWith([para("hi @ali")]);
        Transforms.select(editor, Editor.end(editor, []));
        insertMention(editor, { userID: 7, name: "alison" }, 4);
        expect(editor.children).toEqual([{ type: "p", children: [{ text: "hi " }, { type: "@", name: "alison", userID: 7, children: [{ text: "" }] }, { text: " " }] }]);
    });

    it("appends a quote after what is written, or replaces an empty document", () => {
        const quote = [{ type: "blockquote" as const, children: [{ type: "blockquote-line" as const, children: [{ text: "said" }] }] }];
        const editor = editorWith([para("mine")]);
        appendBlocks(editor, quote);
        expect(editor.children).toEqual([para("mine"), ...quote, para("")]);
        expect(editor.selection?.anchor.path).toEqual([2, 0]);
        const empty = editorWith([para("")]);
        appendBlocks(empty, quote);
        expect(empty.children).toEqual([...quote, para("")]);
    });
});
