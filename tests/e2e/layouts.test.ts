/**
 * Layouts in Chromium (issue 13): a guest's home page is the server-rendered home layout (whole
 * without script, no axe violation in the light scheme); a site manager reorders the home page's
 * widgets in the editor by keyboard (axe on the editor too) and publishes, and a guest then sees
 * the new order.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

/** The home page's widgets, top to bottom, by component name. */
function widgetOrder(page: Page): Promise<string[]> {
    return page.locator("[data-layout-widget]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-layout-widget") ?? ""));
}

it("a guest's home page is the home layout rendered on the server, usable without script, with no serious axe violation", async () => {
    const bare = await forum.browser.newContext({ javaScriptEnabled: false, colorScheme: "light" });
    const noScript = await bare.newPage();
    await noScript.goto(`${forum.server.url}/`);
    expect(new URL(noScript.url()).pathname).toBe("/");
    await noScript.getByRole("heading", { level: 1, name: "How can we help you?" }).waitFor();
    expect(await widgetOrder(noScript)).toEqual(["HomeBanner", "DiscussionsWidget", "CategoriesWidget", "LeaderboardWidget"]);
    expect(await noScript.getByRole("heading", { name: "Recent Discussions" }).isVisible()).toBe(true);
    // The banner's search is a form: it works without script, to the address the script sends (query and scope).
    await noScript.getByRole("searchbox", { name: "Search" }).fill("dark mode");
    await Promise.all([noScript.waitForURL(/\/search\?query=dark\+mode&scope=site$/), noScript.getByRole("search").getByRole("button", { name: "Search" }).click()]);
    await bare.close();

    const context = await forum.browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${forum.server.url}/`);
    await waitForReady(page);
    // No widget's code reaches the browser: the widgets are HTML; only the banner's search box is a (small) island.
    expect(scripts.filter((script) => /Widget|Banner|LayoutEditor/.test(script) && !/\/homeBannerSearch\./.test(script))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
});

it("a site manager moves a widget up in the editor by keyboard and publishes; a guest then sees the new home page", async () => {
    const context = await forum.browser.newContext({ colorScheme: "light" });
    const admin = await context.newPage();
    const errors = collectPageErrors(admin);
    await signInByRequest(admin, forum.server.url, "admin");
    await admin.goto(`${forum.server.url}/appearance/layouts`);
    await waitForReady(admin);

    await admin.getByRole("listitem").filter({ hasText: "Home (default)" }).getByRole("button", { name: "Copy and edit" }).click();
    const widgets = admin.getByRole("list", { name: "Widgets" }).getByRole("heading", { level: 3 });
    await eventually(async () => expect(await widgets.allTextContents()).toEqual(["Home Banner", "Discussion List", "Categories", "Leaderboard"]));

    // Keyboard only: focus "Move Leaderboard up", press Enter twice; the focus follows the widget.
    const up = admin.getByRole("button", { name: "Move Leaderboard up" });
    await up.focus();
    await admin.keyboard.press("Enter");
    await eventually(async () => expect(await widgets.allTextContents()).toEqual(["Home Banner", "Discussion List", "Leaderboard", "Categories"]));
    expect(await up.evaluate((button) => button === document.activeElement)).toBe(true);
    await admin.keyboard.press("Enter");
    await eventually(async () => expect(await widgets.allTextContents()).toEqual(["Home Banner", "Leaderboard", "Discussion List", "Categories"]));
    expect(await admin.locator("#layout-editor-status").textContent()).toBe("Leaderboard moved to position 2.");

    // A setting through the generated form: the leaderboard's title.
    await admin.getByText("Settings of Leaderboard").click();
    await admin.getByRole("list", { name: "Widgets" }).getByRole("listitem").nth(1).getByLabel("Title").fill("Most Appreciated");
    // The editor with a settings form open, in the light scheme.
    expect(await seriousViolations(admin)).toEqual([]);

    await admin.getByRole("button", { name: "Publish" }).click();
    await eventually(async () => expect(await admin.locator("#layout-editor-status").textContent()).toBe("Published. Visitors now see this layout."));
    // The list of layouts is refreshed after the status: wait for it, do not read it once.
    await eventually(async () => expect(await admin.getByRole("listitem").filter({ hasText: "Home (default)" }).getByRole("button", { name: "Revert to default" }).isVisible()).toBe(true));
    expect(errors).toEqual([]);
    await context.close();

    const guestContext = await forum.browser.newContext({ colorScheme: "light" });
    const guest = await guestContext.newPage();
    await guest.goto(`${forum.server.url}/`);
    await waitForReady(guest);
    expect(await widgetOrder(guest)).toEqual(["HomeBanner", "LeaderboardWidget", "DiscussionsWidget", "CategoriesWidget"]);
    expect(await guest.getByRole("heading", { level: 2, name: "Most Appreciated" }).isVisible()).toBe(true);
    await guestContext.close();
});
