/**
 * The "Closed" label under a discussion's title follows the options menu's Close and reopen at
 * once (both islands read the page's one store), stays as it was when the change is refused,
 * and hydrates over the server's HTML without a mismatch.
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { mountIslands } from "@library/boot/mountIslands";
import type { IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import { InsideLayout } from "@library/layout/insideLayout";
import { LoadStatus } from "@library/redux/asyncThunk";
import type { AppStore } from "@library/redux/store";
import { registerIslands } from "@library/registry/islandDefinition";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { resetToastIDs, toastsReducer } from "@library/toasts/toastsSlice";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { DiscussionOptionsMenu } from "@vanilla/discussion/DiscussionOptionsMenu";
import { discussionOptionsProps } from "@vanilla/discussion/DiscussionOptionsIsland";
import { DiscussionPage, type IDiscussionPageProps } from "@vanilla/discussion/DiscussionPage";
import { DiscussionStatus } from "@vanilla/discussion/DiscussionStatus";
import { discussionOptionsIsland, discussionStatusIsland } from "@vanilla/discussion/discussionIslands";
import { getDiscussionAction } from "@vanilla/discussions/discussionActions";
import { discussionsReducer, selectPatchStatus, selectStoredDiscussion } from "@vanilla/discussions/discussionsSlice";
import { loadDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { createTestStore, globalPermissions, renderWithPage, discussionViewMeta, testUser, islandRootsPerTest } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const DISCUSSION_ID = 10;
const MODERATOR_ID = 2;
const MODERATOR_PERMISSIONS = globalPermissions(["discussions.view", "comments.add", "discussions.close"]);
const MEMBER_PERMISSIONS = globalPermissions(["discussions.view", "comments.add"]);
const LABEL = '[data-discussion-status="closed"]';

function metaFor(userID: number, permissions: IPermissionsRecord, mode: IPageMeta["mode"] = "app"): IPageMeta {
    return discussionViewMeta({ mode, url: `/discussion/${DISCUSSION_ID}`, currentUser: testUser(userID), permissions });
}

function makeDiscussion(overrides: Partial<IDiscussion> = {}): IDiscussion {
    return testDiscussion(DISCUSSION_ID, { insertUserID: 5, category: { categoryID: 1, name: "General", url: "/categories/general" }, ...overrides });
}

function newStore(): AppStore {
    return createTestStore({ reducers: { discussions: discussionsReducer, toasts: toastsReducer } });
}

function mockJson(status: number, body: unknown) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function label(): Element | null {
    return document.querySelector(LABEL);
}

/** The menu and the label as the page has them: two roots of one store. */
function renderMenuAndLabel(store: AppStore, discussion: IDiscussion) {
    return renderWithPage(
        <>
            <DiscussionOptionsMenu {...discussionOptionsProps(discussion)} />
            <DiscussionStatus discussionID={discussion.discussionID} closed={discussion.closed} />
            <ToastContainer />
        </>,
        { store, meta: metaFor(MODERATOR_ID, MODERATOR_PERMISSIONS) },
    );
}

function choose(item: "Close" | "Closed") {
    fireEvent.keyDown(screen.getByRole("button", { name: "Options" }), { key: "ArrowDown" });
    fireEvent.click(screen.getByRole("button", { name: item }));
}

// What loads on demand (the menu's thunks with the API client, the islands' code) is compiled
// once for the file here, so no test waits on that on a busy machine.
beforeAll(() => Promise.all([loadDiscussionThunks(), discussionOptionsIsland.load(), discussionStatusIsland.load()]), 60_000);
// Rendering the page on the server, then hydrating it, with the cores shared by other runs: a
// test's limit, not a wait (every test waits for states).
jest.setTimeout(20_000);

beforeEach(() => {
    resetToastIDs();
    fetchMock.resetMocks();
});
afterEach(() => resetReducerRegistry());

describe("DiscussionStatus: the label follows the options menu", () => {
    it("shows Closed once the Close is accepted", async () => {
        const store = newStore();
        renderMenuAndLabel(store, makeDiscussion());
        expect(label()).toBeNull();
        mockJson(200, makeDiscussion({ closed: true }));
        mockJson(200, makeDiscussion({ closed: true }));

        choose("Close");

        await waitFor(() => expect(label()?.textContent).toBe("Closed"));
        expect(JSON.parse(await sentRequest(0).text())).toEqual({ closed: true });
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        expect(label()).not.toBeNull();
    });

    it("drops Closed once the reopen is accepted", async () => {
        const store = newStore();
        renderMenuAndLabel(store, makeDiscussion({ closed: true }));
        expect(label()?.textContent).toBe("Closed");
        mockJson(200, makeDiscussion({ closed: false }));
        mockJson(200, makeDiscussion({ closed: false }));

        choose("Closed");

        await waitFor(() => expect(label()).toBeNull());
        expect(JSON.parse(await sentRequest(0).text())).toEqual({ closed: false });
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        expect(label()).toBeNull();
    });

    it("stays off when the Close is refused (500)", async () => {
        const store = newStore();
        renderMenuAndLabel(store, makeDiscussion());
        mockJson(500, { message: "The server is tired.", status: 500 });
        choose("Close");
        await waitFor(() => expect(screen.getByText("The server is tired.")).toBeTruthy());
        expect(selectPatchStatus(store.getState(), DISCUSSION_ID)).toMatchObject({ status: LoadStatus.ERROR, error: { status: 500 } });
        expect(fetchMock.mock.calls).toHaveLength(1);
        expect(label()).toBeNull();
    });

    it("keeps Closed when the reopen is refused (500)", async () => {
        const store = newStore();
        renderMenuAndLabel(store, makeDiscussion({ closed: true }));
        mockJson(500, { message: "The server is tired.", status: 500 });
        choose("Closed");
        await waitFor(() => expect(screen.getByText("The server is tired.")).toBeTruthy());
        expect(fetchMock.mock.calls).toHaveLength(1);
        expect(label()?.textContent).toBe("Closed");
    });
});

describe("DiscussionStatus on the server-rendered page", () => {
    const roots = islandRootsPerTest();

    function pageProps(discussion: IDiscussion): IDiscussionPageProps {
        return {
            discussion,
            comments: [],
            pager: { page: 1, limit: 30, total: 0, hasMorePages: false, resultsOnPage: 0, firstPageUrl: discussion.url, pageUrlTemplate: `${discussion.url}/p{page}` },
            sort: "dateInserted",
            editableCommentIDs: [],
            siteOrigin: "http://localhost",
            commentForm: { discussionID: discussion.discussionID, signedIn: true, canComment: true, closed: discussion.closed, signInUrl: "/entry/signin" },
        };
    }

    /** The discussion page's HTML as the server writes it on an Island page (inside a layout: no title bar). */
    function serverPage(store: AppStore, meta: IPageMeta, discussion: IDiscussion): string {
        return renderToString(
            <Providers store={store} meta={meta}>
                <InsideLayout.Provider value={true}>
                    <DiscussionPage {...pageProps(discussion)} />
                </InsideLayout.Provider>
            </Providers>,
        );
    }

    /** Hydrates the given islands of the page only (the others' code is not this test's). */
    async function hydrate(store: AppStore, meta: IPageMeta, names: string[]): Promise<void> {
        const wrap = (content: ReactElement) => (
            <Providers store={store} meta={meta}>
                {content}
            </Providers>
        );
        for (const name of names) {
            const element = document.querySelector(`[data-react="${name}"]`);
            if (!element?.parentElement) throw new Error(`No island ${name} on the page.`);
            await act(async () => {
                roots.push(...(await mountIslands(element.parentElement!, wrap)));
            });
        }
    }

    it("is an island for a moderator: Close in the menu shows Closed under the title at once", async () => {
        const store = newStore();
        const meta = metaFor(MODERATOR_ID, MODERATOR_PERMISSIONS, "island");
        document.body.innerHTML = serverPage(store, meta, makeDiscussion());
        expect(document.querySelector('[data-react="DiscussionStatus"]')).not.toBeNull();
        expect(label()).toBeNull();
        registerIslands([discussionOptionsIsland, discussionStatusIsland]);
        await hydrate(store, meta, ["DiscussionOptionsMenu", "DiscussionStatus"]);

        mockJson(200, makeDiscussion({ closed: true }));
        mockJson(200, makeDiscussion({ closed: true }));
        choose("Close");
        await waitFor(() => expect(label()?.textContent).toBe("Closed"));
        // Under the title, in the post's meta line, where the server writes it.
        expect(label()?.closest("article")).not.toBeNull();

        mockJson(200, makeDiscussion({ closed: false }));
        mockJson(200, makeDiscussion({ closed: false }));
        choose("Closed");
        await waitFor(() => expect(label()).toBeNull());
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(4));
        expect(selectStoredDiscussion(store.getState(), DISCUSSION_ID)?.closed).toBe(false);
    });

    it("hydrates the server's label without a mismatch, even when a change reached the store before its code", async () => {
        const store = newStore();
        const meta = metaFor(MODERATOR_ID, MODERATOR_PERMISSIONS, "island");
        document.body.innerHTML = serverPage(store, meta, makeDiscussion({ closed: true }));
        const serverLabel = label();
        expect(serverLabel?.textContent).toBe("Closed");
        registerIslands([discussionStatusIsland]);
        await hydrate(store, meta, ["DiscussionStatus"]);
        // Hydrated in place (a mismatch would also be a console.error, which fails the test).
        expect(label()).toBe(serverLabel);

        // The page's menu reopened it before this island's code arrived.
        act(() => roots.splice(0).forEach((root) => root.unmount()));
        document.body.innerHTML = serverPage(store, meta, makeDiscussion({ closed: true }));
        store.dispatch(getDiscussionAction.done({ params: { discussionID: DISCUSSION_ID }, result: makeDiscussion({ closed: false }) }));
        await hydrate(store, meta, ["DiscussionStatus"]);
        await waitFor(() => expect(label()).toBeNull());
    });

    it("is plain HTML for a member, who cannot change it", () => {
        const store = newStore();
        const meta = metaFor(7, MEMBER_PERMISSIONS, "island");
        document.body.innerHTML = serverPage(store, meta, makeDiscussion({ closed: true }));
        expect(label()?.textContent).toBe("Closed");
        expect(document.querySelector('[data-react="DiscussionStatus"]')).toBeNull();
        document.body.innerHTML = serverPage(store, meta, makeDiscussion());
        expect(label()).toBeNull();
    });
});
