/**
 * Bulk actions on the server-rendered list (an Island page, as /discussions is): the rows are the
 * server's HTML with islands in them, hydrated without a mismatch (a mismatch is a console error,
 * which fails the test), and what a run did shows in them at once (content §4 "Bulk": close sets
 * closed on the items it succeeded on, move sets their new category), the failed ones unchanged.
 */
import fetchMock from "jest-fetch-mock";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mountIslands } from "@library/boot/mountIslands";
import { Providers } from "@library/boot/Providers";
import { createAppStore, type AppStore } from "@library/redux/store";
import { registerIslands } from "@library/registry/islandDefinition";
import { closeBulkReport } from "@vanilla/bulk/bulkActions";
import { registerBulkSelectionSlice } from "@vanilla/bulk/bulkSelectionSlice";
import { bulkDeleteDiscussions, bulkMoveDiscussions } from "@vanilla/bulk/bulkThunks";
import { DiscussionList } from "@vanilla/discussions/DiscussionList";
import { discussionListClasses } from "@vanilla/discussions/discussionList.styles";
import { registerDiscussionsSlice } from "@vanilla/discussions/discussionsSlice";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { discussionListPage } from "@vanilla/pages/discussionListPage";
import { globalPermissions, testMeta, testUser, islandRootsPerTest } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";

const SHOW_AND_TELL = { categoryID: 3, name: "Show and Tell", url: "/categories/show-and-tell" };
const OFF_TOPIC = { categoryID: 7, name: "Off Topic", url: "/categories/off-topic" };

const meta = testMeta({
    mode: "island",
    currentUser: testUser(5, "moderator"),
    permissions: globalPermissions(["discussions.view", "discussions.manage", "discussions.close", "discussions.edit", "discussions.delete"]),
});

const discussions: IDiscussion[] = [
    testDiscussion(1, { name: "Pottery", categoryID: 3, category: SHOW_AND_TELL }),
    testDiscussion(2, { name: "Knitting", categoryID: 3, category: SHOW_AND_TELL }),
    testDiscussion(3, { name: "Gardening", categoryID: 3, category: SHOW_AND_TELL }),
    testDiscussion(4, { name: "Old news", categoryID: 3, category: SHOW_AND_TELL, closed: true }),
];

let store: AppStore;
const roots = islandRootsPerTest();

const wrap = (content: ReactElement) => (
    <Providers store={store} meta={meta}>
        {content}
    </Providers>
);

/** The page as the server sends it (its own store), and the browser's store before its islands hydrate. */
function serverRenderedPage(): void {
    registerIslands(discussionListPage.islands);
    document.body.innerHTML = renderToString(
        <Providers store={createAppStore()} meta={meta}>
            <DiscussionList discussions={discussions} />
        </Providers>,
    );
    // What the islands' modules register as they load (they load once per test file).
    registerBulkSelectionSlice();
    registerDiscussionsSlice();
    store = createAppStore();
}

async function hydrate(): Promise<void> {
    await act(async () => {
        roots.push(...(await mountIslands(document, wrap)));
    });
}

async function serverRenderedList(): Promise<void> {
    serverRenderedPage();
    await hydrate();
}

function row(discussionID: number): HTMLElement {
    const element = document.querySelector<HTMLElement>(`li[data-discussion-id="${discussionID}"]`);
    if (!element) throw new Error(`No row for discussion ${discussionID}.`);
    return element;
}

/** The row's tags (Announcement, Closed, …), as the list renders them. */
function tags(discussionID: number): string[] {
    return Array.from(row(discussionID).getElementsByClassName(discussionListClasses.badge), (tag) => tag.textContent ?? "");
}

/** The row's category: its name and link. */
function category(discussionID: number): [string, string | null] {
    const link = within(row(discussionID)).getByText((_, element) => element?.tagName === "A" && !!element.getAttribute("href")?.startsWith("/categories/"));
    return [link.textContent ?? "", link.getAttribute("href")];
}

function answer(body: unknown) {
    fetchMock.mockResponseOnce(JSON.stringify(body), { headers: { "content-type": "application/json" } });
}

const NO_CLOSE = { message: "You need the discussions.close permission to do that.", code: 403 };
const progress = (successIDs: number[], failedIDs: number[], exceptionsByID = {}) => ({
    progress: { successIDs, failedIDs, exceptionsByID, countTotalIDs: successIDs.length + failedIDs.length },
    callbackPayload: null,
});

afterEach(() => localStorage.clear());

describe("bulk actions on a server-rendered list", () => {
    it("move: the row it succeeded on shows its new category (name and link) at once, the failed one its old", async () => {
        await serverRenderedList();
        expect([category(1), category(2)]).toEqual([
            ["Show and Tell", "/categories/show-and-tell"],
            ["Show and Tell", "/categories/show-and-tell"],
        ]);

        answer(progress([1], [2], { 2: { message: "You need the discussions.edit permission to do that.", code: 403 } }));
        await act(() => store.dispatch(bulkMoveDiscussions({ discussionIDs: [1, 2], categoryID: OFF_TOPIC.categoryID, addRedirects: false, category: OFF_TOPIC })));

        expect(category(1)).toEqual(["Off Topic", "/categories/off-topic"]);
        expect(category(2)).toEqual(["Show and Tell", "/categories/show-and-tell"]);
        expect(category(3)).toEqual(["Show and Tell", "/categories/show-and-tell"]);
    });

    it("close, from the toast: the rows it succeeded on get the Closed tag a closed discussion has, the failed one stays open", async () => {
        await serverRenderedList();
        expect(tags(4)).toEqual(["Closed"]);
        for (const name of ["Pottery", "Knitting", "Gardening"]) act(() => fireEvent.click(screen.getByRole("checkbox", { name: `Select ${name}` })));

        answer(progress([1, 3], [2], { 2: NO_CLOSE }));
        const close = within(await screen.findByRole("region", { name: "Bulk Actions" })).getByRole("button", { name: "Close" });
        await act(async () => fireEvent.click(close));
        await screen.findByText("2 of 3 done, 1 failed.");

        expect([1, 2, 3].map(tags)).toEqual([["Closed"], [], ["Closed"]]);
        // The same tag as the server renders for a closed discussion, and nothing else says so
        // (no note beside the checkbox, which pushed the row's content aside).
        expect(within(row(1)).getByText("Closed").outerHTML).toBe(within(row(4)).getByText("Closed").outerHTML);
        expect(within(row(1)).getAllByText("Closed")).toHaveLength(1);
        expect(within(row(3)).getAllByText("Closed")).toHaveLength(1);
        // The failed one is checked again, for another try.
        expect((screen.getByRole("checkbox", { name: "Select Knitting" }) as HTMLInputElement).checked).toBe(true);
    });

    it("delete: the row says Deleted among its tags, its checkbox gone but its place kept", async () => {
        await serverRenderedList();
        answer(progress([1], []));
        await act(() => store.dispatch(bulkDeleteDiscussions({ discussionIDs: [1] })));

        expect(tags(1)).toEqual(["Deleted"]);
        expect(within(row(1)).queryByRole("checkbox")).toBeNull();
        expect(row(1).querySelector("input[type=checkbox]")?.getAttribute("aria-hidden")).toBe("true");
        expect(tags(2)).toEqual([]);
    });

    it("runs that ended before the rows hydrated: they hydrate as the server rendered them, then show what changed", async () => {
        serverRenderedPage();
        // Runs resumed after a reload can end before the rows' islands hydrate (they wait for an
        // idle moment); the toast's report is read and closed.
        answer(progress([1, 2], []));
        await store.dispatch(bulkMoveDiscussions({ discussionIDs: [1, 2], categoryID: OFF_TOPIC.categoryID, addRedirects: false, category: OFF_TOPIC }));
        answer(progress([2], []));
        await store.dispatch(bulkDeleteDiscussions({ discussionIDs: [2] }));
        store.dispatch(closeBulkReport());
        await hydrate();

        await waitFor(() => expect(category(1)).toEqual(["Off Topic", "/categories/off-topic"]));
        expect([tags(1), tags(2)]).toEqual([[], ["Deleted"]]);
    });
});
