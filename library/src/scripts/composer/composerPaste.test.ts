/**
 * Pasting into the editor (withPastedData): HTML from another page becomes sanitised rich2 at the
 * caret, files go to the upload, plain text stays plain text.
 */
import { Editor, Transforms } from "slate";
import { createComposerEditor, withPastedData } from "@library/composer/composerSchema";

function clipboard(items: Record<string, string>, files: File[] = []): DataTransfer {
    return { files, types: Object.keys(items), getData: (type: string) => items[type] ?? "" } as unknown as DataTransfer;
}

function editorWithText(text: string, upload: (files: File[]) => void = () => {}): Editor {
    const editor = withPastedData(createComposerEditor(), upload);
    editor.children = [{ type: "p", children: [{ text }] }];
    Transforms.select(editor, Editor.end(editor, []));
    return editor;
}

describe("pasting into the composer", () => {
    it("keeps the structure of pasted HTML and drops scripts, handlers and unsafe links", () => {
        const editor = editorWithText("Before ");
        editor.insertData(
            clipboard({
                "text/html": `<meta charset="utf-8"><b onclick="steal()">bold</b><script>steal()</script><ul><li>item <a href="javascript:steal()">link</a></li></ul>`,
                "text/plain": "bold item link",
            }),
        );
        expect(editor.children).toEqual([
            { type: "p", children: [{ text: "Before " }, { text: "bold", bold: true }] },
            { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "item link" }] }] }] },
        ]);
        expect(JSON.stringify(editor.children)).not.toMatch(/steal|onclick|javascript/);
    });

    it("pastes plain text as text when there is no HTML", () => {
        const editor = editorWithText("a");
        editor.insertData(clipboard({ "text/plain": "<b>not bold</b>" }));
        expect(editor.children).toEqual([{ type: "p", children: [{ text: "a<b>not bold</b>" }] }]);
    });

    it("sends pasted files to the upload and leaves the text alone", () => {
        const upload = jest.fn();
        const editor = editorWithText("text", upload);
        const file = new File(["png"], "shot.png", { type: "image/png" });
        editor.insertData(clipboard({ "text/html": "<img src='https://example.com/x.png'>" }, [file]));
        expect(upload).toHaveBeenCalledWith([file]);
        expect(editor.children).toEqual([{ type: "p", children: [{ text: "text" }] }]);
    });
});
