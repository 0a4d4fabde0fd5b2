/**
 * ComposerField and the Composer it loads, as a member meets them in a page: the plain text box
 * first (no editor code), the editor on focus with the text kept, formatting, links, uploads,
 * Markdown and the preview — each checked on the value the form receives (onChange).
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { ComposerField } from "@library/composer/ComposerField";
import type { IComposerValue } from "@library/composer/composerTypes";
import type { IUploadConfig } from "@library/utility/uploadValidation";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";
import { lookupApi } from "@library/api/lookupApi";
import { createTestStore, renderWithPage, testMeta } from "@tests/setup/pageFixtures";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { Providers } from "@library/boot/Providers";
import { sentRequest } from "@tests/setup/sentRequest";
import { insertIntoComposer, REPLY_COMPOSER } from "@library/forms/composerActions";
import { registerComposerSlice, selectComposerInsertions } from "@library/forms/composerSlice";

// Slate handles keys and input only on an element whose isContentEditable is true, and listens to
// native beforeinput only where InputEvent has getTargetRanges: jsdom has neither.
(InputEvent.prototype as unknown as { getTargetRanges: () => StaticRange[] }).getTargetRanges = () => [];
Object.defineProperty(HTMLElement.prototype, "isContentEditable", {
    configurable: true,
    get(this: HTMLElement) {
        return this.closest("[contenteditable]")?.getAttribute("contenteditable") === "true";
    },
});

// The look-up cache (mentions) registers its reducer once, when its module loads: again after each reset.
beforeEach(() => registerReducer(lookupApi.reducerPath, lookupApi.reducer));
afterEach(() => resetReducerRegistry());

function renderField(initial: IComposerValue, uploads?: IUploadConfig, composerName?: string, focusOnMount?: boolean) {
    const changes: IComposerValue[] = [];
    function Harness() {
        const [value, setValue] = useState(initial);
        return (
            <form>
                <ComposerField
                    label="Body"
                    value={value}
                    uploads={uploads}
                    composerName={composerName}
                    {...{ focusOnMount }}
                    onChange={(next) => {
                        changes.push(next);
                        setValue(next);
                    }}
                />
            </form>
        );
    }
    const result = renderWithPage(<Harness />);
    return { ...result, changes, last: () => changes[changes.length - 1] };
}

/**
 * Focuses the plain box and waits for the editor to replace it and take the focus. Slate focuses
 * it a moment after the toolbar shows (once its pending operations are applied, on a timer): a
 * test going on before then met that update outside act on a busy CI machine.
 */
async function openEditor(): Promise<HTMLElement> {
    fireEvent.focus(screen.getByRole("textbox", { name: "Body" }));
    await screen.findByRole("toolbar", { name: "Formatting" });
    const editable = screen.getByRole("textbox", { name: "Body" });
    await waitFor(() => expect(document.activeElement).toBe(editable));
    return editable;
}

/** Types as a browser does: a native beforeinput event (jsdom's InputEvent keeps neither inputType nor data). */
function typeInEditor(editable: HTMLElement, text: string) {
    const event = new InputEvent("beforeinput", { bubbles: true, cancelable: true });
    Object.defineProperties(event, { inputType: { value: "insertText" }, data: { value: text } });
    act(() => {
        editable.dispatchEvent(event);
    });
}

const rich = (body: string) => JSON.parse(body) as unknown;

// The first test loads the editor's code (Slate and the composer, compiled on first import): on a
// busy CI machine that alone took over jest's default 5 s. The tests still wait for states.
jest.setTimeout(30_000);

describe("ComposerField", () => {
    it("is a plain named text box until used, and keeps what was typed when the editor loads", async () => {
        const { container, last } = renderField({ body: "", format: "rich2" });
        const textarea = screen.getByRole("textbox", { name: "Body" });
        expect(textarea.tagName).toBe("TEXTAREA");
        expect(textarea).toHaveProperty("name", "body");
        expect(container.querySelector<HTMLInputElement>('input[type=hidden][name="format"]')?.value).toBe("markdown");
        expect(screen.queryByRole("toolbar")).toBeNull();

        fireEvent.change(textarea, { target: { value: "Hello" } });
        // Focus starts loading the editor; typing goes on in the plain box meanwhile.
        fireEvent.focus(textarea);
        expect(screen.queryByRole("toolbar")).toBeNull();
        fireEvent.change(textarea, { target: { value: "Hello\nworld" } });
        await screen.findByRole("toolbar", { name: "Formatting" });
        const editable = screen.getByRole("textbox", { name: "Body" });
        expect(editable.getAttribute("contenteditable")).toBe("true");
        expect(editable.getAttribute("aria-multiline")).toBe("true");
        expect(editable.textContent).toContain("Hello");
        expect(editable.textContent).toContain("world");
        expect(rich(last()!.body)).toEqual([
            { type: "p", children: [{ text: "Hello" }] },
            { type: "p", children: [{ text: "world" }] },
        ]);
        await waitFor(() => expect(document.activeElement).toBe(editable));
        // A native post still sends the body and its format.
        expect(container.querySelector<HTMLInputElement>('input[type=hidden][name="format"]')?.value).toBe("rich2");
    });

    it("takes in what was typed in the server's box before the page's script hydrated it, instead of wiping it", async () => {
        const changes: IComposerValue[] = [];
        const store = createTestStore();
        const meta = testMeta();
        function Harness() {
            const [value, setValue] = useState<IComposerValue>({ body: "", format: "rich2" });
            const onChange = (next: IComposerValue) => {
                changes.push(next);
                setValue(next);
            };
            return (
                <Providers store={store} meta={meta}>
                    <ComposerField label="Body" value={value} onChange={onChange} />
                </Providers>
            );
        }
        const host = document.createElement("div");
        host.innerHTML = renderToString(<Harness />);
        document.body.append(host);
        // The member types while the script is still loading: the DOM has it, React does not.
        host.querySelector("textarea")!.value = "Typed before hydration";
        let root: Root | undefined;
        await act(async () => {
            root = hydrateRoot(host, <Harness />);
        });
        expect(changes.at(-1)).toEqual({ body: expect.stringContaining("Typed before hydration"), format: "rich2" });
        // Still in front of the member (in the editor, which a rich text body brings in).
        await waitFor(() => expect(screen.getByRole("textbox", { name: "Body" }).textContent).toContain("Typed before hydration"));
        act(() => root!.unmount());
        host.remove();
    });

    it("bolds what is typed after Bold is pressed; Ctrl+B and Ctrl+I toggle marks, shown with aria-pressed", async () => {
        const { last } = renderField({ body: "", format: "rich2" });
        fireEvent.change(screen.getByRole("textbox", { name: "Body" }), { target: { value: "Hi " } });
        const editable = await openEditor();
        await waitFor(() => expect(document.activeElement).toBe(editable));
        const bold = screen.getByRole("button", { name: "Bold (Ctrl+B)" });
        expect(bold.getAttribute("aria-pressed")).toBe("false");
        fireEvent.click(bold);
        expect(bold.getAttribute("aria-pressed")).toBe("true");
        typeInEditor(editable, "there");
        await waitFor(() => expect(rich(last()!.body)).toEqual([{ type: "p", children: [{ text: "Hi " }, { text: "there", bold: true }] }]));
        fireEvent.keyDown(editable, { key: "b", ctrlKey: true });
        expect(bold.getAttribute("aria-pressed")).toBe("false");
        fireEvent.keyDown(editable, { key: "i", ctrlKey: true });
        expect(screen.getByRole("button", { name: "Italic (Ctrl+I)" }).getAttribute("aria-pressed")).toBe("true");
        // One tab stop: the first button; the arrow keys move along the toolbar.
        expect(bold.tabIndex).toBe(0);
        expect(screen.getByRole("button", { name: "Italic (Ctrl+I)" }).tabIndex).toBe(-1);
    });

    it("refuses a javascript: link and says why, leaving the text as it was", async () => {
        const { changes } = renderField({ body: "", format: "rich2" });
        fireEvent.change(screen.getByRole("textbox", { name: "Body" }), { target: { value: "text" } });
        await openEditor();
        const before = changes.length;
        fireEvent.click(screen.getByRole("button", { name: "Link (Ctrl+K)" }));
        const dialog = screen.getByRole("dialog", { name: "Insert link" });
        fireEvent.change(screen.getByRole("textbox", { name: "Link address" }), { target: { value: "javascript:alert(1)" } });
        fireEvent.click(screen.getByRole("button", { name: "Insert link" }));
        expect(screen.getByRole("alert").textContent).toBe("Links must start with http://, https://, mailto:, tel:, a slash or a hash.");
        expect(dialog.isConnected).toBe(true);
        expect(changes.length).toBe(before);
    });

    it("switches Markdown to rich text and back, converting the content both ways", async () => {
        const { last } = renderField({ body: "**Hi** there\n\n> quoted", format: "markdown" });
        fireEvent.focus(screen.getByRole("textbox", { name: "Body" }));
        fireEvent.click(await screen.findByRole("button", { name: "Switch to rich text" }));
        await screen.findByRole("button", { name: "Switch to Markdown" });
        expect(last()!.format).toBe("rich2");
        expect(rich(last()!.body)).toEqual([
            { type: "p", children: [{ text: "Hi", bold: true }, { text: " there" }] },
            { type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "quoted" }] }] },
        ]);
        fireEvent.click(screen.getByRole("button", { name: "Switch to Markdown" }));
        await screen.findByRole("button", { name: "Switch to rich text" });
        expect(last()).toEqual({ body: "**Hi** there\n\n> quoted", format: "markdown" });
    });

    it("shows the server's preview of the body in a named region", async () => {
        renderField({ body: "*hi*", format: "markdown" });
        fireEvent.focus(screen.getByRole("textbox", { name: "Body" }));
        fetchMock.mockResponseOnce(JSON.stringify({ body: "<p><em>hi</em></p>" }), { status: 200, headers: { "content-type": "application/json" } });
        fireEvent.click(await screen.findByRole("button", { name: "Preview" }));
        const region = await screen.findByRole("region", { name: "Preview" });
        await waitFor(() => expect(region.innerHTML).toContain("<em>hi</em>"));
        const request = sentRequest(0);
        expect(request.method).toBe("POST");
        expect(request.url).toMatch(/\/api\/v2\/preview$/);
        expect(await request.json()).toEqual({ body: "*hi*", format: "markdown" });
    });

    it("loads the editor for a Quote, adds it as a quote after the text and focuses the editor", async () => {
        registerComposerSlice();
        const { store, last } = renderField({ body: "", format: "rich2" }, undefined, REPLY_COMPOSER);
        fireEvent.change(screen.getByRole("textbox", { name: "Body" }), { target: { value: "My reply" } });
        act(() => {
            store.dispatch(insertIntoComposer({ composer: REPLY_COMPOSER, text: "> **alice** wrote:\n>\n> Hello\n\n" }));
        });
        await waitFor(() => expect(selectComposerInsertions(store.getState())).toHaveLength(0));
        expect(rich(last()!.body)).toEqual([
            { type: "p", children: [{ text: "My reply" }] },
            {
                type: "blockquote",
                children: [
                    { type: "blockquote-line", children: [{ text: "alice", bold: true }, { text: " wrote:" }] },
                    { type: "blockquote-line", children: [{ text: "Hello" }] },
                ],
            },
            { type: "p", children: [{ text: "" }] },
        ]);
        const editable = screen.getByRole("textbox", { name: "Body" });
        await waitFor(() => expect(document.activeElement).toBe(editable));
    });

    it("suggests members for an @name before the caret and inserts a mention node", async () => {
        const { last } = renderField({ body: JSON.stringify([{ type: "p", children: [{ text: "Hi @ali" }] }]), format: "rich2" }, undefined, undefined, true);
        fetchMock.mockResponseOnce(JSON.stringify([{ userID: 7, name: "alison", photoUrl: "" }]), { status: 200, headers: { "content-type": "application/json" } });
        // Opened with focus (a reply form the member opened): the caret goes to the end, after "@ali".
        await screen.findByRole("toolbar", { name: "Formatting" });
        const editable = screen.getByRole("textbox", { name: "Body" });
        const listbox = await screen.findByRole("listbox", { name: "Mention suggestions" });
        expect(new URL(sentRequest(0).url, "http://localhost").searchParams.get("name")).toBe("ali*");
        expect(editable.getAttribute("aria-activedescendant")).toBe(listbox.querySelector("[role=option]")!.id);
        fireEvent.keyDown(editable, { key: "Enter" });
        // Slate reports changes after a microtask.
        await waitFor(() =>
            expect(rich(last()?.body ?? "[]")).toEqual([
                { type: "p", children: [{ text: "Hi " }, { type: "@", name: "alison", userID: 7, children: [{ text: "" }] }, { text: " " }] },
            ]),
        );
        expect(screen.queryByRole("listbox")).toBeNull();
    });

    it("suggests members in Markdown mode too, and Enter writes the @name", async () => {
        const { last } = renderField({ body: "", format: "markdown" }, undefined, undefined, true);
        // The composer's own Markdown box (it replaces the field's plain one once loaded).
        await screen.findByRole("button", { name: "Switch to rich text" });
        const box = screen.getByRole("textbox", { name: "Body" }) as HTMLTextAreaElement;
        fetchMock.mockResponse(JSON.stringify([{ userID: 7, name: "alison", photoUrl: "" }]), { status: 200, headers: { "content-type": "application/json" } });
        fireEvent.change(box, { target: { value: "Hi @ali", selectionStart: 7, selectionEnd: 7 } });
        const listbox = await screen.findByRole("listbox", { name: "Mention suggestions" });
        expect(listbox.textContent).toContain("alison");
        expect(new URL(sentRequest(0).url, "http://localhost").searchParams.get("name")).toBe("ali*");
        fireEvent.keyDown(box, { key: "Enter" });
        await waitFor(() => expect(last()).toEqual({ body: "Hi @alison ", format: "markdown" }));
    });

    it("shows a draft restored after it opened focused (a reply-draft link), the caret still in the editor", async () => {
        // The draft comes from the server after the composer opened (ReplyToComment); the composer
        // mounts a new editor with it (Composer.tsx says why), and focus follows.
        let restore: (value: IComposerValue) => void = () => undefined;
        function Harness() {
            const [value, setValue] = useState<IComposerValue>({ body: "", format: "rich2" });
            restore = setValue;
            return <ComposerField label="Body" value={value} focusOnMount onChange={setValue} />;
        }
        renderWithPage(<Harness />);
        await screen.findByRole("toolbar", { name: "Formatting" });
        // The draft arrives while the editor's focus is still on its way (Slate focuses once its
        // pending operations are applied).
        const draft = JSON.stringify([
            { type: "p", children: [{ text: "Half of my answer" }] },
            { type: "img", url: "https://forum.example/a.png", alt: "", children: [{ text: "" }] },
        ]);
        act(() => restore({ body: draft, format: "rich2" }));
        await waitFor(() => expect(screen.getByRole("textbox", { name: "Body" }).textContent).toContain("Half of my answer"));
        const restored = screen.getByRole("textbox", { name: "Body" });
        expect(restored.querySelector("img")).not.toBeNull();
        // The caret stays in the editor.
        await waitFor(() => expect(document.activeElement).toBe(restored));
    });
});

/** Uploads go through XMLHttpRequest (composerApi.ts says why): a fake server answers them here. */
class FakeUpload {
    static sent: FakeUpload[] = [];
    upload = {
        listeners: [] as Array<(event: unknown) => void>,
        addEventListener(type: string, listener: (event: unknown) => void) {
            if (type === "progress") this.listeners.push(listener);
        },
        removeEventListener() {},
    };
    method = "";
    url = "";
    body: unknown = null;
    status = 0;
    statusText = "";
    responseText = "";
    readyState = 0;
    responseURL = "";
    timeout = 0;
    withCredentials = false;
    responseType = "";
    onloadend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    open(method: string, url: string) {
        this.method = method;
        this.url = url;
    }
    setRequestHeader() {}
    addEventListener() {}
    removeEventListener() {}
    abort() {}
    getAllResponseHeaders() {
        return "content-type: application/json\r\n";
    }
    send(body: unknown) {
        this.body = body;
        FakeUpload.sent.push(this);
    }
    progress(loaded: number, total: number) {
        for (const listener of this.upload.listeners) listener({ loaded, total, lengthComputable: true });
    }
    respond(status: number, body: unknown) {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.readyState = 4;
        this.onloadend?.();
    }
}

describe("ComposerField uploads", () => {
    const realXHR = window.XMLHttpRequest;
    beforeEach(() => {
        FakeUpload.sent = [];
        window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    });
    afterEach(() => {
        window.XMLHttpRequest = realXHR;
    });
    const uploads = { maxSize: 1000, allowedExtensions: ["png", "pdf"] };

    async function pick(container: HTMLElement, file: File) {
        const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
        fireEvent.change(input, { target: { files: [file] } });
    }

    it("refuses a file the site does not allow, with shell §5's messages, before sending anything", async () => {
        const { container } = renderField({ body: "", format: "rich2" }, uploads);
        await openEditor();
        await pick(container, new File(["x".repeat(2000)], "tool.exe"));
        expect(screen.getByRole("alert").textContent).toBe(
            "tool.exe: The uploaded file was too big (max 1000 B). The uploaded file did not have an allowed extension. Only the following extensions are allowed. png, pdf.",
        );
        expect(FakeUpload.sent).toHaveLength(0);
    });

    it("uploads a picked image with a progress bar and inserts it as an img node", async () => {
        const { container, last } = renderField({ body: "", format: "rich2" }, uploads);
        fireEvent.change(screen.getByRole("textbox", { name: "Body" }), { target: { value: "Look" } });
        await openEditor();
        await pick(container, new File(["png"], "cat.png", { type: "image/png" }));
        await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
        const request = FakeUpload.sent[0]!;
        expect(request.method.toUpperCase()).toBe("POST");
        expect(request.url).toMatch(/\/api\/v2\/media$/);
        expect((request.body as FormData).get("file")).toHaveProperty("name", "cat.png");
        act(() => request.progress(50, 100));
        const bar = await screen.findByRole("progressbar", { name: "Uploading cat.png" });
        await waitFor(() => expect(bar.getAttribute("value")).toBe("50"));
        act(() => request.respond(201, { mediaID: 3, url: "/uploads/abc.png", name: "cat.png", type: "image/png", size: 3, width: 1, height: 1 }));
        await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
        expect(rich(last()!.body)).toEqual([
            { type: "p", children: [{ text: "Look" }] },
            { type: "img", url: "/uploads/abc.png", alt: "cat.png", children: [{ text: "" }] },
            { type: "p", children: [{ text: "" }] },
        ]);
    });

    it("says why an upload failed and keeps the text as it was", async () => {
        const { container, last } = renderField({ body: "", format: "rich2" }, uploads);
        fireEvent.change(screen.getByRole("textbox", { name: "Body" }), { target: { value: "Keep me" } });
        await openEditor();
        const before = last()!.body;
        await pick(container, new File(["pdf"], "doc.pdf", { type: "application/pdf" }));
        await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
        act(() =>
            FakeUpload.sent[0]!.respond(400, {
                message: "file is incomplete or malformed: send it again.",
                status: 400,
                errors: [{ field: "file", message: "file is incomplete or malformed: send it again.", code: "malformed", status: 400 }],
            }),
        );
        expect((await screen.findByRole("alert")).textContent).toBe("doc.pdf was not uploaded: file is incomplete or malformed: send it again.");
        expect(last()!.body).toBe(before);
        expect(screen.getByRole("textbox", { name: "Body" }).textContent).toContain("Keep me");
    });

    it("in Markdown mode, adds an uploaded file as a Markdown link on its own line", async () => {
        const { container, last } = renderField({ body: "Report", format: "markdown" }, uploads);
        fireEvent.focus(screen.getByRole("textbox", { name: "Body" }));
        await screen.findByRole("toolbar", { name: "Formatting" });
        await pick(container, new File(["pdf"], "q[1].pdf", { type: "application/pdf" }));
        await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
        act(() => FakeUpload.sent[0]!.respond(201, { mediaID: 4, url: "/uploads/def.pdf", name: "q[1].pdf", type: "application/pdf", size: 3, width: null, height: null }));
        await waitFor(() => expect(last()).toEqual({ body: "Report\n[q\\[1\\].pdf](/uploads/def.pdf)\n", format: "markdown" }));
    });
});
