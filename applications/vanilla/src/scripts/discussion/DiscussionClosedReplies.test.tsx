/**
 * On the server-rendered discussion page, the reply form and the posts' Quote and Reply follow a
 * Close or reopen from the options menu at once, as the "Closed" label does, by the rule the
 * server decides them with (commentPermissions.canCommentOnDiscussion): comments.add, or
 * discussions.close when closed. A refused change changes nothing; hydration renders the
 * server's HTML (a mismatch is a console error, which fails the test).
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setDraftMember } from "@library/drafts/localDrafts";
import { commentFormIsland, discussionOptionsIsland, discussionStatusIsland, postFooterIsland } from "@vanilla/discussion/discussionIslands";
import {
    DISCUSSION_ID,
    MEMBER_ID,
    commentFooter,
    discussionPageFixture,
    discussionPageMeta as metaFor,
    discussionPageProps as pageProps,
    expectRepliesOffered,
    expectRepliesWithheld,
    footers,
    pageDiscussion,
    replyForm,
} from "@vanilla/discussion/discussionPageFixture";
import { getDiscussionAction } from "@vanilla/discussions/discussionActions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { globalPermissions } from "@tests/setup/pageFixtures";
import { apiRoute, json, requestsSent } from "@tests/setup/apiRoutes";

const AUTHOR_ID = 5;
const MODERATOR_ID = 2;
/** The discussion's author, who may close their own discussion but not comment on a closed one. */
const AUTHOR_PERMISSIONS = globalPermissions(["discussions.view", "comments.add", "discussions.closeOwn"]);
/** A moderator who may comment on closed discussions. */
const MODERATOR_PERMISSIONS = globalPermissions(["discussions.view", "comments.add", "discussions.close"]);
const MEMBER_PERMISSIONS = globalPermissions(["discussions.view", "comments.add"]);
const CLOSED_NOTICE = "This discussion is closed.";

function makeDiscussion(overrides: Partial<IDiscussion> = {}): IDiscussion {
    return pageDiscussion({ insertUserID: AUTHOR_ID, ...overrides });
}

/** What the server answers for the discussion: PATCH sets it, the menu's refresh reads it. */
let serverClosed = false;

const { newStore, servePage } = discussionPageFixture({
    islands: [discussionOptionsIsland, discussionStatusIsland, postFooterIsland, commentFormIsland],
    serverDiscussion: () => makeDiscussion({ closed: serverClosed }),
});

beforeEach(() => {
    setDraftMember(AUTHOR_ID);
    serverClosed = false;
});

function acceptPatches() {
    apiRoute("PATCH", `/api/v2/discussions/${DISCUSSION_ID}`, async (request) => {
        serverClosed = ((await request.json()) as { closed: boolean }).closed;
        return json(makeDiscussion({ closed: serverClosed }));
    });
}

function choose(item: "Close" | "Closed") {
    fireEvent.keyDown(screen.getByRole("button", { name: "Options" }), { key: "ArrowDown" });
    fireEvent.click(screen.getByRole("button", { name: item }));
}

const discussionFooter = () => footers().find((footer) => !footer.closest("li"))!;
const label = () => document.querySelector('[data-discussion-status="closed"]');

/** The form to write in, Quote under both posts, Reply under the comment. */
const expectMayComment = () => expectRepliesOffered(CLOSED_NOTICE);

/** What a reload shows a member who may not comment on the closed discussion. */
const expectClosedToThem = () => expectRepliesWithheld(CLOSED_NOTICE);

describe("the reply form, Quote and Reply follow Close and reopen", () => {
    it("for an author who closes their own discussion: the form says it is closed and Quote and Reply go; reopening brings them back", async () => {
        const store = newStore();
        await servePage(store, metaFor(AUTHOR_ID, AUTHOR_PERMISSIONS), pageProps(makeDiscussion(), true));
        expectMayComment();
        expect(within(discussionFooter()).queryByText(CLOSED_NOTICE)).toBeNull();
        acceptPatches();

        choose("Close");
        await waitFor(() => expect(label()).not.toBeNull());
        expectClosedToThem();
        // The reaction bar, by the same rule: reacting needs discussions.close now.
        expect(within(discussionFooter()).getByText(CLOSED_NOTICE)).toBeTruthy();
        await waitFor(() => expect(requestsSent().filter((request) => request.includes("/discussions/"))).toEqual([`PATCH /api/v2/discussions/${DISCUSSION_ID}`, `GET /api/v2/discussions/${DISCUSSION_ID}`]));

        choose("Closed");
        await waitFor(() => expect(label()).toBeNull());
        expectMayComment();
        expect(within(discussionFooter()).queryByText(CLOSED_NOTICE)).toBeNull();
        await waitFor(() => expect(requestsSent().filter((request) => request.includes("/discussions/"))).toHaveLength(4));
    });

    it("for a moderator with discussions.close: the form, Quote and Reply stay through Close", async () => {
        const store = newStore();
        setDraftMember(MODERATOR_ID);
        await servePage(store, metaFor(MODERATOR_ID, MODERATOR_PERMISSIONS), pageProps(makeDiscussion(), true));
        acceptPatches();
        choose("Close");
        await waitFor(() => expect(label()).not.toBeNull());
        await waitFor(() => expect(requestsSent().filter((request) => request.includes("/discussions/"))).toHaveLength(2));
        expectMayComment();
    });

    it("for an author served the closed discussion: reopening brings the form, Quote and Reply, then Close takes them away", async () => {
        const store = newStore();
        serverClosed = true;
        await servePage(store, metaFor(AUTHOR_ID, AUTHOR_PERMISSIONS), pageProps(makeDiscussion({ closed: true }), false));
        expectClosedToThem();
        acceptPatches();

        choose("Closed");
        await waitFor(() => expect(label()).toBeNull());
        expectMayComment();

        choose("Close");
        await waitFor(() => expect(label()).not.toBeNull());
        expectClosedToThem();
    });

    it("changes nothing when the Close is refused (500)", async () => {
        const store = newStore();
        await servePage(store, metaFor(AUTHOR_ID, AUTHOR_PERMISSIONS), pageProps(makeDiscussion(), true));
        apiRoute("PATCH", `/api/v2/discussions/${DISCUSSION_ID}`, () => json({ message: "The server is tired.", status: 500 }, 500));
        choose("Close");
        await waitFor(() => expect(screen.getByText("The server is tired.")).toBeTruthy());
        expect(requestsSent().filter((request) => request.includes("/discussions/"))).toEqual([`PATCH /api/v2/discussions/${DISCUSSION_ID}`]);
        expect(label()).toBeNull();
        expectMayComment();
    });

    it("hydrates the server's form and footers without a mismatch when the store changed first, then follows it", async () => {
        const store = newStore();
        await servePage(store, metaFor(AUTHOR_ID, AUTHOR_PERMISSIONS), pageProps(makeDiscussion(), true), {
            // The menu closed it before these islands' code arrived (islands hydrate late, when the browser is idle).
            beforeHydrating: () => store.dispatch(getDiscussionAction.done({ params: { discussionID: DISCUSSION_ID }, result: makeDiscussion({ closed: true }) })),
            islands: ["DiscussionStatus", "PostFooter", "CommentForm"],
        });
        await waitFor(() => expect(within(replyForm()).queryByText(CLOSED_NOTICE)).not.toBeNull());
        expectClosedToThem();
    });

    it("a member who cannot close it gets footers that do not follow (no discussion in each comment's props)", async () => {
        const store = newStore();
        setDraftMember(MEMBER_ID);
        await servePage(store, metaFor(MEMBER_ID, MEMBER_PERMISSIONS), pageProps(makeDiscussion(), true));
        expectMayComment();
        const props = JSON.parse(commentFooter().getAttribute("data-props")!) as Record<string, unknown>;
        expect(props.discussionID).toBeUndefined();
        expect(props.reply).toMatchObject({ discussionID: DISCUSSION_ID });
    });
});
