/**
 * On the server-rendered discussion page, the reply form and the posts' Quote and Reply follow a
 * Move from the options menu at once, by the rule the server decides them with
 * (commentPermissions.canCommentOnDiscussion) in the discussion's new category: a moderator who
 * moves it into a category where they may not comment loses the form, Quote and Reply (a comment
 * sent from them would be refused), and a move back brings them. A refused Move changes nothing.
 * Hydration renders the server's HTML (a mismatch is a console error, which fails the test).
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoot, type Root } from "react-dom/client";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { lookupApi } from "@library/api/lookupApi";
import { mountIslands } from "@library/boot/mountIslands";
import type { IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import { COMPOSER_KEY, composerReducer } from "@library/forms/composerSlice";
import { setDraftMember } from "@library/drafts/localDrafts";
import { InsideLayout } from "@library/layout/insideLayout";
import type { AppStore } from "@library/redux/store";
import { resetComponentRegistry } from "@library/registry/componentRegistry";
import { registerIslands } from "@library/registry/islandDefinition";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { resetToastIDs, toastsReducer } from "@library/toasts/toastsSlice";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { COMMENTS_KEY, commentsReducer } from "@vanilla/comments/commentsSlice";
import type { IComment } from "@vanilla/discussion/commentTypes";
import { DiscussionPage, type IDiscussionPageProps } from "@vanilla/discussion/DiscussionPage";
import { commentFormIsland, discussionOptionsIsland, postFooterIsland } from "@vanilla/discussion/discussionIslands";
import { getDiscussionAction } from "@vanilla/discussions/discussionActions";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import { loadDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { reactionsReducer, reactionsStateOf } from "@vanilla/reactions/reactionsSlice";
import { createTestStore, testMeta, testUser } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { apiRoute, json, requestsSent } from "@tests/setup/apiRoutes";

const DISCUSSION_ID = 10;
const COMMENT_ID = 40;
const MODERATOR_ID = 2;
const MEMBER_ID = 7;
const GENERAL = { categoryID: 1, name: "General", url: "/categories/general" };
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

function metaFor(userID: number, permissions: IPermissionsRecord): IPageMeta {
    return testMeta({ entry: "discussion", mode: "island", title: "A discussion - Hearth", url: `/discussion/${DISCUSSION_ID}`, currentUser: testUser(userID), permissions, tick: { type: "discussion_view" } });
}

function makeDiscussion(category: typeof GENERAL): IDiscussion {
    return testDiscussion(DISCUSSION_ID, { insertUserID: MEMBER_ID, countComments: 1, categoryID: category.categoryID, category });
}

const COMMENT: IComment = {
    commentID: COMMENT_ID,
    discussionID: DISCUSSION_ID,
    categoryID: GENERAL.categoryID,
    insertUserID: MEMBER_ID,
    insertUser: { userID: MEMBER_ID, name: "member", photoUrl: "", dateLastActive: null },
    body: "<p>A comment.</p>",
    dateInserted: "2024-03-02T10:00:00Z",
    dateUpdated: null,
    score: 0,
    url: `/discussion/comment/${COMMENT_ID}#Comment_${COMMENT_ID}`,
};

function pageProps(discussion: IDiscussion, canComment: boolean): IDiscussionPageProps {
    return {
        discussion,
        comments: [{ ...COMMENT, categoryID: discussion.categoryID }],
        pager: { page: 1, limit: 30, total: 1, hasMorePages: false, resultsOnPage: 1, firstPageUrl: discussion.url, pageUrlTemplate: `${discussion.url}/p{page}` },
        sort: "dateInserted",
        editableCommentIDs: [],
        siteOrigin: "http://localhost",
        // What the server decides (vanillaRoutes: canComment for the discussion as it is).
        commentForm: { discussionID: DISCUSSION_ID, signedIn: true, canComment, closed: discussion.closed, signInUrl: "/entry/signin" },
    };
}

function newStore(): AppStore {
    return createTestStore({
        // The Move form's category search is a cached look-up (RTK Query).
        reducers: { discussions: discussionsReducer, toasts: toastsReducer, reactions: reactionsReducer, [COMPOSER_KEY]: composerReducer, [COMMENTS_KEY]: commentsReducer, [lookupApi.reducerPath]: lookupApi.reducer },
        preloadedState: {
            reactions: reactionsStateOf([{ recordType: "discussion", recordID: DISCUSSION_ID, score: 1, reactions: [{ tagID: 1, urlcode: "Like", name: "Like", class: "Positive", count: 1, hasReacted: false }] }]),
        },
    });
}

let roots: Root[] = [];
/** Where the server has the discussion: PATCH moves it, the menu's refresh reads it. */
let serverCategory = GENERAL;

// What loads on demand is compiled once for the file here, so no test waits on that.
beforeAll(
    () =>
        Promise.all([
            loadDiscussionThunks(),
            discussionOptionsIsland.load(),
            postFooterIsland.load(),
            commentFormIsland.load(),
            import("@vanilla/discussion/DiscussionOptionsModals"),
        ]),
    60_000,
);
jest.setTimeout(20_000);

beforeEach(() => {
    resetToastIDs();
    window.localStorage.clear();
    setDraftMember(MODERATOR_ID);
    serverCategory = GENERAL;
    apiRoute("GET", "/api/v2/drafts", () => json([]));
    apiRoute("GET", `/api/v2/discussions/${DISCUSSION_ID}`, () => json(makeDiscussion(serverCategory)));
    apiRoute("GET", "/api/v2/categories/search", (request) => {
        const query = new URL(request.url, "http://localhost").searchParams.get("query")!.toLowerCase();
        return json(CATEGORIES.filter((category) => category.name.toLowerCase().includes(query)).map((category) => ({ ...category, breadcrumbs: [{ name: category.name, url: category.url }] })));
    });
});

afterEach(() => {
    act(() => roots.forEach((root) => root.unmount()));
    roots = [];
    document.body.innerHTML = "";
    resetComponentRegistry();
    resetReducerRegistry();
});

function acceptMoves() {
    apiRoute("PATCH", `/api/v2/discussions/${DISCUSSION_ID}`, async (request) => {
        const { categoryID } = (await request.json()) as { categoryID: number };
        serverCategory = CATEGORIES.find((category) => category.categoryID === categoryID)!;
        return json(makeDiscussion(serverCategory));
    });
}

/** The page's HTML as the server writes it (Island mode, inside a layout: no title bar), then its islands hydrated. */
async function servePage(
    store: AppStore,
    meta: IPageMeta,
    props: IDiscussionPageProps,
    { beforeHydrating, islands = ["DiscussionOptionsMenu", "PostFooter", "CommentForm"] }: { beforeHydrating?: () => void; islands?: string[] } = {},
): Promise<void> {
    const wrap = (content: ReactElement) => (
        <Providers store={store} meta={meta}>
            {content}
        </Providers>
    );
    document.body.innerHTML = `${renderToString(
        wrap(
            <InsideLayout.Provider value={true}>
                <DiscussionPage {...props} />
            </InsideLayout.Provider>,
        ),
    )}<div id="toasts"></div>`;
    beforeHydrating?.();
    registerIslands([discussionOptionsIsland, postFooterIsland, commentFormIsland]);
    for (const element of Array.from(document.querySelectorAll("[data-react]")).filter((island) => islands.includes(island.getAttribute("data-react")!))) {
        const holder = document.createElement("div");
        element.replaceWith(holder);
        holder.appendChild(element);
        await act(async () => {
            roots.push(...(await mountIslands(holder, wrap)));
        });
    }
    const toasts = document.getElementById("toasts")!;
    act(() => {
        const root = createRoot(toasts);
        root.render(wrap(<ToastContainer />));
        roots.push(root);
    });
}

/** Options, Move, the category found by its name, Save. */
async function moveTo(category: typeof GENERAL) {
    fireEvent.keyDown(screen.getByRole("button", { name: "Options" }), { key: "ArrowDown" });
    fireEvent.click(screen.getByRole("button", { name: "Move" }));
    const dialog = await screen.findByRole("dialog", { name: "Move Discussion" });
    fireEvent.change(within(dialog).getByRole("searchbox", { name: "Category" }), { target: { value: category.name } });
    fireEvent.click(await within(dialog).findByRole("radio", { name: category.name }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Move Discussion" })).toBeNull());
}

const replyForm = () => document.getElementById("create-comment")!;
const footers = () => Array.from(document.querySelectorAll<HTMLElement>('[data-react="PostFooter"]'));
const commentFooter = () => document.getElementById(`Comment_${COMMENT_ID}`)!.querySelector<HTMLElement>('[data-react="PostFooter"]')!;
const discussionRequests = () => requestsSent().filter((request) => request.includes(`/discussions/${DISCUSSION_ID}`));

/** The form to write in, Quote under both posts, Reply under the comment. */
function expectMayComment() {
    expect(within(replyForm()).queryByRole("textbox", { name: "Body" })).not.toBeNull();
    expect(within(replyForm()).queryByText(NO_PERMISSION_NOTICE)).toBeNull();
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Quote" })).not.toBeNull();
    expect(within(commentFooter()).queryByRole("button", { name: "Reply" })).not.toBeNull();
}

/** What a reload shows the moderator in a category where they may not comment. */
function expectMayNotComment() {
    expect(within(replyForm()).getByText(NO_PERMISSION_NOTICE)).toBeTruthy();
    expect(within(replyForm()).queryByRole("textbox")).toBeNull();
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Quote" })).toBeNull();
    expect(within(commentFooter()).queryByRole("button", { name: "Reply" })).toBeNull();
    // Share stays: only what needs the permission to comment goes.
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Share" })).not.toBeNull();
}

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
