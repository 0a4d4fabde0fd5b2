/**
 * My Drafts actions: each sends its request, then the list is asked again and shows the answer;
 * a failure is shown by the draft and nothing leaves the list.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";
import { listDraftsAction } from "@library/drafts/draftActions";
import { DRAFTS_KEY, draftsReducer } from "@library/drafts/draftsSlice";
import type { IDraft } from "@library/drafts/draftTypes";
import { createAppStore } from "@library/redux/store";
import { scriptFetch } from "@library/testing/scriptedFetch";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";
import { MY_DRAFTS_QUERY, MyDrafts } from "@dashboard/drafts/MyDrafts";

function draft(draftID: number, name: string, extra: Partial<IDraft> = {}): IDraft {
    return {
        draftID,
        recordType: "discussion",
        recordID: null,
        parentRecordType: "category",
        parentRecordID: 1,
        attributes: { body: "body", format: "markdown", name },
        draftStatus: "draft",
        dateScheduled: null,
        insertUserID: 2,
        updateUserID: 2,
        dateInserted: "2026-11-24T10:00:00.000Z",
        dateUpdated: "2026-11-24T10:00:00.000Z",
        editUrl: `/post/editdiscussion/0/${draftID}`,
        revision: 1,
        ...extra,
    };
}

const api = scriptFetch();

afterEach(() => resetReducerRegistry());

function renderList(drafts: IDraft[]) {
    registerReducer(DRAFTS_KEY, draftsReducer);
    const store = createAppStore();
    store.dispatch(listDraftsAction.done({ params: MY_DRAFTS_QUERY, result: { drafts, paging: { hasMorePages: false } } }));
    render(
        <Provider store={store}>
            <MyDrafts />
        </Provider>,
    );
}

function item(name: string): HTMLElement {
    return screen.getByRole("link", { name }).closest("li")!;
}

it("deletes after confirmation, then shows the refreshed list", async () => {
    renderList([draft(1, "First"), draft(2, "Second")]);
    fireEvent.click(within(item("First")).getByRole("button", { name: "Delete First" }));
    expect(screen.getByRole("dialog", { name: "Delete Draft" }).textContent).toContain("Are you sure you want to delete this draft?");
    api.answers.push({ status: 204 }, { status: 200, body: [draft(2, "Second")] });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "First" })).toBeNull());
    expect(api.sent).toEqual(["DELETE /api/v2/drafts/1", "GET /api/v2/drafts?limit=50"]);
    expect(screen.getByRole("link", { name: "Second" })).toBeTruthy();
});

it("shows a failed delete by its draft, logs it, and removes nothing", async () => {
    renderList([draft(1, "First")]);
    fireEvent.click(within(item("First")).getByRole("button", { name: "Delete First" }));
    api.answers.push({ status: 500, body: { message: "The database is resting.", status: 500 } });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect((await within(item("First")).findByRole("alert")).textContent).toBe("The database is resting.");
    expect(api.sent).toEqual(["DELETE /api/v2/drafts/1"]);
    expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Error deleting draft")]);
});

it("schedules only in the future, then shows the refreshed list", async () => {
    renderList([draft(1, "First")]);
    fireEvent.click(within(item("First")).getByRole("button", { name: "Schedule First" }));
    const input = screen.getByLabelText("Publish at");
    fireEvent.change(input, { target: { value: "2001-01-01T10:00" } });
    fireEvent.click(within(item("First")).getAllByRole("button", { name: "Schedule" }).at(-1)!);
    expect(within(item("First")).getByRole("alert").textContent).toBe("Choose a time in the future.");
    expect(api.sent).toEqual([]);

    const scheduled = draft(1, "First", { draftStatus: "scheduled", dateScheduled: "2099-01-01T10:00:00.000Z" });
    api.answers.push({ status: 200, body: scheduled }, { status: 200, body: [scheduled] });
    fireEvent.change(input, { target: { value: "2099-01-01T10:00" } });
    fireEvent.click(within(item("First")).getAllByRole("button", { name: "Schedule" }).at(-1)!);
    expect(await within(item("First")).findByRole("button", { name: "Cancel Schedule of First" })).toBeTruthy();
    expect(api.sent).toEqual([`PATCH /api/v2/drafts/schedule/1 {"dateScheduled":"${new Date("2099-01-01T10:00").toISOString()}"}`, "GET /api/v2/drafts?limit=50"]);
});

it("cancels a schedule, and shows a failed one with the server's reason (logged)", async () => {
    const scheduled = draft(1, "First", { draftStatus: "scheduled", dateScheduled: "2099-01-01T10:00:00.000Z" });
    renderList([scheduled]);
    api.answers.push({ status: 404, body: { message: "Draft not found.", status: 404 } });
    fireEvent.click(within(item("First")).getByRole("button", { name: "Cancel Schedule of First" }));
    expect((await within(item("First")).findByRole("alert")).textContent).toBe("Draft not found.");
    expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Error cancelling draft schedule")]);

    api.answers.push({ status: 200, body: { ...scheduled, draftStatus: "draft", dateScheduled: null } }, { status: 200, body: [{ ...scheduled, draftStatus: "draft", dateScheduled: null }] });
    fireEvent.click(within(item("First")).getByRole("button", { name: "Cancel Schedule of First" }));
    expect(await within(item("First")).findByRole("button", { name: "Schedule First" })).toBeTruthy();
    expect(api.sent.slice(-2)).toEqual(["PATCH /api/v2/drafts/cancel-schedule/1", "GET /api/v2/drafts?limit=50"]);
});

it("names each draft's actions with its title, as a list holds several", () => {
    renderList([draft(1, "First"), draft(2, "Second", { draftStatus: "scheduled", dateScheduled: "2099-01-01T10:00:00.000Z" })]);
    const first = within(item("First"));
    expect(first.getByRole("link", { name: "Edit First" }).textContent).toBe("Edit");
    expect(first.getByRole("button", { name: "Delete First" }).textContent).toBe("Delete");
    expect(first.getByRole("button", { name: "Schedule First" }).textContent).toBe("Schedule");
    const second = within(item("Second"));
    expect(second.getByRole("link", { name: "Edit Second" })).toBeTruthy();
    expect(second.getByRole("button", { name: "Delete Second" })).toBeTruthy();
    expect(second.getByRole("button", { name: "Cancel Schedule of Second" }).textContent).toBe("Cancel Schedule");
});

it("says when there is nothing", () => {
    renderList([]);
    expect(screen.getByText("You have no drafts or scheduled posts.")).toBeTruthy();
});
