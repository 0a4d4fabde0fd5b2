/**
 * PostForm, the one form members post with: why a post failed, in words; an empty post refused
 * before any request; the Idempotency-Key kept after a lost answer (so the server answers the
 * first post instead of making a second) and renewed after a refusal; the synced draft's ID sent
 * with the post, and the device copy gone once it is posted.
 */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { ApiError } from "@library/api/apiErrors";
import { apiv2 } from "@library/api/apiv2";
import type { IComposerValue } from "@library/composer/composerTypes";
import { AUTOSAVE_MS } from "@library/drafts/draftAutosave";
import { draftKeyForID, draftKeyForPath, readDraftPointer, readLocalDraft, setDraftMember } from "@library/drafts/localDrafts";
import { COMPOSER_KEY, composerReducer } from "@library/forms/composerSlice";
import { formNavigator } from "@library/forms/formNavigator";
import { POST_TIMEOUT_MS, PostForm, postFailureMessage, type IPostExtras } from "@library/forms/PostForm";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { renderWithPage } from "@tests/setup/pageFixtures";
import { apiRoute, draftAnswer, json, requestsSent } from "@tests/setup/apiRoutes";

const PATH = "/discussion/7#create-comment";
const textbox = () => screen.getByRole("textbox", { name: "Leave a comment" }) as HTMLTextAreaElement;
/** The submit button, "Posting…" while a post is on its way. */
const postButton = () => screen.getByRole("button", { name: /^(Post Comment|Posting…)$/ });

/** What a reply form's send does: POST /comments with the draft's ID and the post's key. */
async function send(value: IComposerValue, { draftID, idempotencyKey }: IPostExtras): Promise<string> {
    const body = { discussionID: 7, body: value.body, format: value.format, ...(draftID ? { draftID } : {}) };
    const { data } = await apiv2.post<{ url: string }>("comments", body, { headers: { "Idempotency-Key": idempotencyKey } });
    return data.url;
}

/** A reply form in Markdown: its plain box stays a text box (the editor chunk is not needed here). */
function renderForm(postDeletesDraft?: boolean, sender: typeof send = send) {
    return renderWithPage(
        <PostForm
            postDeletesDraft={postDeletesDraft}
            label="Leave a comment"
            submitLabel="Post Comment"
            initialValue={{ body: "", format: "markdown" }}
            draft={{ scope: { recordType: "comment", parentRecordType: "discussion", parentRecordID: 7 }, pathKey: PATH }}
            send={sender}
        />,
        { reducers: { [COMPOSER_KEY]: composerReducer } },
    );
}

function posts(): Request[] {
    return fetchMock.mock.calls.map(([request]) => request as Request).filter((request) => request.method === "POST" && request.url.endsWith("/api/v2/comments"));
}

const error = (status: number, message: string, errors: ApiError["errors"] = {}) => new ApiError({ status, message, errors });

let open: jest.SpyInstance;
beforeEach(() => {
    window.localStorage.clear();
    setDraftMember(3);
    open = jest.spyOn(formNavigator, "open").mockImplementation(() => undefined);
    // The form looks for the member's saved reply to this discussion (none here).
    apiRoute("GET", "/api/v2/drafts", () => json([]));
});
afterEach(() => {
    resetReducerRegistry();
    jest.restoreAllMocks();
    jest.useRealTimers();
});

describe("postFailureMessage", () => {
    it("tells offline from a server that did not answer", () => {
        const onLine = jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
        expect(postFailureMessage(error(0, "Something went wrong while contacting the server."))).toBe(
            "You are offline. Your text is kept on this device; post again when you are back online.",
        );
        onLine.mockReturnValue(true);
        expect(postFailureMessage(error(0, "Something went wrong while contacting the server."))).toBe(
            "The server did not answer. Your text is kept here; post again (it will not be posted twice).",
        );
    });

    it("asks to sign in again when the session ended (401, or a 403 asking to sign in), and gives other refusals as the server said", () => {
        const signIn = "Your session has ended. Sign in again in another tab, then come back and post: your text is kept here.";
        expect(postFailureMessage(error(401, "Unauthorized"))).toBe(signIn);
        expect(postFailureMessage(error(403, "You must sign in to comment."))).toBe(signIn);
        expect(postFailureMessage(error(403, "You need the comments.add permission."))).toBe("You need the comments.add permission.");
    });

    it("says the server failed for a 5xx, and names the field for a validation error", () => {
        const failed = "The server could not post this. Your text is kept here; try again in a moment.";
        expect(postFailureMessage(error(500, "Internal Server Error"))).toBe(failed);
        expect(postFailureMessage(error(503, "Service Unavailable"))).toBe(failed);
        expect(postFailureMessage(error(400, "Validation Failed", { body: [{ field: "body", message: "Too long." }] }))).toBe("Too long.");
        expect(postFailureMessage(error(409, "This discussion is closed."))).toBe("This discussion is closed.");
    });
});

describe("PostForm", () => {
    it("refuses an empty post without sending it", async () => {
        renderForm();
        fireEvent.change(textbox(), { target: { value: "  \n " } });
        fireEvent.click(postButton());
        expect(screen.getByRole("alert").textContent).toBe("Write something before posting.");
        expect(postButton().textContent).toBe("Post Comment");
        await waitFor(() => expect(requestsSent()).toEqual(["GET /api/v2/drafts"]));
    });

    it("sends a post whose answer was lost again with the same Idempotency-Key, keeping the text meanwhile", async () => {
        apiRoute("POST", "/api/v2/comments", () => Promise.reject(new TypeError("Failed to fetch")), { once: true });
        apiRoute("POST", "/api/v2/comments", () => json({ commentID: 99, url: "/discussion/comment/99" }, 201));
        renderForm();
        fireEvent.change(textbox(), { target: { value: "Worth saying twice? No." } });
        fireEvent.click(postButton());
        expect((await screen.findByRole("alert")).textContent).toBe("The server did not answer. Your text is kept here; post again (it will not be posted twice).");
        expect(textbox().value).toBe("Worth saying twice? No.");
        expect(open).not.toHaveBeenCalled();

        fireEvent.click(postButton());
        await waitFor(() => expect(open).toHaveBeenCalledWith("/discussion/comment/99"));
        const [lost, retry] = posts();
        expect(lost!.headers.get("Idempotency-Key")).toBeTruthy();
        expect(retry!.headers.get("Idempotency-Key")).toBe(lost!.headers.get("Idempotency-Key"));
        expect(await retry!.json()).toEqual({ discussionID: 7, body: "Worth saying twice? No.", format: "markdown" });
    });

    it("keeps the key after a server error, and uses a new one after a refusal (nothing was posted)", async () => {
        apiRoute("POST", "/api/v2/comments", () => json({ message: "Internal Server Error", status: 500 }, 500), { once: true });
        apiRoute("POST", "/api/v2/comments", () => json({ message: "Validation Failed", status: 400, errors: [{ field: "body", message: "Too long.", code: "maxLength" }] }, 400), { once: true });
        apiRoute("POST", "/api/v2/comments", () => json({ commentID: 99, url: "/discussion/comment/99" }, 201));
        renderForm();
        fireEvent.change(textbox(), { target: { value: "A long text" } });
        fireEvent.click(postButton());
        expect((await screen.findByRole("alert")).textContent).toBe("The server could not post this. Your text is kept here; try again in a moment.");
        fireEvent.click(postButton());
        await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Too long."));
        expect(textbox().value).toBe("A long text");
        fireEvent.change(textbox(), { target: { value: "Shorter" } });
        fireEvent.click(postButton());
        await waitFor(() => expect(open).toHaveBeenCalledWith("/discussion/comment/99"));
        const keys = posts().map((request) => request.headers.get("Idempotency-Key"));
        expect(keys).toHaveLength(3);
        expect(keys[1]).toBe(keys[0]);
        expect(keys[2]).toBeTruthy();
        expect(keys[2]).not.toBe(keys[1]);
    });

    it("reports a post unanswered for 30 s as not answered, and keeps the text", async () => {
        jest.useFakeTimers();
        // The draft is saved meanwhile (autosave goes on while the post waits).
        apiRoute("POST", "/api/v2/drafts", () => draftAnswer(31, { body: "Into the void", format: "markdown" }));
        apiRoute("POST", "/api/v2/comments", () => new Promise(() => undefined));
        renderForm();
        fireEvent.change(textbox(), { target: { value: "Into the void" } });
        fireEvent.click(postButton());
        await act(() => jest.advanceTimersByTimeAsync(POST_TIMEOUT_MS - 1));
        expect(screen.queryByRole("alert")).toBeNull();
        expect(postButton().textContent).toBe("Posting…");
        await act(() => jest.advanceTimersByTimeAsync(1));
        expect(screen.getByRole("alert").textContent).toBe("The server did not answer. Your text is kept here; post again (it will not be posted twice).");
        expect(textbox().value).toBe("Into the void");
        expect(postButton().hasAttribute("disabled")).toBe(false);
    });

    it("sends the synced draft's ID with the post, and once posted the device keeps no copy", async () => {
        jest.useFakeTimers();
        apiRoute("POST", "/api/v2/drafts", () => draftAnswer(31, { body: "Kept safe", format: "markdown" }));
        apiRoute("POST", "/api/v2/comments", () => json({ commentID: 99, url: "/discussion/comment/99" }, 201));
        renderForm();
        fireEvent.change(textbox(), { target: { value: "Kept safe" } });
        await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_MS));
        expect(screen.getByText("Draft saved")).toBeTruthy();
        expect(readLocalDraft(draftKeyForID(31))?.attributes.body).toBe("Kept safe");

        fireEvent.click(postButton());
        await waitFor(() => expect(open).toHaveBeenCalledWith("/discussion/comment/99"));
        expect(await posts()[0]!.json()).toEqual({ discussionID: 7, body: "Kept safe", format: "markdown", draftID: 31 });
        expect(readLocalDraft(draftKeyForID(31))).toBeNull();
        expect(readLocalDraft(draftKeyForPath(PATH))).toBeNull();
        expect(readDraftPointer(PATH)).toBeNull();
        // The server deleted the draft with the post; the form sends no DELETE of its own.
        expect(requestsSent()).toEqual(["GET /api/v2/drafts", "POST /api/v2/drafts", "POST /api/v2/comments"]);
    });

    it("deletes the synced draft itself after a save that takes no draft (an edit's PATCH)", async () => {
        jest.useFakeTimers();
        apiRoute("POST", "/api/v2/drafts", () => draftAnswer(31, { body: "Edited", format: "markdown" }));
        apiRoute("PATCH", "/api/v2/comments/40", () => json({ commentID: 40 }));
        apiRoute("DELETE", "/api/v2/drafts/31", () => ({ status: 204, body: "", headers: {} }));
        renderForm(false, async (value) => {
            await apiv2.patch("comments/40", { body: value.body, format: value.format });
            return "/discussion/comment/40";
        });
        fireEvent.change(textbox(), { target: { value: "Edited" } });
        await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_MS));
        expect(screen.getByText("Draft saved")).toBeTruthy();
        fireEvent.click(postButton());
        await waitFor(() => expect(open).toHaveBeenCalledWith("/discussion/comment/40"));
        expect(requestsSent()).toEqual(["GET /api/v2/drafts", "POST /api/v2/drafts", "PATCH /api/v2/comments/40", "DELETE /api/v2/drafts/31"]);
        expect(readLocalDraft(draftKeyForID(31))).toBeNull();
    });
});
