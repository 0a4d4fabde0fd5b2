/**
 * /dashboard/settings as an administrator meets it: a new site name, once saved, shows in the
 * title bar (and the tab's title) of the same page at once, not after the next page load; a
 * refused save leaves the name as it was.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SettingsPage } from "@dashboard/admin/settings/SettingsPage";
import { apiRoute, json, requestsSent } from "@tests/setup/apiRoutes";
import { renderWithPage, testMeta } from "@tests/setup/pageFixtures";

const VALUES = { "Garden.Title": "Hearth", signInUrl: "", "upload.maxSize": 10 * 1024 * 1024, "Garden.EditContentTimeout": null };

function renderPage() {
    document.title = "Settings - Hearth";
    renderWithPage(<SettingsPage values={VALUES} />, { meta: testMeta({ entry: "dashboardSettings", mode: "island", title: "Settings - Hearth", url: "/dashboard/settings" }) });
    // The logo link (no logo image: the site's name, named "Home").
    return within(screen.getByRole("banner")).getByRole("link", { name: "Home" });
}

function saveName(name: string) {
    fireEvent.change(screen.getByLabelText("Site name *"), { target: { value: name } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
}


it("shows a saved site name in the title bar and the tab's title at once", async () => {
    const home = renderPage();
    expect(home.textContent).toBe("Hearth");
    apiRoute("PATCH", "/api/v2/config", () => json({ "Garden.Title": "Maple Makers" }));
    saveName("Maple Makers");
    await screen.findByText("Settings saved.");
    // The store has the saved name before the form says so; the tab's title follows in an effect.
    expect(home.textContent).toBe("Maple Makers");
    await waitFor(() => expect(document.title).toBe("Settings - Maple Makers"));
    expect(requestsSent()).toEqual(["PATCH /api/v2/config"]);
});

it("keeps the name as it was when the save is refused", async () => {
    const home = renderPage();
    apiRoute("PATCH", "/api/v2/config", () => json({ message: "Validation Failed", status: 400, errors: [{ field: "Garden.Title", message: "That name is reserved.", code: "invalid" }] }, 400));
    saveName("Taken");
    await waitFor(() => expect(document.getElementById("setting-Garden-Title-errors")?.textContent).toBe("That name is reserved."));
    expect(home.textContent).toBe("Hearth");
    expect(document.title).toBe("Settings - Hearth");
});
