import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { IPageMeta } from "@library/boot/pageMeta";
import { formNavigator } from "@library/forms/formNavigator";
import { COMPOSER_KEY, composerReducer } from "@library/forms/composerSlice";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { selectToasts, TOASTS_KEY, toastsReducer } from "@library/toasts/toastsSlice";
import { COMMENTS_KEY, commentsReducer } from "@vanilla/comments/commentsSlice";
import { CommentForm, commentDraftPath } from "@vanilla/discussion/CommentForm";
import { PostActions, type IPostActionsProps } from "@vanilla/discussion/PostActions";
import { quoteMarkdown } from "@vanilla/discussion/quote";
import { loadComposer } from "@library/composer/ComposerField";
import { markdownToRich2 } from "@library/composer/markdownToRich2";
import { loadDraftThunks } from "@library/drafts/draftActions";
import { loadCommentThunks } from "@vanilla/comments/commentActions";
import { globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";
import { sentRequest } from "@tests/setup/sentRequest";
import { draftKeyForPath, readLocalDraft, setDraftMember } from "@library/drafts/localDrafts";
import { apiRoute, draftAnswer, json, requestsSent } from "@tests/setup/apiRoutes";
import { AUTOSAVE_MS } from "@library/drafts/draftAutosave";

function metaWith(permissionNames: string[]): IPageMeta {
    return discussionViewMeta({
        siteUrl: "https://forum.example",
        currentUser: testUser(3),
        permissions: globalPermissions(permissionNames),
    });
}

// As the discussion page gives a comment's actions: no address (Share gives its permalink on the canonical site).
const COMMENT: IPostActionsProps = { recordType: "comment", recordID: 40, canQuote: true };

function setup(props: Partial<IPostActionsProps> = {}, permissions = ["comments.add", "conversations.add"], withReplyForm = false) {
    return renderWithPage(
        <>
            <PostActions {...COMMENT} {...props} />
            {withReplyForm && <CommentForm discussionID={12} categoryID={1} signedIn={true} canComment={true} closed={false} signInUrl="/entry/signin" />}
        </>,
        { meta: metaWith(permissions), reducers: { [TOASTS_KEY]: toastsReducer, [COMPOSER_KEY]: composerReducer, [COMMENTS_KEY]: commentsReducer } },
    );
}

// The chunks the forms load on demand (the composer, its Markdown reader, the comment and draft
// requests) are compiled once for the file here, so no test waits on that (slow on a busy
// machine); each test still waits for the editor to replace the plain box.
beforeAll(() => Promise.all([loadComposer(), markdownToRich2("warm"), loadCommentThunks(), loadDraftThunks()]), 60_000);
// Slate rendering in jsdom takes seconds when the two cores are shared with other runs: a test's
// limit, not a wait (every test waits for states).
jest.setTimeout(20_000);

beforeEach(() => {
    window.localStorage.clear();
    setDraftMember(3);
    // The reply and edit forms look for the member's saved draft (none here).
    apiRoute("GET", "/api/v2/drafts", () => json([]));
});
afterEach(() => {
    resetReducerRegistry();
    jest.restoreAllMocks();
    jest.useRealTimers();
});

describe("Quote", () => {
    it("puts a quote of the post, naming and linking its author, after the reply being written, and focuses the composer", async () => {
        apiRoute("GET", "/api/v2/comments/40/quote", () => json({ bodyRaw: "First line\n\nSecond *line*", insertUser: { name: "alice" }, url: "/discussion/comment/40#Comment_40" }));
        const { unmount } = setup({}, ["comments.add"], true);
        fireEvent.change(screen.getByRole("textbox", { name: "Body" }), { target: { value: "I agree." } });
        await screen.findByRole("toolbar", { name: "Formatting" });

        // The post's Quote, not the composer's quote formatting button.
        fireEvent.click(screen.getAllByRole("button", { name: "Quote" }).find((button) => !button.closest("form"))!);
        const editable = screen.getByRole("textbox", { name: "Body" });
        await waitFor(() => expect(editable.querySelector("blockquote")).not.toBeNull());
        const quote = editable.querySelector("blockquote")!;
        expect(editable.textContent).toMatch(/^I agree\./);
        // Slate pads the link with zero-width characters (caret stops), which nobody sees.
        expect(quote.textContent?.replace(/\uFEFF/g, "")).toBe("alice wrote:First lineSecond line");
        expect(within(quote).getByRole("link", { name: "alice" }).getAttribute("href")).toBe("/discussion/comment/40#Comment_40");
        expect(quote.querySelector("em")?.textContent).toBe("line");
        await waitFor(() => expect(document.activeElement).toBe(editable));
        expect(requestsSent()).toContain("GET /api/v2/comments/40/quote");
        // Kept on the device like anything typed.
        unmount();
        const kept = readLocalDraft(draftKeyForPath(commentDraftPath(12)))?.attributes;
        expect(kept?.format).toBe("rich2");
        expect(kept?.body).toContain('"blockquote"');
        expect(kept?.body).toContain("I agree.");
    });

    it("is not offered without the right to comment", () => {
        setup({ canQuote: false });
        expect(screen.queryByRole("button", { name: "Quote" })).toBeNull();
    });

    it("escapes Markdown in the author's name", () => {
        expect(quoteMarkdown("a_b*", "hi", "/x")).toBe("> **[a\\_b\\*](/x)** wrote:\n>\n> hi\n\n");
    });
});

describe("Share", () => {
    it("copies the post's full address and says so in a toast", async () => {
        const writeText = jest.fn(() => Promise.resolve());
        Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
        const { store } = setup();
        fireEvent.click(screen.getByRole("button", { name: "Share" }));
        fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
        await waitFor(() => expect(selectToasts(store.getState()).map((toast) => toast.body)).toEqual(["Link copied to clipboard."]));
        expect(writeText).toHaveBeenCalledWith("https://forum.example/discussion/comment/40");
    });

    it("gives the address the post was given, a discussion's with its slug", async () => {
        const writeText = jest.fn(() => Promise.resolve());
        Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
        setup({ recordType: "discussion", recordID: 12, url: "https://forum.example/discussion/12/a-discussion" });
        fireEvent.click(screen.getByRole("button", { name: "Share" }));
        fireEvent.click(screen.getByRole("button", { name: "Copy Link" }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith("https://forum.example/discussion/12/a-discussion"));
    });

    it("keeps only its button in the page while closed: no flyout, no aria-controls", () => {
        setup();
        const share = screen.getByRole("button", { name: "Share" });
        expect(share.hasAttribute("aria-controls")).toBe(false);
        expect(screen.queryByRole("button", { name: "Copy Link", hidden: true })).toBeNull();
        fireEvent.click(share);
        expect(document.getElementById(share.getAttribute("aria-controls")!)).not.toBeNull();
        fireEvent.keyDown(screen.getByRole("button", { name: "Copy Link" }), { key: "Escape" });
        expect(share.hasAttribute("aria-controls")).toBe(false);
        expect(document.activeElement).toBe(share);
    });

    it("offers Share in a message only with conversations.add", () => {
        setup();
        fireEvent.click(screen.getByRole("button", { name: "Share" }));
        const link = screen.getByRole("link", { name: "Share in a message" });
        expect(link.getAttribute("href")).toBe(`/messages/add?content=${encodeURIComponent("https://forum.example/discussion/comment/40")}`);
    });

    it("leaves Share in a message out without conversations.add", () => {
        setup({}, ["comments.add"]);
        fireEvent.click(screen.getByRole("button", { name: "Share" }));
        expect(screen.queryByRole("link", { name: "Share in a message" })).toBeNull();
    });
});

describe("Edit", () => {
    it("is offered only when the server said the comment is editable", () => {
        setup({ canEdit: false });
        expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    });

    it("opens the stored source in the composer and saves it with PATCH {body, format}, then reopens the comment", async () => {
        const open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
        apiRoute("GET", "/api/v2/comments/40/edit", () => json({ body: "Old **source**", format: "markdown" }));
        apiRoute("PATCH", "/api/v2/comments/40", () => json({ commentID: 40, body: "<p>New</p>", format: "markdown" }));
        setup({ canEdit: true });
        fireEvent.click(screen.getByRole("button", { name: "Edit" }));
        // A Markdown source opens in the composer's Markdown box, focused.
        await screen.findByRole("button", { name: "Switch to rich text" });
        const editor = screen.getByRole("textbox", { name: "Edit Comment" }) as HTMLTextAreaElement;
        expect(editor.value).toBe("Old **source**");
        await waitFor(() => expect(document.activeElement).toBe(editor));
        fireEvent.change(editor, { target: { value: "New" } });
        fireEvent.click(screen.getByRole("button", { name: "Save Comment" }));
        await waitFor(() => expect(open).toHaveBeenCalledWith("/discussion/comment/40"));
        const patch = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === "PATCH")!;
        expect(patch.url).toMatch(/\/api\/v2\/comments\/40$/);
        expect(await patch.json()).toEqual({ body: "New", format: "markdown" });
    });

    it("deletes the edit's synced draft once the edit is saved (the PATCH does not take a draft)", async () => {
        jest.useFakeTimers();
        const open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
        apiRoute("GET", "/api/v2/comments/40/edit", () => json({ body: "Old", format: "markdown" }));
        apiRoute("POST", "/api/v2/drafts", () => draftAnswer(31, { body: "Newer", format: "markdown" }, { recordID: 40, parentRecordType: null, parentRecordID: null }));
        apiRoute("PATCH", "/api/v2/comments/40", () => json({ commentID: 40, body: "<p>Newer</p>", format: "markdown" }));
        apiRoute("DELETE", "/api/v2/drafts/31", () => ({ status: 204, body: "", headers: {} }));
        setup({ canEdit: true });
        fireEvent.click(screen.getByRole("button", { name: "Edit" }));
        await screen.findByRole("button", { name: "Switch to rich text" });
        fireEvent.change(screen.getByRole("textbox", { name: "Edit Comment" }), { target: { value: "Newer" } });
        await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_MS));
        expect(screen.getByText("Draft saved")).toBeTruthy();
        fireEvent.click(screen.getByRole("button", { name: "Save Comment" }));
        await waitFor(() => expect(open).toHaveBeenCalledWith("/discussion/comment/40"));
        expect(requestsSent()).toEqual(["GET /api/v2/comments/40/edit", "GET /api/v2/drafts", "POST /api/v2/drafts", "PATCH /api/v2/comments/40", "DELETE /api/v2/drafts/31"]);
    });

    it("shows the server's refusal (the edit window has passed) and Cancel closes the editor", async () => {
        fetchMock.mockResponseOnce(JSON.stringify({ message: "The time to edit this comment has passed.", status: 403 }), { status: 403 });
        setup({ canEdit: true });
        fireEvent.click(screen.getByRole("button", { name: "Edit" }));
        expect((await screen.findByRole("alert")).textContent).toBe("The time to edit this comment has passed.");
        fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
        expect(screen.queryByRole("alert")).toBeNull();
        expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
    });
});

describe("Delete", () => {
    it("is offered only with the right to delete (community.moderate or comments.delete, decided by the page)", () => {
        setup({ canDelete: false });
        expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    });

    it("asks for confirmation; Cancel sends nothing", async () => {
        setup({ canDelete: true });
        fireEvent.click(screen.getByRole("button", { name: "Delete" }));
        const dialog = await screen.findByRole("dialog", { name: "Delete Comment" });
        expect(dialog.textContent).toContain("Are you sure you want to delete this comment?");
        fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        expect(fetchMock.mock.calls).toHaveLength(0);
    });

    it("on confirm sends DELETE /comments/{id} and reopens the page at the comment, now a tombstone", async () => {
        const open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce("", { status: 204 });
        setup({ canDelete: true });
        fireEvent.click(screen.getByRole("button", { name: "Delete" }));
        const dialog = await screen.findByRole("dialog", { name: "Delete Comment" });
        fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
        await waitFor(() => expect(open).toHaveBeenCalledWith("https://forum.example/discussion/comment/40"));
        const request = sentRequest(0);
        expect(request.method).toBe("DELETE");
        expect(request.url).toMatch(/\/api\/v2\/comments\/40$/);
    });

    it("on failure closes the dialog and shows a toast with the server's message that stays until dismissed", async () => {
        const open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
        fetchMock.mockResponseOnce(JSON.stringify({ message: "You need the comments.delete permission to delete this comment.", status: 403 }), { status: 403 });
        const { store } = setup({ canDelete: true });
        fireEvent.click(screen.getByRole("button", { name: "Delete" }));
        fireEvent.click(within(await screen.findByRole("dialog", { name: "Delete Comment" })).getByRole("button", { name: "Delete" }));
        await waitFor(() => expect(selectToasts(store.getState())).toHaveLength(1));
        expect(selectToasts(store.getState())[0]).toMatchObject({
            body: "The comment could not be deleted. You need the comments.delete permission to delete this comment.",
            persistent: true,
            dismissible: true,
            autoDismiss: false,
        });
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        expect(open).not.toHaveBeenCalled();
        expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
    });
});

describe("PostActions on a phone", () => {
    const width = window.innerWidth;
    afterEach(() => {
        window.innerWidth = width;
    });

    it("on a wide screen leaves the More actions menu empty (CSS hides it; the row has every action)", () => {
        // A wide screen: the menu's button exists (CSS hides it); opened, it carries no items.
        setup({ canEdit: true, canDelete: true }, ["comments.add", "conversations.add", "comments.delete"]);
        const more = screen.getByRole("button", { name: "More actions", hidden: true });
        expect(more.hasAttribute("aria-controls")).toBe(false);
        fireEvent.click(more);
        expect(document.getElementById(more.getAttribute("aria-controls")!)!.querySelectorAll("li")).toHaveLength(0);
        expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
    });

    it("on a phone holds Quote, Copy Link, Share in a message, Edit and Delete; Reply stays in the row", async () => {
        window.innerWidth = 375;
        setup({ canEdit: true, canDelete: true, reply: { discussionID: 12, authorName: "Ada" } }, ["comments.add", "conversations.add", "comments.delete"]);
        const more = screen.getByRole("button", { name: "More actions", hidden: true });
        // The screen's width is read once mounted (the server renders for any width).
        await act(async () => undefined);
        fireEvent.click(more);
        expect(more.getAttribute("aria-expanded")).toBe("true");
        const menu = document.getElementById(more.getAttribute("aria-controls")!)!;
        await waitFor(() => expect(menu.querySelectorAll("li")).toHaveLength(5));
        expect(Array.from(menu.querySelectorAll("li")).map((item) => item.textContent)).toEqual(["Quote", "Copy Link", "Share in a message", "Edit", "Delete"]);
        expect(screen.getByRole("button", { name: "Reply" })).toBeTruthy();
        await waitFor(() => expect(document.activeElement?.textContent).toBe("Quote"));
        const writeText = jest.fn(() => Promise.resolve());
        Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
        fireEvent.click(within(menu).getByRole("button", { name: "Copy Link", hidden: true }));
        expect(writeText).toHaveBeenCalledWith("https://forum.example/discussion/comment/40");
        // Choosing an item closes the menu and gives the focus back to its button.
        expect(more.getAttribute("aria-expanded")).toBe("false");
        expect(document.activeElement).toBe(more);
    });
});
