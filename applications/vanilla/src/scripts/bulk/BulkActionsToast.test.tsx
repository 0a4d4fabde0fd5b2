/**
 * The bulk toast for the keyboard, screen readers and small screens: reached from a checked row
 * in one Tab (it floats at the window's bottom but comes after the whole list in the Tab order),
 * its unavailable actions focusable and described by their visible reason (content §5), and the
 * page keeping room at its end for it, so it covers nothing there (the footer, on a phone).
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { mountIslands } from "@library/boot/mountIslands";
import { Providers } from "@library/boot/Providers";
import { createAppStore, type AppStore } from "@library/redux/store";
import { registerIslands } from "@library/registry/islandDefinition";
import { focusableElements } from "@library/utility/focusable";
import { toastVariables } from "@library/toasts/toast.variables";
import { clearBulkSelection, setBulkChecked, type IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { BulkActionsToast } from "@vanilla/bulk/BulkActionsToast";
import { BULK_MESSAGES } from "@vanilla/bulk/bulkAvailability";
import { registerBulkSelectionSlice } from "@vanilla/bulk/bulkSelectionSlice";
import { DiscussionList } from "@vanilla/discussions/DiscussionList";
import { registerDiscussionsSlice } from "@vanilla/discussions/discussionsSlice";
import { discussionListPage } from "@vanilla/pages/discussionListPage";
import { globalPermissions, testMeta, testUser, islandRootsPerTest } from "@tests/setup/pageFixtures";
import { testDiscussion } from "@tests/setup/discussionFixtures";

const meta = testMeta({
    mode: "island",
    currentUser: testUser(5, "moderator"),
    permissions: globalPermissions(["discussions.view", "discussions.manage", "discussions.close", "discussions.edit", "discussions.delete"]),
});

let store: AppStore;
const roots = islandRootsPerTest();

afterEach(() => {
    document.body.removeAttribute("style");
    localStorage.clear();
    jest.restoreAllMocks();
});

/** A list of 12 rows as the server sends /discussions to a moderator, its islands hydrated. */
async function serverRenderedList(): Promise<void> {
    const discussions = Array.from({ length: 12 }, (_, index) => testDiscussion(index + 1, { name: `Topic ${index + 1}` }));
    registerIslands(discussionListPage.islands);
    document.body.innerHTML = renderToString(
        <Providers store={createAppStore()} meta={meta}>
            <DiscussionList discussions={discussions} />
        </Providers>,
    );
    registerBulkSelectionSlice();
    registerDiscussionsSlice();
    store = createAppStore();
    const wrap = (content: ReactElement) => (
        <Providers store={store} meta={meta}>
            {content}
        </Providers>
    );
    await act(async () => {
        roots.push(...(await mountIslands(document, wrap)));
    });
}

function row(discussionID: number): HTMLElement {
    return document.querySelector<HTMLElement>(`li[data-discussion-id="${discussionID}"]`)!;
}

function bulk(discussionID: number, overrides: Partial<IBulkDiscussion> = {}): IBulkDiscussion {
    return { discussionID, name: `Topic ${discussionID}`, categoryID: 1, insertUserID: 2, pinned: false, closed: false, ...overrides };
}

/** The toast alone, then these discussions checked (once it has restored the device's selection: none). */
function renderToast(checked: IBulkDiscussion[], pageMeta = meta): HTMLElement {
    registerBulkSelectionSlice();
    store = createAppStore();
    render(
        <Providers store={store} meta={pageMeta}>
            <BulkActionsToast />
        </Providers>,
    );
    act(() => {
        store.dispatch(setBulkChecked({ discussions: checked, checked: true }));
    });
    return screen.getByRole("region", { name: "Bulk Actions" });
}

describe("the bulk toast by keyboard", () => {
    it("a checked row's next Tab stop is 'Go to bulk actions', which puts the focus on the toast's first action; Escape brings it back", async () => {
        await serverRenderedList();
        const box = within(row(1)).getByRole("checkbox", { name: "Select Topic 1" });
        box.focus();
        act(() => fireEvent.click(box));
        const toast = await screen.findByRole("region", { name: "Bulk Actions" });
        const move = within(toast).getByRole("button", { name: "Move" });

        // In document order the toast is after all the rows, 3 or more Tab stops each (133 for a page of 30) ...
        const tabOrder = focusableElements(document.body);
        expect(tabOrder.indexOf(move) - tabOrder.indexOf(box)).toBeGreaterThan(30);
        // ... but the box's next stop leads there: one Tab, then Enter.
        const next = tabOrder[tabOrder.indexOf(box) + 1]!;
        expect(next).toBe(within(row(1)).getByRole("button", { name: "Go to bulk actions" }));
        next.focus();
        act(() => fireEvent.click(next));
        expect(document.activeElement).toBe(move);

        fireEvent.keyDown(move, { key: "Escape" });
        expect(document.activeElement).toBe(box);
    });

    it("only checked rows have it", async () => {
        await serverRenderedList();
        const skips = () => Array.from(document.querySelectorAll("li [data-bulk-skip]"), (skip) => [skip.closest("li")?.getAttribute("data-discussion-id"), skip.textContent]);
        expect(skips()).toEqual([]);
        act(() => fireEvent.click(within(row(3)).getByRole("checkbox")));
        act(() => fireEvent.click(within(row(7)).getByRole("checkbox")));
        expect(skips()).toEqual([
            ["3", "Go to bulk actions"],
            ["7", "Go to bulk actions"],
        ]);
        act(() => fireEvent.click(within(row(3)).getByRole("checkbox")));
        expect(skips()).toEqual([["7", "Go to bulk actions"]]);
    });
});

describe("an unavailable bulk action", () => {
    it("stays in the Tab order, marked unavailable, described by its visible reason, and does nothing", () => {
        // One discussion, already closed: Merge needs two, Close has nothing to do.
        const toast = renderToast([bulk(1, { closed: true })]);
        const merge = within(toast).getByRole("button", { name: "Merge", description: BULK_MESSAGES.mergeMinimum });
        const close = within(toast).getByRole("button", { name: "Close", description: BULK_MESSAGES.alreadyClosed });
        for (const button of [merge, close]) {
            expect(button.getAttribute("aria-disabled")).toBe("true");
            expect(focusableElements(toast)).toContain(button);
            // The description is the line shown under the buttons, not hidden text.
            const reason = document.getElementById(button.getAttribute("aria-describedby")!)!;
            expect(reason.closest("[hidden]")).toBeNull();
            expect(reason.closest("ul")?.parentElement).toBe(toast);
        }
        // Available actions carry no such marks.
        const move = within(toast).getByRole("button", { name: "Move" });
        expect([move.hasAttribute("aria-disabled"), move.hasAttribute("aria-describedby")]).toEqual([false, false]);

        // Activating one does nothing: no request (an unmocked one fails the test), no dialog.
        act(() => fireEvent.click(close));
        act(() => fireEvent.click(merge));
        expect(screen.queryByRole("dialog")).toBeNull();
        expect(store.getState().bulkSelection?.run ?? null).toBeNull();
    });

    it("two actions with the same reason point to its one line", () => {
        // Without the edit permission in its category, Move and Merge are unavailable for the same reason.
        const noEdit = { ...meta, permissions: globalPermissions(["discussions.view", "discussions.manage", "discussions.close", "discussions.delete"]) };
        const toast = renderToast([bulk(1), bulk(2)], noEdit);
        const [move, merge] = ["Move", "Merge"].map((name) => within(toast).getByRole("button", { name }));
        expect(move!.getAttribute("aria-describedby")).toBe(merge!.getAttribute("aria-describedby"));
        expect(within(toast).getAllByRole("listitem").map((item) => item.textContent)).toEqual([`${BULK_MESSAGES.noEdit} Topic 1, Topic 2`]);
    });
});

describe("room for the bulk toast at the page's end", () => {
    let observed: Array<() => void> = [];
    const height = { toast: 180 };

    beforeEach(() => {
        observed = [];
        // What a browser lays out and reports (jsdom lays out nothing).
        jest.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
            return DOMRect.fromRect({ width: 343, height: this.hasAttribute("data-bulk-toast") ? height.toast : 0 });
        });
        globalThis.ResizeObserver = class {
            constructor(private readonly callback: () => void) {}
            observe() {
                observed.push(this.callback);
            }
            unobserve() {}
            disconnect() {
                observed = observed.filter((callback) => callback !== this.callback);
            }
        } as unknown as typeof ResizeObserver;
    });

    afterEach(() => {
        delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    });

    it("while shown, the page's bottom padding is the toast's height and its gaps, following its size; none once it is gone", () => {
        const room = (toast: number) => `${toast + toastVariables.offset * 2}px`;
        height.toast = 180;
        renderToast([bulk(1)]);
        expect(document.body.style.paddingBottom).toBe(room(180));

        // The toast grows (a reason line, a wrap on a narrow screen): the room follows.
        height.toast = 236;
        act(() => observed.forEach((callback) => callback()));
        expect(document.body.style.paddingBottom).toBe(room(236));

        act(() => {
            store.dispatch(clearBulkSelection());
        });
        expect(screen.queryByRole("region", { name: "Bulk Actions" })).toBeNull();
        expect(document.body.style.paddingBottom).toBe("");
        expect(observed).toHaveLength(0);
    });
});
