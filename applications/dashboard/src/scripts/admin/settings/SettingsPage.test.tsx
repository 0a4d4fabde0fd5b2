/**
 * /dashboard/settings as an administrator meets it: a new site name or logo, once saved, shows in
 * the title bar (the name in the tab's title too) of the same page at once, not after the next
 * page load; a refused save leaves them as they were.
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

/** Fills the image fields (their text boxes: an upload fills them too) and saves. */
function saveLogos(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
}

const echoChanges = async (request: Request) => json(JSON.parse(await request.text()));

it("shows a saved logo and mobile logo in the title bar at once, and the name again once the logo is removed", async () => {
    const home = renderPage();
    expect(home.querySelector("img")).toBeNull();
    apiRoute("PATCH", "/api/v2/config", echoChanges);
    saveLogos({ Logo: "/uploads/logo-wide.png", "Mobile logo": "/uploads/logo-small.png" });
    await screen.findByText("Settings saved.");
    // The same link, now named by its image.
    const image = within(home).getByRole("img", { name: "Home" });
    expect(image.getAttribute("src")).toBe("/uploads/logo-wide.png");
    expect(home.querySelector("source")?.getAttribute("srcset")).toBe("/uploads/logo-small.png");
    expect(home.getAttribute("aria-label")).toBeNull();
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Home" })).toBe(home);

    saveLogos({ Logo: "", "Mobile logo": "" });
    await waitFor(() => expect(home.querySelector("img")).toBeNull());
    expect(home.textContent).toBe("Hearth");
    expect(home.getAttribute("aria-label")).toBe("Home");
    expect(requestsSent()).toEqual(["PATCH /api/v2/config", "PATCH /api/v2/config"]);
});

it("keeps the logo as it was when the save is refused", async () => {
    const home = renderPage();
    apiRoute("PATCH", "/api/v2/config", () => json({ message: "TitleBar.Logo.ImageUrl must be an http or https address or one on this site.", status: 400, errors: [{ field: "TitleBar.Logo.ImageUrl", message: "That image cannot be used.", code: "type" }] }, 400));
    saveLogos({ Logo: "/uploads/logo-wide.png" });
    await waitFor(() => expect(document.getElementById("setting-TitleBar-Logo-ImageUrl-errors")?.textContent).toBe("That image cannot be used."));
    expect(home.querySelector("img")).toBeNull();
    expect(home.textContent).toBe("Hearth");
    expect(within(screen.getByRole("banner")).queryByRole("img")).toBeNull();
});
