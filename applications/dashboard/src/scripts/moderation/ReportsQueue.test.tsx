/**
 * The report queue after an action shows each card as a reload would: the report's new status,
 * the actions that status still allows, the post as it now is (and every report of a post acted
 * on closed), with a sentence saying what was done; a failure changes nothing but an error.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { createAppStore } from "@library/redux/store";
import { scriptFetch } from "@library/testing/scriptedFetch";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";
import { MODERATION_KEY, moderationReducer } from "@dashboard/moderation/moderationSlice";
import type { IReport } from "@dashboard/moderation/moderationTypes";
import { ReportsQueue } from "@dashboard/moderation/ReportsQueue";

function report(reportID: number, extra: Partial<IReport> = {}): IReport {
    return {
        reportID,
        recordType: "comment",
        recordID: 40,
        recordName: "Re: Watches",
        recordHtml: "<p>Cheap watches here</p>",
        recordUrl: "/discussion/comment/40",
        recordIsLive: true,
        recordUserID: 7,
        recordUser: { userID: 7, name: "Seller", photoUrl: "", dateLastActive: null },
        placeRecordType: "category",
        placeRecordID: 1,
        placeRecordName: "General",
        reportReasons: [],
        noteHtml: "",
        insertUserID: 3,
        insertUser: { userID: 3, name: "Member", photoUrl: "", dateLastActive: null },
        status: "new",
        dateInserted: "2026-11-24T10:00:00.000Z",
        dateUpdated: null,
        updateUserID: null,
        ...extra,
    };
}

const api = scriptFetch({ describe: (request) => `${request.method} ${new URL(request.url, "http://localhost").pathname}` });

afterEach(() => resetReducerRegistry());

function renderQueue(reports: IReport[]) {
    registerReducer(MODERATION_KEY, moderationReducer);
    render(
        <Provider store={createAppStore()}>
            <ReportsQueue reports={reports} />
        </Provider>,
    );
}

function card(reportID: number): HTMLElement {
    return document.querySelector<HTMLElement>(`[data-report="${reportID}"]`)!;
}

function heading(reportID: number): string {
    return within(card(reportID)).getByRole("heading").textContent ?? "";
}

function buttons(reportID: number): string[] {
    return within(card(reportID))
        .queryAllByRole("button")
        .map((button) => button.textContent ?? "");
}

it("shows an escalated report as a reload would: Escalated, with the actions an escalated report keeps", async () => {
    renderQueue([report(1)]);
    expect(heading(1)).toContain("New");
    api.answers.push({ status: 200, body: report(1, { status: "escalated", updateUserID: 2, dateUpdated: "2026-11-24T11:00:00.000Z" }) });
    fireEvent.click(within(card(1)).getByRole("button", { name: "Escalate" }));
    await waitFor(() => expect(heading(1)).toContain("Escalated"));
    expect(api.sent).toEqual(["POST /api/v2/reports/1/escalate"]);
    expect(heading(1)).not.toContain("New");
    expect(buttons(1)).toEqual(["Delete Comment", "Dismiss", "Warn Author"]);
    // Said politely, and focus (the Escalate button is gone) is on the sentence.
    const said = within(card(1)).getByText("Report escalated.");
    expect(said.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(said);
    // The actions still work: Dismiss from there.
    api.answers.push({ status: 204 });
    fireEvent.click(within(card(1)).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(heading(1)).toContain("Dismissed"));
    expect(buttons(1)).toEqual([]);
});

it("changes nothing but an error when escalating fails", async () => {
    renderQueue([report(1)]);
    api.answers.push({ status: 409, body: { message: "Only a new report can be escalated.", status: 409 } });
    fireEvent.click(within(card(1)).getByRole("button", { name: "Escalate" }));
    const alert = await within(card(1)).findByRole("alert");
    expect(alert.textContent).toBe("Only a new report can be escalated.");
    expect(heading(1)).toContain("New");
    expect(heading(1)).not.toContain("Escalated");
    expect(buttons(1)).toEqual(["Delete Comment", "Dismiss", "Escalate", "Warn Author"]);
    expect(within(card(1)).getByRole("link", { name: "Re: Watches" })).toBeTruthy();
});

it("a failure after an escalation keeps the report escalated", async () => {
    renderQueue([report(1)]);
    api.answers.push({ status: 200, body: report(1, { status: "escalated" }) });
    fireEvent.click(within(card(1)).getByRole("button", { name: "Escalate" }));
    await waitFor(() => expect(heading(1)).toContain("Escalated"));
    api.answers.push({ status: 500, body: { message: "The database is resting.", status: 500 } });
    fireEvent.click(within(card(1)).getByRole("button", { name: "Dismiss" }));
    expect((await within(card(1)).findByRole("alert")).textContent).toBe("The database is resting.");
    expect(heading(1)).toContain("Escalated");
    expect(buttons(1)).toEqual(["Delete Comment", "Dismiss", "Warn Author"]);
});

it("shows a dismissed report as Dismissed, with no actions left", async () => {
    renderQueue([report(1), report(2)]);
    api.answers.push({ status: 204 });
    fireEvent.click(within(card(1)).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(heading(1)).toContain("Dismissed"));
    expect(buttons(1)).toEqual([]);
    expect(within(card(1)).getByText("Report dismissed.")).toBe(document.activeElement);
    // Another report of the same post is not dismissed with it.
    expect(heading(2)).toContain("New");
    expect(buttons(2)).toEqual(["Delete Comment", "Dismiss", "Escalate", "Warn Author"]);
});

it("shows a deleted comment's reports as a reload would: acted on, the comment removed, every open report of it closed", async () => {
    renderQueue([report(1), report(2, { status: "escalated" }), report(3, { status: "dismissed" }), report(4, { recordID: 41, recordName: "Re: Other", recordUrl: "/discussion/comment/41" })]);
    api.answers.push({ status: 200, body: report(1, { status: "actioned", recordIsLive: false }) });
    fireEvent.click(within(card(1)).getByRole("button", { name: "Delete Comment" }));
    await waitFor(() => expect(heading(1)).toContain("Acted on"));
    expect(api.sent).toEqual(["PATCH /api/v2/reports/1/reject-record"]);
    expect(within(card(1)).getByText("Done: the post was dealt with and its reports closed.")).toBe(document.activeElement);
    for (const reportID of [1, 2]) {
        expect(heading(reportID)).toContain("Acted on");
        expect(heading(reportID)).toContain("Removed");
        expect(within(card(reportID)).queryByRole("link")).toBeNull();
        expect(buttons(reportID)).toEqual([]);
    }
    // A report dismissed before stays dismissed (the server closes the open ones only), and the post is removed there too.
    expect(heading(3)).toContain("Dismissed");
    expect(heading(3)).toContain("Removed");
    // Another post's report is untouched.
    expect(heading(4)).toContain("New");
    expect(buttons(4)).toEqual(["Delete Comment", "Dismiss", "Escalate", "Warn Author"]);
});

it("keeps a report open after its author is warned (a warning closes no report)", async () => {
    renderQueue([report(1)]);
    fireEvent.click(within(card(1)).getByRole("button", { name: "Warn Author" }));
    fireEvent.change(screen.getByLabelText("Why are you warning Seller?"), { target: { value: "No selling here." } });
    api.answers.push({ status: 201, body: { warningID: 1 } });
    fireEvent.click(within(card(1)).getByRole("button", { name: "Send Warning" }));
    await waitFor(() => expect(within(card(1)).getByText("The author was warned.")).toBe(document.activeElement));
    expect(api.sent).toEqual(["POST /api/v2/warnings"]);
    expect(heading(1)).toContain("New");
    expect(buttons(1)).toEqual(["Delete Comment", "Dismiss", "Escalate", "Warn Author"]);
});
