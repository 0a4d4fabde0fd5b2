/**
 * The settings form: it sends only what changed, shows the server's errors beside their fields
 * and in a summary, and guards unsaved changes until they are saved.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { SettingsForm } from "@dashboard/admin/settings/SettingsForm";
import { renderWithPage } from "@tests/setup/pageFixtures";
import { scriptFetch } from "@library/testing/scriptedFetch";

const api = scriptFetch();

const VALUES = { "Garden.Title": "Hearth", signInUrl: "", "upload.maxSize": 10 * 1024 * 1024, "Garden.EditContentTimeout": null };

function unloadIsGuarded(): boolean {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
}

it("sends only the changed keys and says so once saved; leaving is guarded only while changes are unsaved", async () => {
    // The form saves through the store (the title bar follows a saved site name): inside the page's providers.
    renderWithPage(<SettingsForm values={VALUES} />);
    expect(unloadIsGuarded()).toBe(false);
    fireEvent.change(screen.getByLabelText("Site name *"), { target: { value: "Maple Makers" } });
    fireEvent.change(screen.getByLabelText("Authors may edit their posts"), { target: { value: "3600" } });
    expect(unloadIsGuarded()).toBe(true);
    api.answers.push({ status: 200, body: { "Garden.Title": "Maple Makers", "Garden.EditContentTimeout": 3600 } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByText("Settings saved.")).toBeTruthy());
    expect(api.sent).toEqual(['PATCH /api/v2/config {"Garden.Title":"Maple Makers","Garden.EditContentTimeout":3600}']);
    expect(unloadIsGuarded()).toBe(false);
});

it("refuses an unsafe link in the browser, beside its field, without a request", () => {
    renderWithPage(<SettingsForm values={VALUES} />);
    fireEvent.change(screen.getByLabelText("Sign-in address"), { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("Sign-in address").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("setting-signInUrl-errors")!.textContent).toContain("not a safe link");
    expect(screen.getByRole("alert").textContent).toContain("Sign-in address");
    expect(api.sent).toEqual([]);
});

it("shows the server's errors, grouped by field, beside their fields", async () => {
    renderWithPage(<SettingsForm values={VALUES} />);
    fireEvent.change(screen.getByLabelText("Site name *"), { target: { value: "Taken" } });
    api.answers.push({ status: 400, body: { message: "Validation Failed", status: 400, errors: [{ field: "Garden.Title", message: "That name is reserved.", code: "invalid" }] } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.getElementById("setting-Garden-Title-errors")?.textContent).toBe("That name is reserved."));
    expect(screen.getByLabelText("Site name *").getAttribute("aria-describedby")).toContain("setting-Garden-Title-errors");
    expect(unloadIsGuarded()).toBe(true);
});
