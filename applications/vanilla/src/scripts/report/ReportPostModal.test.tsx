/**
 * The member's Report (issue 14 item 7) through the post's actions: the dialog asks for a reason,
 * sends the report to POST /api/v2/reports, thanks the member and marks the post reported; a
 * refusal shows the server's words and keeps what was typed.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { IPageMeta } from "@library/boot/pageMeta";
import { resetReducerRegistry } from "@library/registry/reducerRegistry";
import { selectToasts, TOASTS_KEY, toastsReducer } from "@library/toasts/toastsSlice";
import { PostActions, type IPostActionsProps } from "@vanilla/discussion/PostActions";
import { REPORT_REASON_REQUIRED_MESSAGE, REPORT_THANKS_MESSAGE } from "@vanilla/report/ReportPostModal";
import { globalPermissions, renderWithPage, discussionViewMeta, testUser } from "@tests/setup/pageFixtures";
import { apiRoute, json, requestsSent } from "@tests/setup/apiRoutes";
import { sentRequest } from "@tests/setup/sentRequest";

const meta: IPageMeta = discussionViewMeta({
    currentUser: testUser(3),
    permissions: globalPermissions(["comments.add", "flag.add"]),
});

const COMMENT: IPostActionsProps = { recordType: "comment", recordID: 40, url: "https://forum.example/discussion/comment/40", canQuote: false, canReport: true };

function setup(props: Partial<IPostActionsProps> = {}) {
    return renderWithPage(<PostActions {...COMMENT} {...props} />, { meta, reducers: { [TOASTS_KEY]: toastsReducer } });
}

async function openDialog() {
    const opener = screen.getByRole("button", { name: "Report" });
    opener.focus();
    fireEvent.click(opener);
    return screen.findByRole("dialog", { name: "Report Comment" }, { timeout: 10_000 });
}

jest.setTimeout(20_000);
afterEach(() => resetReducerRegistry());

it("is not offered without the server's say-so (guests, the post's own author)", () => {
    setup({ canReport: false });
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
});

it("needs a reason before anything is sent", async () => {
    setup();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Report" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(REPORT_REASON_REQUIRED_MESSAGE);
    expect(requestsSent()).toEqual([]);
});

it("sends the reasons and the note, thanks the member, marks the post reported and gives the focus back", async () => {
    apiRoute("POST", "/api/v2/reports", () => json({ reportID: 9, status: "new" }, 201));
    const { store } = setup();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /^Spam/ }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /^Abuse/ }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Note for the moderators (optional)" }), { target: { value: "  Links to a shop.  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Report" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const request = sentRequest(-1);
    expect(requestsSent()).toEqual(["POST /api/v2/reports"]);
    expect(await request.json()).toEqual({ recordType: "comment", recordID: 40, reportReasonIDs: ["spam", "abuse"], noteBody: "Links to a shop." });
    expect(selectToasts(store.getState()).map((toast) => toast.body)).toEqual([REPORT_THANKS_MESSAGE]);
    const reported = screen.getByRole("button", { name: "Reported" });
    await waitFor(() => expect(document.activeElement).toBe(reported));

    // Reporting again says the new report replaces the earlier one (the server keeps one per member and post).
    fireEvent.click(reported);
    const again = await screen.findByRole("dialog", { name: "Report Comment" });
    expect(again.textContent).toContain("sending again replaces your earlier report");
});

it("shows the server's refusal and keeps the reasons and the note", async () => {
    apiRoute("POST", "/api/v2/reports", () => json({ message: "You need the flag.add permission to report a post.", status: 403 }, 403));
    setup();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /^Other/ }));
    const note = within(dialog).getByRole("textbox", { name: "Note for the moderators (optional)" });
    fireEvent.change(note, { target: { value: "Off topic." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Report" }));

    expect((await within(dialog).findByRole("alert")).textContent).toBe("You need the flag.add permission to report a post.");
    expect(within(dialog).getByRole("checkbox", { name: /^Other/ })).toHaveProperty("checked", true);
    expect(note).toHaveProperty("value", "Off topic.");
    expect(screen.getByRole("button", { name: "Report" })).toBeTruthy();
});
