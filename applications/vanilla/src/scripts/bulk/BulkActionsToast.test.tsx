/**
 * The bulk toast for the keyboard and screen readers: its unavailable actions stay focusable and
 * are described by their visible reason (content §5).
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Providers } from "@library/boot/Providers";
import { createAppStore, type AppStore } from "@library/redux/store";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { focusableElements } from "@library/utility/focusable";
import { setBulkChecked, type IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { BulkActionsToast } from "@vanilla/bulk/BulkActionsToast";
import { BULK_MESSAGES } from "@vanilla/bulk/bulkAvailability";
import { registerBulkSelectionSlice } from "@vanilla/bulk/bulkSelectionSlice";
import { globalPermissions, testMeta, testUser } from "@tests/setup/pageFixtures";

const meta = testMeta({
    mode: "island",
    currentUser: testUser(5, "moderator"),
    permissions: globalPermissions(["discussions.view", "discussions.manage", "discussions.close", "discussions.edit", "discussions.delete"]),
});

let store: AppStore;

afterEach(() => {
    document.body.innerHTML = "";
    localStorage.clear();
    resetReducerRegistry();
});

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
