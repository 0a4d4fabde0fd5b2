/**
 * On the server-rendered discussion page, the reply form and the posts' Quote and Reply follow a
 * Close or reopen from the options menu at once, as the "Closed" label does, by the rule the
 * server decides them with (commentPermissions.canCommentOnDiscussion): comments.add, or
 * discussions.close when closed. A refused change changes nothing; hydration renders the
 * server's HTML (a mismatch is a console error, which fails the test).
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoot, type Root } from "react-dom/client";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
import { commentFormIsland, discussionOptionsIsland, discussionStatusIsland, postFooterIsland } from "@vanilla/discussion/discussionIslands";
import { getDiscussionAction } from "@vanilla/discussions/discussionActions";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import { loadDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { reactionsReducer, reactionsStateOf } from "@vanilla/reactions/reactionsSlice";
import { createTestStore, globalPermissions, testMeta, testUser } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { apiRoute, json, requestsSent } from "@tests/setup/apiRoutes";

const DISCUSSION_ID = 10;
const COMMENT_ID = 40;
const AUTHOR_ID = 5;
const MODERATOR_ID = 2;
const MEMBER_ID = 7;
/** The discussion's author, who may close their own discussion but not comment on a closed one. */
const AUTHOR_PERMISSIONS = globalPermissions(["discussions.view", "comments.add", "discussions.closeOwn"]);
/** A moderator who may comment on closed discussions. */
const MODERATOR_PERMISSIONS = globalPermissions(["discussions.view", "comments.add", "discussions.close"]);
const MEMBER_PERMISSIONS = globalPermissions(["discussions.view", "comments.add"]);
const CLOSED_NOTICE = "This discussion is closed.";

function metaFor(userID: number, permissions: IPermissionsRecord): IPageMeta {
    return testMeta({ entry: "discussion", mode: "island", title: "A discussion - Hearth", url: `/discussion/${DISCUSSION_ID}`, currentUser: testUser(userID), permissions, tick: { type: "discussion_view" } });
}

function makeDiscussion(overrides: Partial<IDiscussion> = {}): IDiscussion {
    return testDiscussion(DISCUSSION_ID, { insertUserID: AUTHOR_ID, countComments: 1, category: { categoryID: 1, name: "General", url: "/categories/general" }, ...overrides });
}

const COMMENT: IComment = {
    commentID: COMMENT_ID,
    discussionID: DISCUSSION_ID,
    categoryID: 1,
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
        comments: [COMMENT],
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
        reducers: { discussions: discussionsReducer, toasts: toastsReducer, reactions: reactionsReducer, [COMPOSER_KEY]: composerReducer, [COMMENTS_KEY]: commentsReducer },
        // The discussion has a Like, so its reaction bar shows.
        preloadedState: {
            reactions: reactionsStateOf([{ recordType: "discussion", recordID: DISCUSSION_ID, score: 1, reactions: [{ tagID: 1, urlcode: "Like", name: "Like", class: "Positive", count: 1, hasReacted: false }] }]),
        },
    });
}

let roots: Root[] = [];
/** What the server answers for the discussion: PATCH sets it, the menu's refresh reads it. */
let serverClosed = false;

// What loads on demand is compiled once for the file here, so no test waits on that.
beforeAll(() => Promise.all([loadDiscussionThunks(), discussionOptionsIsland.load(), discussionStatusIsland.load(), postFooterIsland.load(), commentFormIsland.load()]), 60_000);
jest.setTimeout(20_000);

beforeEach(() => {
    resetToastIDs();
    window.localStorage.clear();
    setDraftMember(AUTHOR_ID);
    serverClosed = false;
    // The reply form looks for the member's saved reply (none here).
    apiRoute("GET", "/api/v2/drafts", () => json([]));
    apiRoute("GET", `/api/v2/discussions/${DISCUSSION_ID}`, () => json(makeDiscussion({ closed: serverClosed })));
});

afterEach(() => {
    act(() => roots.forEach((root) => root.unmount()));
    roots = [];
    document.body.innerHTML = "";
    resetComponentRegistry();
    resetReducerRegistry();
});

function acceptPatches() {
    apiRoute("PATCH", `/api/v2/discussions/${DISCUSSION_ID}`, async (request) => {
        serverClosed = ((await request.json()) as { closed: boolean }).closed;
        return json(makeDiscussion({ closed: serverClosed }));
    });
}

/** The page's HTML as the server writes it (Island mode, inside a layout: no title bar), then its islands hydrated. */
async function servePage(
    store: AppStore,
    meta: IPageMeta,
    props: IDiscussionPageProps,
    { beforeHydrating, islands = ["DiscussionOptionsMenu", "DiscussionStatus", "PostFooter", "CommentForm"] }: { beforeHydrating?: () => void; islands?: string[] } = {},
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
    registerIslands([discussionOptionsIsland, discussionStatusIsland, postFooterIsland, commentFormIsland]);
    // Each island of those, in place (the page's other islands are not this test's).
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

function choose(item: "Close" | "Closed") {
    fireEvent.keyDown(screen.getByRole("button", { name: "Options" }), { key: "ArrowDown" });
    fireEvent.click(screen.getByRole("button", { name: item }));
}

const replyForm = () => document.getElementById("create-comment")!;
const footers = () => Array.from(document.querySelectorAll<HTMLElement>('[data-react="PostFooter"]'));
const discussionFooter = () => footers().find((footer) => !footer.closest("li"))!;
const commentFooter = () => document.getElementById(`Comment_${COMMENT_ID}`)!.querySelector<HTMLElement>('[data-react="PostFooter"]')!;
const label = () => document.querySelector('[data-discussion-status="closed"]');

/** The form to write in, Quote under both posts, Reply under the comment. */
function expectMayComment() {
    expect(within(replyForm()).queryByRole("textbox", { name: "Body" })).not.toBeNull();
    expect(within(replyForm()).queryByText(CLOSED_NOTICE)).toBeNull();
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Quote" })).not.toBeNull();
    expect(within(commentFooter()).queryByRole("button", { name: "Reply" })).not.toBeNull();
}

/** What a reload shows a member who may not comment on the closed discussion. */
function expectClosedToThem() {
    expect(within(replyForm()).getByText(CLOSED_NOTICE)).toBeTruthy();
    expect(within(replyForm()).queryByRole("textbox")).toBeNull();
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Quote" })).toBeNull();
    expect(within(commentFooter()).queryByRole("button", { name: "Reply" })).toBeNull();
    // Share stays: only what needs the permission to comment goes.
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Share" })).not.toBeNull();
}

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
