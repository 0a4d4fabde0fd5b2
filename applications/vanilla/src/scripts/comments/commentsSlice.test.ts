/**
 * The comments slice and its thunks: each sends the request of the API contract and leaves the
 * state the forms read, after success and after failure. Quote hands its text to the composer.
 */
import fetchMock from "jest-fetch-mock";
import { COMPOSER_KEY, composerReducer, selectComposerInsertions } from "@library/forms/composerSlice";
import { REPLY_COMPOSER } from "@library/forms/composerActions";
import { LoadStatus } from "@library/redux/asyncThunk";
import { createAppStore } from "@library/redux/store";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";
import { selectToasts, TOASTS_KEY, toastsReducer } from "@library/toasts/toastsSlice";
import { COMMENTS_KEY, commentsReducer, selectCommentDeleteStatus, selectCommentSource } from "@vanilla/comments/commentsSlice";
import { deleteCommentWithToast, fetchCommentSource, patchComment, postComment, quotePost } from "@vanilla/comments/commentThunks";

function newStore() {
    registerReducer(COMMENTS_KEY, commentsReducer);
    registerReducer(COMPOSER_KEY, composerReducer);
    registerReducer(TOASTS_KEY, toastsReducer);
    return createAppStore();
}

function json(body: unknown, status = 200): [string, { status: number; headers: Record<string, string> }] {
    return [JSON.stringify(body), { status, headers: { "content-type": "application/json" } }];
}

function lastRequest(): Request {
    return fetchMock.mock.calls[fetchMock.mock.calls.length - 1]![0] as Request;
}

const REFUSED = { message: "The time to edit this comment has passed.", status: 403 };

afterEach(() => resetReducerRegistry());

describe("posting a comment", () => {
    it("sends POST /comments with the Markdown body and resolves with the new comment", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(...json({ commentID: 99, discussionID: 7, url: "/discussion/comment/99#Comment_99" }, 201));
        const comment = await store.dispatch(postComment({ discussionID: 7, body: "**Thanks!**", format: "markdown" }));
        expect(comment.url).toBe("/discussion/comment/99#Comment_99");
        expect(lastRequest().method).toBe("POST");
        expect(lastRequest().url).toMatch(/\/api\/v2\/comments$/);
        expect(await lastRequest().json()).toEqual({ discussionID: 7, body: "**Thanks!**", format: "markdown" });
        expect(store.getState().comments?.postStatusesByDiscussionID[7]).toEqual({ status: LoadStatus.SUCCESS });
    });

    it("records the failure and rejects with the server's error", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(...json({ message: "Validation Failed", status: 400, errors: [{ field: "body", message: "Too long.", code: "maxLength" }] }, 400));
        await expect(store.dispatch(postComment({ discussionID: 7, body: "x", format: "markdown" }))).rejects.toMatchObject({ status: 400, errors: { body: [{ message: "Too long." }] } });
        expect(store.getState().comments?.postStatusesByDiscussionID[7]).toEqual({ status: LoadStatus.ERROR, error: { message: "Validation Failed", status: 400 } });
    });
});

describe("editing a comment", () => {
    it("loads the stored source with GET /comments/{id}/edit", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(...json({ commentID: 40, discussionID: 12, body: "Old **source**", format: "markdown" }));
        const request = store.dispatch(fetchCommentSource({ commentID: 40 }));
        expect(selectCommentSource(store.getState(), 40)).toEqual({ status: LoadStatus.LOADING });
        await request;
        expect(lastRequest().method).toBe("GET");
        expect(lastRequest().url).toMatch(/\/api\/v2\/comments\/40\/edit$/);
        // The source and its format: the editor opens a rich2 body as rich text, anything else as Markdown.
        expect(selectCommentSource(store.getState(), 40)).toEqual({ status: LoadStatus.SUCCESS, data: { body: "Old **source**", format: "markdown" } });
    });

    it("keeps the server's refusal for the editor to show", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(...json(REFUSED, 403));
        await expect(store.dispatch(fetchCommentSource({ commentID: 40 }))).rejects.toMatchObject({ status: 403 });
        expect(selectCommentSource(store.getState(), 40)).toEqual({ status: LoadStatus.ERROR, error: REFUSED });
    });

    it("saves with PATCH /comments/{id} and records the outcome", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(...json({ commentID: 40, body: "<p>New</p>", format: "markdown" }));
        await store.dispatch(patchComment({ commentID: 40, body: "New", format: "markdown" }));
        expect(lastRequest().method).toBe("PATCH");
        expect(lastRequest().url).toMatch(/\/api\/v2\/comments\/40$/);
        expect(await lastRequest().json()).toEqual({ body: "New", format: "markdown" });
        expect(store.getState().comments?.patchStatusesByID[40]).toEqual({ status: LoadStatus.SUCCESS });

        fetchMock.mockResponseOnce(...json(REFUSED, 403));
        await expect(store.dispatch(patchComment({ commentID: 40, body: "Newer", format: "markdown" }))).rejects.toMatchObject({ status: 403 });
        expect(store.getState().comments?.patchStatusesByID[40]).toEqual({ status: LoadStatus.ERROR, error: REFUSED });
    });
});

describe("deleting a comment", () => {
    it("sends DELETE /comments/{id} and resolves true", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce("", { status: 204 });
        expect(await store.dispatch(deleteCommentWithToast(40))).toBe(true);
        expect(lastRequest().method).toBe("DELETE");
        expect(lastRequest().url).toMatch(/\/api\/v2\/comments\/40$/);
        expect(selectCommentDeleteStatus(store.getState(), 40)).toEqual({ status: LoadStatus.SUCCESS });
        expect(selectToasts(store.getState())).toEqual([]);
    });

    it("on failure records it, resolves false and shows a toast with the reason that stays until dismissed", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(...json({ message: "You need the comments.delete permission to delete this comment.", status: 403 }, 403));
        expect(await store.dispatch(deleteCommentWithToast(40))).toBe(false);
        expect(selectCommentDeleteStatus(store.getState(), 40)?.status).toBe(LoadStatus.ERROR);
        expect(selectToasts(store.getState())).toMatchObject([
            { body: "The comment could not be deleted. You need the comments.delete permission to delete this comment.", persistent: true, dismissible: true },
        ]);
    });
});

describe("quoting a post", () => {
    it("fetches the post's quote source and hands a Markdown quote to the reply composer", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(...json({ bodyRaw: "Hello", insertUser: { name: "alice" }, url: "/discussion/12" }));
        await store.dispatch(quotePost({ recordType: "discussion", recordID: 12 }));
        expect(lastRequest().url).toMatch(/\/api\/v2\/discussions\/12\/quote$/);
        expect(selectComposerInsertions(store.getState())).toEqual([{ insertionID: 1, composer: REPLY_COMPOSER, text: "> **[alice](/discussion/12)** wrote:\n>\n> Hello\n\n" }]);
    });

    it("on failure adds nothing to the composer and shows a dismissible toast", async () => {
        const store = newStore();
        fetchMock.mockResponseOnce(...json({ message: "Comment not found.", status: 404 }, 404));
        await store.dispatch(quotePost({ recordType: "comment", recordID: 5 }));
        expect(lastRequest().url).toMatch(/\/api\/v2\/comments\/5\/quote$/);
        expect(selectComposerInsertions(store.getState())).toEqual([]);
        expect(selectToasts(store.getState())).toMatchObject([{ body: "Comment not found.", dismissible: true }]);
    });
});
