/**
 * The discussion options menu (content §4, §6, §8): the items each permission set gets, the
 * flip-then-refresh of the toggles, the toasts, and the delete confirmation.
 */
import fetchMock from "jest-fetch-mock";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { IPageMeta } from "@library/boot/pageMeta";
import { LoadStatus } from "@library/redux/asyncThunk";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { resetToastIDs, selectToasts, toastsReducer } from "@library/toasts/toastsSlice";
import { EMPTY_PERMISSIONS, type IPermissionsRecord } from "@library/users/permissionTypes";
import { discussionOptions, type IOptionsDiscussion } from "@vanilla/discussion/discussionOptions";
import { DiscussionOptionsIsland } from "@vanilla/discussion/DiscussionOptionsIsland";
import { DELETE_CONFIRM_MESSAGE, DiscussionOptionsMenu, pageNavigator, type IDiscussionOptionsMenuProps } from "@vanilla/discussion/DiscussionOptionsMenu";
import { getDiscussionListAction } from "@vanilla/discussions/discussionActions";
import { discussionListParamsFromLocation } from "@vanilla/discussions/discussionListQuery";
import { discussionsReducer, selectDeleteStatus, selectDiscussionList, selectPatchStatus, selectStoredDiscussion } from "@vanilla/discussions/discussionsSlice";
import { MESSAGE_BUMPED, MESSAGE_DISMISSAL_CANCELLED, MESSAGE_DISMISSED, toggleDiscussionFlag } from "@vanilla/discussions/discussionThunks";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { stableKey } from "@library/utility/stableKey";
import { createTestStore, globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";
import { sentRequest } from "@tests/setup/sentRequest";

const AUTHOR_ID = 3;
const CATEGORY_ID = 5;

const MODERATOR_PERMISSIONS = globalPermissions(["discussions.view", "comments.add", "discussions.close", "discussions.moderate", "discussions.manage", "curation.manage"]);

function metaFor(userID: number, permissions: IPermissionsRecord): IPageMeta {
    return discussionViewMeta({
        mode: "app",
        url: "/discussion/7",
        currentUser: testUser(userID, userID ? `user${userID}` : "Guest"),
        permissions,
    });
}

function makeDiscussion(overrides: Partial<IDiscussion> = {}): IDiscussion {
    return testDiscussion(7, {
        name: "Discussion 7",
        url: "/discussion/7/discussion-7",
        canonicalUrl: "/discussion/7/discussion-7",
        categoryID: CATEGORY_ID,
        insertUserID: AUTHOR_ID,
        lastUserID: AUTHOR_ID,
        dismissed: false,
        category: { categoryID: CATEGORY_ID, name: "General", url: "/categories/general" },
        ...overrides,
    });
}

const OPEN: IOptionsDiscussion = { categoryID: CATEGORY_ID, insertUserID: AUTHOR_ID, pinned: false, closed: false, sink: false, dismissed: false };
const ANNOUNCEMENT: IOptionsDiscussion = { ...OPEN, pinned: true };

function labels(permissions: IPermissionsRecord, viewerID: number, discussion: IOptionsDiscussion): string[] {
    return discussionOptions(7, discussion, { permissions, viewerID }).map((option) => `${option.group}:${option.label}`);
}

function newStore() {
    return createTestStore({ reducers: { discussions: discussionsReducer, toasts: toastsReducer } });
}

type Store = ReturnType<typeof newStore>;

function mockJson(status: number, body: unknown) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function requestAt(index: number): { method: string; path: string; request: Request } {
    const request = sentRequest(index);
    return { method: request.method, path: new URL(request.url, "http://localhost").pathname, request };
}

function props(discussion: IDiscussion): IDiscussionOptionsMenuProps {
    return {
        discussionID: discussion.discussionID,
        categoryID: discussion.categoryID,
        insertUserID: discussion.insertUserID,
        pinned: discussion.pinned,
        closed: discussion.closed,
        sink: discussion.sink,
        dismissed: discussion.dismissed ?? false,
        categoryUrl: discussion.category?.url,
    };
}

function renderMenu(store: Store, meta: IPageMeta, discussion = makeDiscussion()) {
    return renderWithPage(
        <>
            <DiscussionOptionsMenu {...props(discussion)} />
            <ToastContainer />
        </>,
        { store, meta },
    );
}

/** Opens the menu from the keyboard, as the menu-button pattern has it. */
function openMenu() {
    const button = screen.getByRole("button", { name: "Options" });
    fireEvent.keyDown(button, { key: "ArrowDown" });
    return button;
}

beforeEach(() => {
    resetToastIDs();
    fetchMock.resetMocks();
});
afterEach(() => resetReducerRegistry());

describe("discussionOptions: the items per permission set (content §6)", () => {
    it("gives guests nothing, even on an announcement", () => {
        expect(labels(EMPTY_PERMISSIONS, 0, ANNOUNCEMENT)).toEqual([]);
        expect(labels(MODERATOR_PERMISSIONS, 0, OPEN)).toEqual([]);
    });

    it("gives a member Dismiss on announcements only", () => {
        const member = globalPermissions(["discussions.view", "comments.add"]);
        expect(labels(member, 9, OPEN)).toEqual([]);
        expect(labels(member, 9, ANNOUNCEMENT)).toEqual(["first:Dismiss"]);
        expect(labels(member, 9, { ...ANNOUNCEMENT, dismissed: true })).toEqual(["first:Dismissed"]);
    });

    it("gives the author Close with discussions.closeOwn, and not on someone else's discussion", () => {
        const closeOwn = globalPermissions(["discussions.closeOwn"]);
        expect(labels(closeOwn, AUTHOR_ID, OPEN)).toEqual(["status:Close"]);
        expect(labels(closeOwn, AUTHOR_ID, { ...OPEN, closed: true })).toEqual(["status:Closed"]);
        expect(labels(closeOwn, 9, OPEN)).toEqual([]);
        expect(labels(EMPTY_PERMISSIONS, AUTHOR_ID, OPEN)).toEqual([]);
    });

    it("gives each permission its item: close, moderate/manage-community (sink), curation (bump), manage (delete)", () => {
        expect(labels(globalPermissions(["discussions.close"]), 9, OPEN)).toEqual(["status:Close"]);
        expect(labels(globalPermissions(["discussions.moderate"]), 9, OPEN)).toEqual(["moderation:Sink", "moderation:Announce", "moderation:Revision History", "moderation:Deleted Comments", "flag:Reports"]);
        expect(labels(globalPermissions(["community.manage"]), 9, { ...OPEN, sink: true })).toEqual(["moderation:Sunk", "moderation:Announce", "moderation:Add to Collection"]);
        expect(labels(globalPermissions(["curation.manage"]), 9, OPEN)).toEqual(["moderation:Bump"]);
        expect(labels(globalPermissions(["discussions.manage"]), 9, OPEN)).toEqual(["moderation:Change Author", "default:Delete"]);
    });

    it("gives a moderator every item, grouped first, moderation, status, flag, default", () => {
        expect(labels(MODERATOR_PERMISSIONS, 2, ANNOUNCEMENT)).toEqual([
            "first:Dismiss",
            "moderation:Bump",
            "moderation:Sink",
            "moderation:Announce",
            "moderation:Change Author",
            "moderation:Revision History",
            "moderation:Deleted Comments",
            "status:Close",
            "flag:Reports",
            "default:Delete",
        ]);
        expect(labels({ ...EMPTY_PERMISSIONS, isAdmin: true }, 1, { ...OPEN, closed: true, sink: true, dateInserted: "2024-03-01T10:00:00Z" })).toEqual([
            "first:Edit",
            "moderation:Bump",
            "moderation:Sunk",
            "moderation:Announce",
            "moderation:Move",
            "moderation:Change Author",
            "moderation:Change Post Type",
            "moderation:Revision History",
            "moderation:Deleted Comments",
            "moderation:Add to Collection",
            "status:Closed",
            "flag:Reports",
            "default:Delete",
        ]);
    });

    it("reads category permissions where the category is a junction", () => {
        const junction: IPermissionsRecord = {
            isAdmin: false,
            permissions: [
                { type: "global", permissions: { "discussions.close": true } },
                { type: "category", id: CATEGORY_ID, permissions: { "discussions.manage": true } },
            ],
            junctions: { category: [CATEGORY_ID] },
            junctionAliases: {},
        };
        expect(labels(junction, 9, OPEN)).toEqual(["moderation:Change Author", "default:Delete"]);
    });
});

describe("DiscussionOptionsIsland", () => {
    it("renders nothing for a viewer without items, the menu for one with items", () => {
        const store = newStore();
        const { container, rerenderWithPage } = renderWithPage(<DiscussionOptionsIsland discussion={makeDiscussion()} />, { store, meta: metaFor(9, globalPermissions(["comments.add"])) });
        expect(container.innerHTML).toBe("");
        rerenderWithPage(<DiscussionOptionsIsland discussion={makeDiscussion()} />, metaFor(2, MODERATOR_PERMISSIONS));
        expect(screen.getByRole("button", { name: "Options" })).toBeTruthy();
    });
});

describe("DiscussionOptionsMenu", () => {
    it("opens from the keyboard with the items in group order, separated, and Escape gives focus back", () => {
        renderMenu(newStore(), metaFor(2, MODERATOR_PERMISSIONS), makeDiscussion({ pinned: true }));
        const button = openMenu();
        expect(button.getAttribute("aria-expanded")).toBe("true");
        const menuItems = [...document.querySelectorAll<HTMLElement>("[role=menu] a, [role=menu] button, ul a, ul button")].filter(
            (element, index, all) => element !== button && all.indexOf(element) === index,
        );
        expect(menuItems.map((item) => item.textContent)).toEqual(["Dismiss", "Bump", "Sink", "Announce", "Change Author", "Revision History", "Deleted Comments", "Close", "Reports", "Delete"]);
        expect(document.activeElement).toBe(menuItems[0]);
        // Four lines between the groups, drawn only (hidden from assistive technology, the list holds only the items).
        expect(document.querySelectorAll("ul > li[aria-hidden='true']")).toHaveLength(4);
        expect(screen.getAllByRole("listitem")).toHaveLength(menuItems.length);

        fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
        expect(document.activeElement).toBe(menuItems[1]);
        fireEvent.keyDown(document.activeElement!, { key: "Escape" });
        expect(button.getAttribute("aria-expanded")).toBe("false");
        expect(document.activeElement).toBe(button);
    });

    it("Close flips closed with PATCH, then refreshes with GET, and shows Closed", async () => {
        const store = newStore();
        renderMenu(store, metaFor(2, MODERATOR_PERMISSIONS));
        mockJson(200, makeDiscussion({ closed: true }));
        mockJson(200, makeDiscussion({ closed: true, dateUpdated: "2024-03-06T00:00:00Z" }));

        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Close" }));

        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        const patch = requestAt(0);
        expect([patch.method, patch.path]).toEqual(["PATCH", "/api/v2/discussions/7"]);
        expect(patch.request.headers.get("X-Requested-With")).toBe("vanilla");
        expect(JSON.parse(await patch.request.text())).toEqual({ closed: true });
        const refresh = requestAt(1);
        expect([refresh.method, refresh.path]).toEqual(["GET", "/api/v2/discussions/7"]);

        await waitFor(() => expect(selectStoredDiscussion(store.getState(), 7)?.dateUpdated).toBe("2024-03-06T00:00:00Z"));
        expect(selectPatchStatus(store.getState(), 7)).toEqual({ status: LoadStatus.SUCCESS });
        openMenu();
        expect(screen.getByRole("button", { name: "Closed" })).toBeTruthy();
        expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    });

    it("Sunk flips sink back to false", async () => {
        const store = newStore();
        renderMenu(store, metaFor(2, MODERATOR_PERMISSIONS), makeDiscussion({ sink: true }));
        mockJson(200, makeDiscussion({ sink: false }));
        mockJson(200, makeDiscussion({ sink: false }));
        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Sunk" }));
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        expect(JSON.parse(await requestAt(0).request.text())).toEqual({ sink: false });
        await waitFor(() => expect(selectStoredDiscussion(store.getState(), 7)?.sink).toBe(false));
        openMenu();
        expect(screen.getByRole("button", { name: "Sink" })).toBeTruthy();
    });

    it("Dismiss sends PUT /dismiss, refreshes, and toasts the success messages both ways", async () => {
        const store = newStore();
        const member = metaFor(9, globalPermissions(["comments.add"]));
        renderMenu(store, member, makeDiscussion({ pinned: true }));
        mockJson(200, { dismissed: true });
        mockJson(200, makeDiscussion({ pinned: true, dismissed: true }));
        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        const put = requestAt(0);
        expect([put.method, put.path]).toEqual(["PUT", "/api/v2/discussions/7/dismiss"]);
        expect(JSON.parse(await put.request.text())).toEqual({ dismissed: true });
        expect(requestAt(1).method).toBe("GET");
        await waitFor(() => expect(screen.getByText(MESSAGE_DISMISSED)).toBeTruthy());

        mockJson(200, { dismissed: false });
        mockJson(200, makeDiscussion({ pinned: true, dismissed: false }));
        await act(() => store.dispatch(toggleDiscussionFlag({ discussionID: 7, flag: "dismissed", current: true })));
        expect(selectToasts(store.getState()).map((toast) => toast.body)).toContain(MESSAGE_DISMISSAL_CANCELLED);
        expect(selectToasts(store.getState()).every((toast) => toast.autoDismiss && !toast.persistent)).toBe(true);
    });

    it("Bump sends PATCH /bump, refreshes and toasts", async () => {
        const store = newStore();
        renderMenu(store, metaFor(2, MODERATOR_PERMISSIONS));
        mockJson(200, makeDiscussion({ dateLastComment: "2024-04-01T00:00:00Z" }));
        mockJson(200, makeDiscussion({ dateLastComment: "2024-04-01T00:00:00Z" }));
        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Bump" }));
        await waitFor(() => expect(fetchMock.mock.calls).toHaveLength(2));
        expect([requestAt(0).method, requestAt(0).path]).toEqual(["PATCH", "/api/v2/discussions/7/bump"]);
        expect([requestAt(1).method, requestAt(1).path]).toEqual(["GET", "/api/v2/discussions/7"]);
        await waitFor(() => expect(screen.getByText(MESSAGE_BUMPED)).toBeTruthy());
    });

    it("a failure shows a persistent, dismissible toast with the description (else the message), and does not refresh", async () => {
        const store = newStore();
        renderMenu(store, metaFor(2, MODERATOR_PERMISSIONS));
        mockJson(403, { message: "Permission Problem", description: "You may not bump this post.", status: 403 });
        openMenu();
        fireEvent.click(screen.getByRole("button", { name: "Bump" }));
        await waitFor(() => expect(screen.getByText("You may not bump this post.")).toBeTruthy());
        expect(fetchMock.mock.calls).toHaveLength(1);
        const [toast] = selectToasts(store.getState());
        expect(toast).toMatchObject({ persistent: true, dismissible: true, autoDismiss: false });
        expect(selectPatchStatus(store.getState(), 7)).toMatchObject({ status: LoadStatus.ERROR, error: { status: 403 } });

        // It stays: well after the 3000 ms of auto-dismissed toasts.
        jest.useFakeTimers();
        try {
            act(() => jest.advanceTimersByTime(10_000));
            expect(screen.getByText("You may not bump this post.")).toBeTruthy();
        } finally {
            jest.useRealTimers();
        }

        mockJson(500, { message: "The server is tired.", status: 500 });
        await act(() => store.dispatch(toggleDiscussionFlag({ discussionID: 7, flag: "closed", current: false })));
        expect(screen.getByText("The server is tired.")).toBeTruthy();

        const area = screen.getByRole("status");
        fireEvent.click(within(area).getAllByRole("button", { name: "Dismiss" })[0]!);
        await waitFor(() => expect(selectToasts(store.getState()).filter((candidate) => candidate.visibility)).toHaveLength(1));
    });

    it("Delete asks first; Cancel keeps the discussion, Delete sends DELETE, clears it from the store and goes to the category", async () => {
        const store = newStore();
        const listParams = discussionListParamsFromLocation("/discussions", "");
        store.dispatch(
            getDiscussionListAction.done({
                params: listParams,
                result: { discussions: [makeDiscussion(), makeDiscussion({ discussionID: 8 })], paging: { total: 2, currentPage: 1, limit: 30, hasMorePages: false } },
            }),
        );
        const assign = jest.spyOn(pageNavigator, "assign").mockImplementation(() => undefined);
        try {
            renderMenu(store, metaFor(2, MODERATOR_PERMISSIONS));
            openMenu();
            fireEvent.click(screen.getByRole("button", { name: "Delete" }));
            const dialog = await screen.findByRole("dialog");
            expect(within(dialog).getByText(DELETE_CONFIRM_MESSAGE)).toBeTruthy();
            fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
            await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
            expect(fetchMock.mock.calls).toHaveLength(0);

            openMenu();
            fireEvent.click(screen.getByRole("button", { name: "Delete" }));
            fetchMock.mockResponseOnce("", { status: 204 });
            fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
            await waitFor(() => expect(assign).toHaveBeenCalledWith("/categories/general"));
            expect([requestAt(0).method, requestAt(0).path]).toEqual(["DELETE", "/api/v2/discussions/7"]);
            expect(selectDeleteStatus(store.getState(), 7)).toEqual({ status: LoadStatus.SUCCESS });
            expect(selectStoredDiscussion(store.getState(), 7)).toBeUndefined();
            expect(selectDiscussionList(store.getState(), stableKey(listParams))?.discussionIDs).toEqual([8]);
        } finally {
            assign.mockRestore();
        }
    });

    it("a failed delete keeps the page, closes the dialog and shows the persistent toast", async () => {
        const store = newStore();
        const assign = jest.spyOn(pageNavigator, "assign").mockImplementation(() => undefined);
        try {
            renderMenu(store, metaFor(2, MODERATOR_PERMISSIONS));
            openMenu();
            fireEvent.click(screen.getByRole("button", { name: "Delete" }));
            mockJson(403, { message: "You need the discussions.manage permission to do that.", status: 403 });
            fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
            await waitFor(() => expect(screen.getByText("You need the discussions.manage permission to do that.")).toBeTruthy());
            await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
            expect(assign).not.toHaveBeenCalled();
            expect(selectToasts(store.getState())[0]).toMatchObject({ persistent: true, dismissible: true });
        } finally {
            assign.mockRestore();
        }
    });
});
