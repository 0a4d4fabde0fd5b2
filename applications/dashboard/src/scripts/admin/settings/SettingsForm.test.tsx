/**
 * The settings form: it sends only what changed, shows the server's errors beside their fields
 * and in a summary, and guards unsaved changes until they are saved.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import fetchMock from "jest-fetch-mock";
import { SettingsForm } from "@dashboard/admin/settings/SettingsForm";

let sent: string[] = [];
let answers: Array<{ status: number; body: unknown }> = [];

beforeEach(() => {
    sent = [];
    answers = [];
    fetchMock.mockResponse(async (request) => {
        sent.push(`${request.method} ${new URL(request.url, "http://localhost").pathname} ${await request.text()}`);
        const next = answers.shift() ?? { status: 599, body: { message: "unexpected" } };
        return { status: next.status, body: JSON.stringify(next.body), headers: { "content-type": "application/json" } };
    });
});

const VALUES = { "Garden.Title": "Hearth", signInUrl: "", "upload.maxSize": 10 * 1024 * 1024, "Garden.EditContentTimeout": null };

function unloadIsGuarded(): boolean {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
}

it("sends only the changed keys and says so once saved; leaving is guarded only while changes are unsaved", async () => {
    render(<SettingsForm values={VALUES} />);
    expect(unloadIsGuarded()).toBe(false);
    fireEvent.change(screen.getByLabelText("Site name *"), { target: { value: "Maple Makers" } });
    fireEvent.change(screen.getByLabelText("Authors may edit their posts"), { target: { value: "3600" } });
    expect(unloadIsGuarded()).toBe(true);
    answers.push({ status: 200, body: { "Garden.Title": "Maple Makers", "Garden.EditContentTimeout": 3600 } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("Settings saved.")).toBeTruthy());
    expect(sent).toEqual(['PATCH /api/v2/config {"Garden.Title":"Maple Makers","Garden.EditContentTimeout":3600}']);
    expect(unloadIsGuarded()).toBe(false);
});

it("refuses an unsafe link in the browser, beside its field, without a request", () => {
    render(<SettingsForm values={VALUES} />);
    fireEvent.change(screen.getByLabelText("Sign-in address"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Sign-in address").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("setting-signInUrl-errors")!.textContent).toContain("not a safe link");
    expect(screen.getByRole("alert").textContent).toContain("Sign-in address");
    expect(sent).toEqual([]);
});

it("shows the server's errors, grouped by field, beside their fields", async () => {
    render(<SettingsForm values={VALUES} />);
    fireEvent.change(screen.getByLabelText("Site name *"), { target: { value: "Taken" } });
    answers.push({ status: 400, body: { message: "Validation Failed", status: 400, errors: [{ field: "Garden.Title", message: "That name is reserved.", code: "invalid" }] } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.getElementById("setting-Garden-Title-errors")?.textContent).toBe("That name is reserved."));
    expect(screen.getByLabelText("Site name *").getAttribute("aria-describedby")).toContain("setting-Garden-Title-errors");
    expect(unloadIsGuarded()).toBe(true);
});
