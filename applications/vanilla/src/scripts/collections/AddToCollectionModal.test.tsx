/**
 * "Add to Collection" from the discussion options menu (content §6; shell §7): the item only
 * with community.manage, the form checking the collections that hold the discussion, creating
 * a collection, and Save sending the clear, then the set; the toasts of success and failure.
 */
import fetchMock from "jest-fetch-mock";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { lookupApi } from "@library/api/lookupApi";
import type { IPageMeta } from "@library/boot/pageMeta";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { resetToastIDs, toastsReducer } from "@library/toasts/toastsSlice";
import { EMPTY_PERMISSIONS, type IPermissionsRecord } from "@library/users/permissionTypes";
import { MESSAGE_COLLECTIONS_SAVED } from "@vanilla/collections/AddToCollectionModal";
import type { ICollection } from "@vanilla/collections/collectionTypes";
import { discussionOptions } from "@vanilla/discussion/discussionOptions";
import { DiscussionOptionsMenu } from "@vanilla/discussion/DiscussionOptionsMenu";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import { globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";

const DISCUSSION_ID = 7;
const CATEGORY_ID = 5;
const JSON_HEADERS = { "content-type": "application/json" };
const RECORD = { recordID: DISCUSSION_ID, recordType: "discussion" };

function collection(collectionID: number, name: string): ICollection {
    return { collectionID, name, dateInserted: "2026-01-01T00:00:00Z", dateUpdated: null, insertUserID: 1, updateUserID: null, records: [] };
}

const START_HERE = collection(1, "Start here");
const FAVOURITES = collection(2, "Community favourites");

function metaFor(permissions: IPermissionsRecord): IPageMeta {
    return discussionViewMeta({
        mode: "app",
        url: "/discussion/7",
        currentUser: testUser(1, "admin"),
        permissions,
    });
}

const MANAGER = globalPermissions(["community.manage"]);

interface IServer {
    collections: ICollection[];
    holding: number[];
    /** Answers for PUT /collections/by-resource, in turn; default: 200 with the collections set. */
    putStatuses: number[];
    requests: Array<{ method: string; path: string; body: unknown }>;
}

let server: IServer;

function json(body: unknown, status = 200) {
    return { status, body: JSON.stringify(body), headers: JSON_HEADERS };
}

beforeEach(() => {
    resetToastIDs();
    fetchMock.resetMocks();
    server = { collections: [START_HERE, FAVOURITES], holding: [2], putStatuses: [], requests: [] };
    fetchMock.mockResponse(async (request) => {
        const url = new URL(request.url, "http://localhost");
        const body = request.method === "GET" ? undefined : JSON.parse(await request.text());
        server.requests.push({ method: request.method, path: url.pathname, body });
        if (request.method === "GET" && url.pathname === "/api/v2/collections") return json(server.collections);
        if (request.method === "GET" && url.pathname === "/api/v2/collections/by-resource") {
            return json(server.collections.filter((item) => server.holding.includes(item.collectionID)));
        }
        if (request.method === "POST" && url.pathname === "/api/v2/collections") {
            if (body.name === "Start here") return json({ message: "A collection with this name already exists.", status: 400, errors: [{ field: "name", message: "A collection with this name already exists.", code: "unique" }] }, 400);
            const created = collection(server.collections.length + 1, body.name);
            server.collections = [...server.collections, created];
            return json(created, 201);
        }
        if (request.method === "PUT" && url.pathname === "/api/v2/collections/by-resource") {
            const status = server.putStatuses.shift() ?? 200;
            if (status !== 200) return json({ message: "The collections could not be saved.", status }, status);
            server.holding = body.collectionIDs;
            return json(server.collections.filter((item) => server.holding.includes(item.collectionID)));
        }
        return json({ message: "Not mocked", status: 599 }, 599);
    });
});

afterEach(() => resetReducerRegistry());

function renderMenu() {
    const { store } = renderWithPage(
        <>
            <DiscussionOptionsMenu discussionID={DISCUSSION_ID} categoryID={CATEGORY_ID} insertUserID={3} pinned={false} closed={false} sink={false} dismissed={false} />
            <ToastContainer />
        </>,
        { meta: metaFor(MANAGER), reducers: { discussions: discussionsReducer, toasts: toastsReducer, [lookupApi.reducerPath]: lookupApi.reducer } },
    );
    return store;
}

/** Opens the menu and chooses "Add to Collection"; resolves with the form once both lists are in. */
async function openForm() {
    fireEvent.keyDown(screen.getByRole("button", { name: "Options" }), { key: "ArrowDown" });
    fireEvent.click(screen.getByText("Add to Collection"));
    const dialog = await screen.findByRole("dialog", { name: "Add to Collection" });
    await waitFor(() => expect(checkbox(dialog, "Community favourites").checked).toBe(true));
    return dialog;
}

function checkbox(container: HTMLElement, name: string): HTMLInputElement {
    return within(container).getByRole("checkbox", { name }) as HTMLInputElement;
}

const puts = () => server.requests.filter((request) => request.method === "PUT");

describe("the Add to Collection item", () => {
    it("shows for community.manage (global or on the category), in the moderation group, and not without it", () => {
        const labels = (permissions: IPermissionsRecord, viewerID = 9) =>
            discussionOptions(DISCUSSION_ID, { categoryID: CATEGORY_ID, insertUserID: 3, pinned: false, closed: false, sink: false, dismissed: false }, { permissions, viewerID }).map(
                (option) => `${option.group}:${option.label}`,
            );
        expect(labels(MANAGER)).toContain("moderation:Add to Collection");
        expect(labels({ ...EMPTY_PERMISSIONS, permissions: [{ type: "category", id: CATEGORY_ID, permissions: { "community.manage": true } }] })).toContain("moderation:Add to Collection");
        expect(labels({ ...EMPTY_PERMISSIONS, permissions: [{ type: "global", permissions: { "discussions.moderate": true, "discussions.manage": true } }] })).not.toContain(
            "moderation:Add to Collection",
        );
        expect(labels(MANAGER, 0)).toEqual([]);
    });
});

describe("the Add to Collection form", () => {
    it("checks the collections holding the discussion; Save clears, then sets, in that order, then says so", async () => {
        renderMenu();
        const dialog = await openForm();
        expect(checkbox(dialog, "Start here").checked).toBe(false);
        const byResource = server.requests.find((request) => request.path === "/api/v2/collections/by-resource");
        expect(byResource).toBeDefined();

        fireEvent.click(within(dialog).getByRole("checkbox", { name: "Start here" }));
        fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

        expect((await screen.findByText(MESSAGE_COLLECTIONS_SAVED)).isConnected).toBe(true);
        expect(puts()).toEqual([
            { method: "PUT", path: "/api/v2/collections/by-resource", body: { record: RECORD, collectionIDs: [] } },
            { method: "PUT", path: "/api/v2/collections/by-resource", body: { record: RECORD, collectionIDs: [2, 1] } },
        ]);
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });

    it("creates a collection from the field (Enter), shows it checked, and saves it with the others", async () => {
        renderMenu();
        const dialog = await openForm();
        const field = within(dialog).getByLabelText("New collection");

        // A name the server refuses: its field error shows under the field, nothing is saved.
        fireEvent.change(field, { target: { value: "Start here" } });
        fireEvent.keyDown(field, { key: "Enter" });
        expect((await within(dialog).findByText("A collection with this name already exists.")).isConnected).toBe(true);
        expect(field.getAttribute("aria-invalid")).toBe("true");

        fireEvent.change(field, { target: { value: "Best answers" } });
        fireEvent.keyDown(field, { key: "Enter" });
        const created = await within(dialog).findByRole("checkbox", { name: "Best answers" });
        await waitFor(() => expect((created as HTMLInputElement).checked).toBe(true));
        expect((field as HTMLInputElement).value).toBe("");
        expect(server.requests.filter((request) => request.method === "POST").map((request) => request.body)).toEqual([
            { name: "Start here", records: [] },
            { name: "Best answers", records: [] },
        ]);
        expect(puts()).toEqual([]);

        fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
        expect((await screen.findByText(MESSAGE_COLLECTIONS_SAVED)).isConnected).toBe(true);
        expect(puts().map((request) => request.body)).toEqual([
            { record: RECORD, collectionIDs: [] },
            { record: RECORD, collectionIDs: [2, 3] },
        ]);
    });

    it("shows a toast that stays, with the server's message, when the set fails; reopening shows the server's state", async () => {
        jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
        try {
            renderMenu();
            server.putStatuses = [200, 500];
            const dialog = await openForm();
            fireEvent.click(within(dialog).getByRole("checkbox", { name: "Start here" }));
            fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

            const toast = await screen.findByText("The collections could not be saved.");
            expect(puts().map((request) => (request.body as { collectionIDs: number[] }).collectionIDs)).toEqual([[], [2, 1]]);
            await jest.advanceTimersByTimeAsync(10_000);
            expect(toast.isConnected).toBe(true);

            // The clear went through: reopened, the form asks again and shows none checked.
            const again = await (async () => {
                fireEvent.keyDown(screen.getByRole("button", { name: "Options" }), { key: "ArrowDown" });
                fireEvent.click(screen.getByText("Add to Collection"));
                return screen.findByRole("dialog", { name: "Add to Collection" });
            })();
            await waitFor(() => expect(server.requests.filter((request) => request.path === "/api/v2/collections/by-resource" && request.method === "GET")).toHaveLength(2));
            await waitFor(() => expect(checkbox(again, "Community favourites").checked).toBe(false));
        } finally {
            jest.useRealTimers();
        }
    });
});
