/**
 * The server-rendered discussion page for unit tests of what its islands follow
 * (DiscussionClosedReplies, DiscussionMovedReplies): a discussion with one comment, the page's
 * HTML as the server writes it, then the chosen islands hydrated in place, and the checks of the
 * reply form, Quote and Reply. A mismatch while hydrating is a console error, which fails the test.
 *
 * Call discussionPageFixture() at the top of a test file, before the file's own beforeEach: it
 * adds the hooks (the islands loaded once, the API routes and cleaning up after each test).
 */
import type { ReactElement } from "react";
import type { Reducer } from "@reduxjs/toolkit";
import { renderToString } from "react-dom/server";
import { createRoot } from "react-dom/client";
import { act, within } from "@testing-library/react";
import { mountIslands } from "@library/boot/mountIslands";
import type { IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import { COMPOSER_KEY, composerReducer } from "@library/forms/composerSlice";
import { InsideLayout } from "@library/layout/insideLayout";
import type { AppStore } from "@library/redux/store";
import { registerIslands } from "@library/registry/islandDefinition";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { resetToastIDs, toastsReducer } from "@library/toasts/toastsSlice";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { COMMENTS_KEY, commentsReducer } from "@vanilla/comments/commentsSlice";
import type { IComment } from "@vanilla/discussion/commentTypes";
import { DiscussionPage, type IDiscussionPageProps } from "@vanilla/discussion/DiscussionPage";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import { loadDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { reactionsReducer, reactionsStateOf } from "@vanilla/reactions/reactionsSlice";
import { createTestStore, discussionViewMeta, testUser, islandRootsPerTest } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { apiRoute, json } from "@tests/setup/apiRoutes";

export const DISCUSSION_ID = 10;
export const COMMENT_ID = 40;
/** The comment's author. */
export const MEMBER_ID = 7;
export const GENERAL = { categoryID: 1, name: "General", url: "/categories/general" };
export type ITestCategory = typeof GENERAL;

/** The discussion page (Island mode) as `userID` with `permissions` sees it. */
export function discussionPageMeta(userID: number, permissions: IPermissionsRecord): IPageMeta {
    return discussionViewMeta({ url: `/discussion/${DISCUSSION_ID}`, currentUser: testUser(userID), permissions });
}

/** The discussion, with its one comment, in General unless told. */
export function pageDiscussion(overrides: Partial<IDiscussion> = {}): IDiscussion {
    return testDiscussion(DISCUSSION_ID, { countComments: 1, categoryID: GENERAL.categoryID, category: GENERAL, ...overrides });
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

/** The page's props; `canComment` is what the server decides for the discussion as it is (vanillaRoutes). */
export function discussionPageProps(discussion: IDiscussion, canComment: boolean): IDiscussionPageProps {
    return {
        discussion,
        comments: [{ ...COMMENT, categoryID: discussion.categoryID }],
        pager: { page: 1, limit: 30, total: 1, hasMorePages: false, resultsOnPage: 1, firstPageUrl: discussion.url, pageUrlTemplate: `${discussion.url}/p{page}` },
        sort: "dateInserted",
        editableCommentIDs: [],
        siteOrigin: "http://localhost",
        commentForm: { discussionID: DISCUSSION_ID, signedIn: true, canComment, closed: discussion.closed, signInUrl: "/entry/signin" },
    };
}

export interface IDiscussionPageFixtureOptions {
    /** The islands the page hydrates: registered, and loaded once for the file. */
    islands: Parameters<typeof registerIslands>[0];
    /** What else loads on demand, loaded once for the file beside the islands. */
    preload?: () => Array<Promise<unknown>>;
    /** Reducers beside the page's own (discussions, toasts, reactions, the composer, comments). */
    reducers?: Record<string, Reducer>;
    /** What GET /api/v2/discussions/:id answers, read when it is asked. */
    serverDiscussion: () => IDiscussion;
}

export interface IServePageOptions {
    /** Runs after the server's HTML is in place, before any island hydrates. */
    beforeHydrating?: () => void;
    /** The `data-react` names to hydrate: all the fixture's islands unless told. */
    islands?: string[];
}

export interface IDiscussionPageFixture {
    newStore: () => AppStore;
    /** The page's HTML as the server writes it (Island mode, inside a layout: no title bar), then its islands hydrated. */
    servePage: (store: AppStore, meta: IPageMeta, props: IDiscussionPageProps, options?: IServePageOptions) => Promise<void>;
}

export function discussionPageFixture({ islands, preload = () => [], reducers = {}, serverDiscussion }: IDiscussionPageFixtureOptions): IDiscussionPageFixture {
    const roots = islandRootsPerTest();

    // What loads on demand is compiled once for the file here, so no test waits on that.
    beforeAll(() => Promise.all([loadDiscussionThunks(), ...islands.map((island) => island.load()), ...preload()]), 60_000);
    jest.setTimeout(20_000);

    beforeEach(() => {
        resetToastIDs();
        window.localStorage.clear();
        // The reply form looks for the member's saved reply (none here).
        apiRoute("GET", "/api/v2/drafts", () => json([]));
        apiRoute("GET", `/api/v2/discussions/${DISCUSSION_ID}`, () => json(serverDiscussion()));
    });

    function newStore(): AppStore {
        return createTestStore({
            reducers: { discussions: discussionsReducer, toasts: toastsReducer, reactions: reactionsReducer, [COMPOSER_KEY]: composerReducer, [COMMENTS_KEY]: commentsReducer, ...reducers },
            // The discussion has a Like, so its reaction bar shows.
            preloadedState: {
                reactions: reactionsStateOf([{ recordType: "discussion", recordID: DISCUSSION_ID, score: 1, reactions: [{ tagID: 1, urlcode: "Like", name: "Like", class: "Positive", count: 1, hasReacted: false }] }]),
            },
        });
    }

    async function servePage(
        store: AppStore,
        meta: IPageMeta,
        props: IDiscussionPageProps,
        { beforeHydrating, islands: names = islands.map((island) => island.name) }: IServePageOptions = {},
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
        registerIslands(islands);
        // Each island of those, in place (the page's other islands are not these tests').
        for (const element of Array.from(document.querySelectorAll("[data-react]")).filter((island) => names.includes(island.getAttribute("data-react")!))) {
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

    return { newStore, servePage };
}

export const replyForm = () => document.getElementById("create-comment")!;
export const footers = () => Array.from(document.querySelectorAll<HTMLElement>('[data-react="PostFooter"]'));
export const commentFooter = () => document.getElementById(`Comment_${COMMENT_ID}`)!.querySelector<HTMLElement>('[data-react="PostFooter"]')!;

/** The form to write in, Quote under both posts, Reply under the comment; not the `notice` that says why one may not. */
export function expectRepliesOffered(notice: string) {
    expect(within(replyForm()).queryByRole("textbox", { name: "Body" })).not.toBeNull();
    expect(within(replyForm()).queryByText(notice)).toBeNull();
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Quote" })).not.toBeNull();
    expect(within(commentFooter()).queryByRole("button", { name: "Reply" })).not.toBeNull();
}

/** What a reload shows a viewer who may not comment: the `notice` in place of the form, no Quote or Reply. */
export function expectRepliesWithheld(notice: string) {
    expect(within(replyForm()).getByText(notice)).toBeTruthy();
    expect(within(replyForm()).queryByRole("textbox")).toBeNull();
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Quote" })).toBeNull();
    expect(within(commentFooter()).queryByRole("button", { name: "Reply" })).toBeNull();
    // Share stays: only what needs the permission to comment goes.
    for (const footer of footers()) expect(within(footer).queryByRole("button", { name: "Share" })).not.toBeNull();
}
