/**
 * Replying to a comment (content §4 "Reply form"): the Reply action opens a composer under the
 * comment and Cancel gives focus back; while the discussion's reply form holds an unposted draft
 * it asks 'Discard Draft' first — Discard deletes that draft (device and server) and opens the
 * reply, Cancel keeps it. (Posting the reply, typed in the editor, is a Chromium test: tests/e2e/replyToComment.test.ts.)
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import type { IPageMeta } from "@library/boot/pageMeta";
import { DISCARD_DRAFT_MESSAGE, DISCARD_DRAFT_TITLE } from "@library/drafts/DiscardDraftModal";
import { setDraftMember } from "@library/drafts/localDrafts";
import { COMPOSER_KEY, composerReducer } from "@library/forms/composerSlice";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { CommentForm } from "@vanilla/discussion/CommentForm";
import { PostActions, type IPostActionsProps } from "@vanilla/discussion/PostActions";
import { replyCommentPath } from "@vanilla/discussion/ReplyToComment";
import { globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";

const DISCUSSION_ID = 12;
const COMMENT_ID = 40;
const TOP_LEVEL_DRAFT = {
    draftID: 55,
    recordType: "comment",
    recordID: null,
    parentRecordType: "discussion",
    parentRecordID: DISCUSSION_ID,
    attributes: { body: "My unposted reply", format: "markdown" },
    draftStatus: "draft",
    revision: 1,
    dateUpdated: "2026-11-24T05:00:00.000Z",
};

function meta(): IPageMeta {
    return discussionViewMeta({ currentUser: testUser(3), permissions: globalPermissions(["comments.add"]) });
}

const COMMENT: IPostActionsProps = {
    recordType: "comment",
    recordID: COMMENT_ID,
    url: "https://forum.example/discussion/comment/40",
    canQuote: true,
    reply: { discussionID: DISCUSSION_ID, authorName: "alice" },
};

let requests: Array<{ method: string; path: string; body: unknown }> = [];

/** The server: the member's drafts (the top-level one or none), and the posted reply. */
function serve(drafts: unknown[]) {
    fetchMock.mockResponse(async (request) => {
        const path = new URL(request.url, "http://localhost").pathname;
        const text = request.method === "GET" || request.method === "DELETE" ? "" : await request.text();
        requests.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
        if (request.method === "GET" && path === "/api/v2/drafts") return { status: 200, body: JSON.stringify(drafts), headers: { "content-type": "application/json" } };
        if (request.method === "DELETE") return { status: 204, body: "" };
        if (request.method === "POST" && path === "/api/v2/comments") {
            return { status: 201, body: JSON.stringify({ commentID: 41, discussionID: DISCUSSION_ID, url: "/discussion/comment/41#Comment_41" }), headers: { "content-type": "application/json" } };
        }
        return { status: 404, body: JSON.stringify({ message: "Not found", status: 404 }), headers: { "content-type": "application/json" } };
    });
}

function renderPage(props: Partial<IPostActionsProps> = {}) {
    return renderWithPage(
        <>
            <PostActions {...COMMENT} {...props} />
            <CommentForm discussionID={DISCUSSION_ID} categoryID={1} signedIn={true} canComment={true} closed={false} signInUrl="/entry/signin" />
        </>,
        // The composer slice carries "the reply form holds a draft" and "discard it" between the two islands.
        { meta: meta(), reducers: { [COMPOSER_KEY]: composerReducer } },
    );
}

const topLevelBox = () => screen.getByRole("textbox", { name: "Body" }) as HTMLTextAreaElement;

beforeEach(() => {
    window.localStorage.clear();
    setDraftMember(3);
    requests = [];
});

afterEach(() => {
    resetReducerRegistry();
    jest.restoreAllMocks();
});

describe("Reply to a comment", () => {
    it("opens a composer under the comment, labelled with its author; Cancel closes it and gives focus back to Reply", async () => {
        serve([]);
        renderPage();
        const replyButton = screen.getByRole("button", { name: "Reply" });
        fireEvent.click(replyButton);
        expect(screen.queryByRole("dialog")).toBeNull();
        const box = await screen.findByRole("textbox", { name: "Reply to alice" });
        expect(replyButton.getAttribute("aria-expanded")).toBe("true");
        fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
        expect(screen.queryByRole("textbox", { name: "Reply to alice" })).toBeNull();
        expect(box.isConnected).toBe(false);
        expect(document.activeElement).toBe(screen.getByRole("button", { name: "Reply" }));
    });

    it("is not offered to members who may not comment (no reply rights given)", () => {
        serve([]);
        renderPage({ reply: undefined });
        expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    });

    it("documents the reply draft's place as the path of the comment it answers", () => {
        expect(replyCommentPath(COMMENT_ID)).toBe("/40");
    });
});

describe("Reply while the reply form holds an unposted draft", () => {
    async function withTopLevelDraft() {
        serve([TOP_LEVEL_DRAFT]);
        renderPage();
        await waitFor(() => expect(topLevelBox().value).toBe("My unposted reply"));
        const replyButton = screen.getByRole("button", { name: "Reply" });
        replyButton.focus();
        fireEvent.click(replyButton);
        const dialog = await screen.findByRole("dialog", { name: DISCARD_DRAFT_TITLE });
        return { replyButton, dialog };
    }

    it("asks 'Discard Draft' with the spec's words; Cancel keeps the draft, opens nothing and returns focus", async () => {
        const { replyButton, dialog } = await withTopLevelDraft();
        expect(DISCARD_DRAFT_TITLE).toBe("Discard Draft");
        expect(dialog.textContent).toContain("You have an unposted draft, replying to this comment will discard your draft. Are you sure you want to discard it?");
        expect(dialog.textContent).toContain(DISCARD_DRAFT_MESSAGE);
        fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
        expect(document.activeElement).toBe(replyButton);
        expect(topLevelBox().value).toBe("My unposted reply");
        expect(screen.queryByRole("textbox", { name: "Reply to alice" })).toBeNull();
        expect(requests.some((request) => request.method === "DELETE")).toBe(false);
    });

    it("Discard deletes the reply form's draft (server and device) and opens the reply", async () => {
        await withTopLevelDraft();
        fireEvent.click(screen.getByRole("button", { name: "Discard" }));
        await screen.findByRole("textbox", { name: "Reply to alice" });
        await waitFor(() => expect(requests).toContainEqual({ method: "DELETE", path: "/api/v2/drafts/55", body: null }));
        await waitFor(() => expect(topLevelBox().value).toBe(""));
        // Nothing of it is kept on the device either.
        expect(Object.values({ ...window.localStorage }).some((stored) => String(stored).includes("My unposted reply"))).toBe(false);
        // Asked once: a second Reply (after closing this one) opens straight away.
        fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
        fireEvent.click(screen.getByRole("button", { name: "Reply" }));
        expect(screen.queryByRole("dialog")).toBeNull();
        await screen.findByRole("textbox", { name: "Reply to alice" });
    });
});
