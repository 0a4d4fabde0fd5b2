/**
 * On the server-rendered discussion page, the reply form and the posts' Quote and Reply follow a
 * Move from the options menu at once, by the rule the server decides them with
 * (commentPermissions.canCommentOnDiscussion) in the discussion's new category: a moderator who
 * moves it into a category where they may not comment loses the form, Quote and Reply (a comment
 * sent from them would be refused), and a move back brings them. A refused Move changes nothing.
 * Hydration renders the server's HTML (a mismatch is a console error, which fails the test).
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { lookupApi } from "@library/api/lookupApi";
import { setDraftMember } from "@library/drafts/localDrafts";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { commentFormIsland, discussionOptionsIsland, postFooterIsland } from "@vanilla/discussion/discussionIslands";
import {
    DISCUSSION_ID,
    GENERAL,
    type ITestCategory,
    MEMBER_ID,
    discussionPageFixture,
    discussionPageMeta as metaFor,
    discussionPageProps as pageProps,
    expectRepliesOffered,
    expectRepliesWithheld,
    pageDiscussion,
    replyForm,
} from "@vanilla/discussion/discussionPageFixture";
import { getDiscussionAction } from "@vanilla/discussions/discussionActions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { apiRoute, json, requestsSent } from "@tests/setup/apiRoutes";

const MODERATOR_ID = 2;
/** A category with permissions of its own, where the moderator's roles may read but not comment. */
const ANNOUNCEMENTS = { categoryID: 2, name: "Announcements", url: "/categories/announcements" };
const CATEGORIES = [GENERAL, ANNOUNCEMENTS];
/** community.moderate: Move (content §6). comments.add everywhere but in Announcements. */
const MODERATOR_PERMISSIONS: IPermissionsRecord = {
    isAdmin: false,
    permissions: [
        { type: "global", id: null, permissions: { "discussions.view": true, "comments.add": true, "community.moderate": true } },
        { type: "category", id: ANNOUNCEMENTS.categoryID, permissions: { "discussions.view": true } },
    ],
    junctions: { category: [ANNOUNCEMENTS.categoryID] },
    junctionAliases: { category: {} },
};
const NO_PERMISSION_NOTICE = "You don't have permission to comment here.";

function makeDiscussion(category: ITestCategory): IDiscussion {
    return pageDiscussion({ insertUserID: MEMBER_ID, categoryID: category.categoryID, category });
}

/** Where the server has the discussion: PATCH moves it, the menu's refresh reads it. */
let serverCategory = GENERAL;

const { newStore, servePage } = discussionPageFixture({
    islands: [discussionOptionsIsland, postFooterIsland, commentFormIsland],
    preload: () => [import("@vanilla/discussion/DiscussionOptionsModals")],
    // The Move form's category search is a cached look-up (RTK Query).
    reducers: { [lookupApi.reducerPath]: lookupApi.reducer },
    serverDiscussion: () => makeDiscussion(serverCategory),
});

beforeEach(() => {
    setDraftMember(MODERATOR_ID);
    serverCategory = GENERAL;
    apiRoute("GET", "/api/v2/categories/search", (request) => {
        const query = new URL(request.url, "http://localhost").searchParams.get("query")!.toLowerCase();
        return json(CATEGORIES.filter((category) => category.name.toLowerCase().includes(query)).map((category) => ({ ...category, breadcrumbs: [{ name: category.name, url: category.url }] })));
    });
});

function acceptMoves() {
    apiRoute("PATCH", `/api/v2/discussions/${DISCUSSION_ID}`, async (request) => {
        const { categoryID } = (await request.json()) as { categoryID: number };
        serverCategory = CATEGORIES.find((category) => category.categoryID === categoryID)!;
        return json(makeDiscussion(serverCategory));
    });
}

/** Options, Move, the category found by its name, Save. */
async function moveTo(category: ITestCategory) {
    fireEvent.keyDown(screen.getByRole("button", { name: "Options" }), { key: "ArrowDown" });
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Discussion" });
    fireEvent.change(within(dialog).getByRole("searchbox", { name: "Category" }), { target: { value: category.name } });
    fireEvent.click(await within(dialog).findByRole("radio", { name: category.name }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Move Discussion" })).toBeNull());
}

const discussionRequests = () => requestsSent().filter((request) => request.includes(`/discussions/${DISCUSSION_ID}`));

/** The form to write in, Quote under both posts, Reply under the comment. */
const expectMayComment = () => expectRepliesOffered(NO_PERMISSION_NOTICE);

/** What a reload shows the moderator in a category where they may not comment. */
const expectMayNotComment = () => expectRepliesWithheld(NO_PERMISSION_NOTICE);

describe("the reply form, Quote and Reply follow a Move", () => {
    it("into a category where the moderator may not comment: the form says so and Quote and Reply go; a move back brings them", async () => {
        const store = newStore();
        await servePage(store, metaFor(MODERATOR_ID, MODERATOR_PERMISSIONS), pageProps(makeDiscussion(GENERAL), true));
        expectMayComment();
        acceptMoves();

        await moveTo(ANNOUNCEMENTS);
        await waitFor(() => expect(within(replyForm()).queryByText(NO_PERMISSION_NOTICE)).not.toBeNull());
        expectMayNotComment();
        await waitFor(() => expect(discussionRequests()).toEqual([`PATCH /api/v2/discussions/${DISCUSSION_ID}`, `GET /api/v2/discussions/${DISCUSSION_ID}`]));
        expectMayNotComment();

        await moveTo(GENERAL);
        await waitFor(() => expect(within(replyForm()).queryByText(NO_PERMISSION_NOTICE)).toBeNull());
        expectMayComment();
        await waitFor(() => expect(discussionRequests()).toHaveLength(4));
    });

    it("for a moderator served the discussion where they may not comment: a move out brings the form, Quote and Reply", async () => {
        const store = newStore();
        serverCategory = ANNOUNCEMENTS;
        await servePage(store, metaFor(MODERATOR_ID, MODERATOR_PERMISSIONS), pageProps(makeDiscussion(ANNOUNCEMENTS), false));
        expectMayNotComment();
        acceptMoves();

        await moveTo(GENERAL);
        await waitFor(() => expect(within(replyForm()).queryByRole("textbox", { name: "Body" })).not.toBeNull());
        expectMayComment();
    });

    it("changes nothing when the Move is refused (500)", async () => {
        const store = newStore();
        await servePage(store, metaFor(MODERATOR_ID, MODERATOR_PERMISSIONS), pageProps(makeDiscussion(GENERAL), true));
        apiRoute("PATCH", `/api/v2/discussions/${DISCUSSION_ID}`, () => json({ message: "The server is tired.", status: 500 }, 500));
        await moveTo(ANNOUNCEMENTS);
        await waitFor(() => expect(screen.getByText("The server is tired.")).toBeTruthy());
        expect(discussionRequests()).toEqual([`PATCH /api/v2/discussions/${DISCUSSION_ID}`]);
        expectMayComment();
    });

    it("hydrates the server's form and footers without a mismatch when the store changed first, then follows it", async () => {
        const store = newStore();
        await servePage(store, metaFor(MODERATOR_ID, MODERATOR_PERMISSIONS), pageProps(makeDiscussion(GENERAL), true), {
            // The menu moved it before these islands' code arrived (islands hydrate late, when the browser is idle).
            beforeHydrating: () => store.dispatch(getDiscussionAction.done({ params: { discussionID: DISCUSSION_ID }, result: makeDiscussion(ANNOUNCEMENTS) })),
            islands: ["PostFooter", "CommentForm"],
        });
        await waitFor(() => expect(within(replyForm()).queryByText(NO_PERMISSION_NOTICE)).not.toBeNull());
        expectMayNotComment();
    });
});
