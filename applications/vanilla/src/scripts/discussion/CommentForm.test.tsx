/**
 * The reply form under a discussion as a member meets it: a plain named text box that becomes
 * the composer when used, typing kept on the device and synced to the member's drafts, posting
 * with the draft's ID and an Idempotency-Key, and a refused post that keeps every word.
 */
import type { ReactElement } from "react";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { AUTOSAVE_MS } from "@library/drafts/draftAutosave";
import { draftKeyForID, draftKeyForPath, readLocalDraft, setDraftMember } from "@library/drafts/localDrafts";
import { formNavigator } from "@library/forms/formNavigator";
import { COMPOSER_KEY, composerReducer } from "@library/forms/composerSlice";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { COMMENTS_KEY, commentsReducer } from "@vanilla/comments/commentsSlice";
import { CommentForm, commentDraftPath, type ICommentFormProps } from "@vanilla/discussion/CommentForm";
import { loadComposer } from "@library/composer/ComposerField";
import { markdownToRich2 } from "@library/composer/markdownToRich2";
import { loadDraftThunks } from "@library/drafts/draftActions";
import { loadCommentThunks } from "@vanilla/comments/commentActions";
import { renderWithPage } from "@tests/setup/pageFixtures";
import { apiRoute, draftAnswer, json, requestsSent } from "@tests/setup/apiRoutes";

const props: ICommentFormProps = { discussionID: 7, categoryID: 1, signedIn: true, canComment: true, closed: false, signInUrl: "/entry/signin?target=%2Fdiscussion%2F7" };
const textbox = () => screen.getByRole("textbox", { name: "Body" });
const PATH = commentDraftPath(7);
/** What the plain box makes of typed lines: rich2 paragraphs (the default format). */
const paragraphs = (...lines: string[]) => JSON.stringify(lines.map((text) => ({ type: "p", children: [{ text }] })));

/** The reply form is an island under the page's store, whose composer and comments slices it uses. */
function render(ui: ReactElement) {
    return renderWithPage(ui, { reducers: { [COMPOSER_KEY]: composerReducer, [COMMENTS_KEY]: commentsReducer } });
}

/** Types in the plain box; a non-empty rich text body brings the editor in, which the test waits for. */
async function typeReply(text: string) {
    fireEvent.change(textbox(), { target: { value: text } });
    await screen.findByRole("toolbar", { name: "Formatting" });
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
    // The form looks for the member's saved reply to this discussion (none here).
    apiRoute("GET", "/api/v2/drafts", () => json([]));
});
afterEach(() => {
    resetReducerRegistry();
    jest.restoreAllMocks();
    jest.useRealTimers();
});

describe("CommentForm", () => {
    it("asks guests to sign in, and says why a member may not comment", () => {
        const { unmount } = render(<CommentForm {...props} signedIn={false} />);
        expect(screen.getByRole("link", { name: "Sign in to comment." }).getAttribute("href")).toBe(props.signInUrl);
        unmount();
        render(<CommentForm {...props} canComment={false} closed={true} />);
        expect(screen.getByText("This discussion is closed.")).toBeTruthy();
        expect(screen.queryByRole("textbox")).toBeNull();
    });

    it("is a plain text box named Body (a form post without JavaScript) until focused, then the composer, named Body too", async () => {
        render(<CommentForm {...props} />);
        // "Leave a comment" heads the form and names it; the text box has its own name.
        expect(screen.getByRole("heading", { name: "Leave a comment" }).tagName).toBe("H2");
        expect(screen.getByRole("form", { name: "Leave a comment" })).toBeTruthy();
        expect(screen.queryByRole("textbox", { name: "Leave a comment" })).toBeNull();
        const plain = textbox();
        expect(plain.tagName).toBe("TEXTAREA");
        expect(plain).toHaveProperty("name", "body");
        expect(screen.queryByRole("toolbar")).toBeNull();
        fireEvent.focus(plain);
        await screen.findByRole("toolbar", { name: "Formatting" });
        const editable = textbox();
        expect(editable.getAttribute("contenteditable")).toBe("true");
        await waitFor(() => expect(document.activeElement).toBe(editable));
        expect(screen.queryByRole("textbox", { name: "Leave a comment" })).toBeNull();
    });

    it("keeps what is typed on the device and puts it back on the next visit", async () => {
        const { unmount } = render(<CommentForm {...props} />);
        await typeReply("Half a thought");
        expect(screen.getByText("Saved on this device")).toBeTruthy();
        // Leaving the page (or a crash after the 1 s write) keeps the text under the page's path.
        unmount();
        expect(readLocalDraft(draftKeyForPath(PATH))?.attributes).toMatchObject({ body: paragraphs("Half a thought"), format: "rich2" });
        render(<CommentForm {...props} />);
        await screen.findByRole("toolbar", { name: "Formatting" });
        expect(textbox().textContent).toBe("Half a thought");
    });

    it("sends the reply to the member's drafts once, 5 s after typing stops", async () => {
        jest.useFakeTimers();
        apiRoute("POST", "/api/v2/drafts", () => draftAnswer(31, { body: paragraphs("On my way"), format: "rich2" }));
        render(<CommentForm {...props} />);
        await typeReply("On my way");
        await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_MS - 100));
        expect(requestsSent()).toEqual(["GET /api/v2/drafts"]);
        await act(() => jest.advanceTimersByTimeAsync(100));
        expect(requestsSent()).toEqual(["GET /api/v2/drafts", "POST /api/v2/drafts"]);
        const saved = fetchMock.mock.calls.map(([request]) => request as Request).find((request) => request.method === "POST")!;
        expect(await saved.json()).toMatchObject({
            recordType: "comment",
            parentRecordType: "discussion",
            parentRecordID: 7,
            attributes: { body: paragraphs("On my way"), format: "rich2", draftType: "comment" },
        });
        expect(screen.getByText("Draft saved")).toBeTruthy();
    });

    it("posts the reply with the synced draft's ID and an Idempotency-Key, forgets the device copy and opens the new comment", async () => {
        jest.useFakeTimers();
        const open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
        apiRoute("POST", "/api/v2/drafts", () => draftAnswer(31, { body: paragraphs("Thanks!"), format: "rich2" }));
        apiRoute("POST", "/api/v2/comments", () => json({ commentID: 99, url: "/discussion/comment/99#Comment_99" }, 201));
        render(<CommentForm {...props} />);
        await typeReply("Thanks!");
        await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_MS));
        expect(screen.getByText("Draft saved")).toBeTruthy();

        fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
        await waitFor(() => expect(open).toHaveBeenCalledWith("/discussion/comment/99#Comment_99"));
        // The server deletes the draft with the post: no DELETE of its own.
        expect(requestsSent()).toEqual(["GET /api/v2/drafts", "POST /api/v2/drafts", "POST /api/v2/comments"]);
        const post = fetchMock.mock.calls.map(([request]) => request as Request).at(-1)!;
        expect(post.headers.get("X-Requested-With")).toBe("vanilla");
        expect(post.headers.get("Idempotency-Key")).toMatch(/^[\w-]{16,}$/);
        expect(await post.json()).toEqual({ discussionID: 7, body: paragraphs("Thanks!"), format: "rich2", draftID: 31 });
        expect(readLocalDraft(draftKeyForPath(PATH))).toBeNull();
        expect(readLocalDraft(draftKeyForID(31))).toBeNull();
    });

    it("shows the server's field message and keeps the text, on the device too, when posting is refused", async () => {
        apiRoute("POST", "/api/v2/comments", () => json({ message: "Validation Failed", status: 400, errors: [{ field: "body", message: "Too long.", code: "maxLength" }] }, 400));
        const { unmount } = render(<CommentForm {...props} />);
        await typeReply("Something");
        fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
        expect((await screen.findByRole("alert")).textContent).toBe("Too long.");
        expect(textbox().textContent).toBe("Something");
        expect(screen.getByRole("button", { name: "Post Comment" }).hasAttribute("disabled")).toBe(false);
        unmount();
        expect(readLocalDraft(draftKeyForPath(PATH))?.attributes.body).toBe(paragraphs("Something"));
    });

    it("refuses an empty comment without a request", async () => {
        render(<CommentForm {...props} />);
        await typeReply("   ");
        fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
        expect(screen.getByRole("alert").textContent).toBe("Write something before posting.");
        // Nothing is being sent (the button would say "Posting…"), and only the draft lookup went out.
        expect(screen.getByRole("button", { name: "Post Comment" }).hasAttribute("disabled")).toBe(false);
        await waitFor(() => expect(requestsSent()).toEqual(["GET /api/v2/drafts"]));
    });
});
