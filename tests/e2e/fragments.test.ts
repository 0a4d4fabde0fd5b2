/**
 * Fragments in Chromium (issue 13 item 4): a site manager writes and commits a fragment for the
 * leaderboard in the fragment editor and chooses it in the layout editor; a guest's home page
 * then draws the leaderboard with the fragment's script and stylesheet (loaded from this site,
 * within the CSP). A fragment that cannot load shows "Error Loading Fragment" in its widget's
 * place and the rest of the page still works. axe on the fragment editor and the home page.
 */
import type { APIRequestContext } from "playwright-core";
import { seriousViolations } from "./axe";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

const LEADERS_JS = `HearthFragments.define(function (kit) {
    var h = kit.React.createElement;
    return function CustomLeaders(props) {
        var leaders = props.leaders || [];
        return h("section", { className: "custom-leaders" }, h("h2", null, "Our top members"), h("ol", null, leaders.map(function (leader) { return h("li", { key: leader.name }, leader.name + " (" + leader.count + ")"); })));
    };
});`;
const LEADERS_CSS = ".custom-leaders { border: 3px solid rgb(0, 128, 0); padding: 8px; }";

async function api<T>(request: APIRequestContext, method: "POST" | "PUT", path: string, data: unknown): Promise<T> {
    const response = await request.fetch(`${forum.server.url}/api/v2${path}`, { method, data, headers: { "x-requested-with": "vanilla" } });
    expect({ path, status: response.status() }).toEqual({ path, status: method === "POST" && path === "/layouts" ? 201 : 200 });
    return (await response.json()) as T;
}

it("a site manager writes and commits a fragment in the editor and chooses it for the leaderboard in the layout editor; a guest's home page draws it with its stylesheet", async () => {
    const managerContext = await forum.browser.newContext({ colorScheme: "light" });
    const manager = await managerContext.newPage();
    const managerErrors = collectPageErrors(manager);
    await signInByRequest(manager, forum.server.url, "admin");
    await manager.goto(`${forum.server.url}/appearance/fragments`);
    await waitForReady(manager);
    await manager.getByRole("button", { name: "New fragment" }).click();
    await manager.getByLabel("Name").fill("Top members");
    await manager.getByLabel("Widget it draws").selectOption({ label: "Leaderboard" });
    await manager.getByLabel("Script").fill(LEADERS_JS);
    await manager.getByLabel("Stylesheet").fill(LEADERS_CSS);
    await manager.getByLabel("Commit message").fill("First version");
    expect(await seriousViolations(manager)).toEqual([]);
    await manager.getByRole("button", { name: "Commit" }).click();
    await manager.getByText("Committed. Pages using this fragment now load this revision.").waitFor();
    await eventually(async () => expect(await manager.getByRole("listitem").filter({ hasText: "Top members" }).textContent()).toContain("Leaderboard · Committed"));

    await manager.goto(`${forum.server.url}/appearance/layouts`);
    await waitForReady(manager);
    await manager.getByRole("listitem").filter({ hasText: "Home (default)" }).getByRole("button", { name: "Copy and edit" }).click();
    const leaderboard = manager.getByRole("list", { name: "Widgets" }).getByRole("listitem").filter({ has: manager.getByRole("heading", { level: 3, name: "Leaderboard" }) });
    // The committed fragments are read when the editor opens: the choice appears once they are in.
    await leaderboard.getByLabel("Drawn by").selectOption({ label: "Top members" });
    await manager.getByRole("button", { name: "Publish" }).click();
    await eventually(async () => expect(await manager.locator("#layout-editor-status").textContent()).toBe("Published. Visitors now see this layout."));
    expect(managerErrors).toEqual([]);
    await managerContext.close();

    const context = await forum.browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/`);
    await waitForReady(page);
    const leaders = page.locator(".custom-leaders");
    await page.getByRole("heading", { name: "Our top members" }).waitFor();
    expect(await leaders.locator("li").count()).toBeGreaterThan(0);
    // Its stylesheet came from /api/v2/fragments/{uuid}/css and applies; the script ran within the CSP.
    expect(await leaders.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe("rgb(0, 128, 0)");
    expect(errors).toEqual([]);
    await context.close();
});

it("a fragment that cannot load shows 'Error Loading Fragment' with the error in its widget's place, and the rest of the page works", async () => {
    const managerContext = await forum.browser.newContext();
    const manager = await managerContext.newPage();
    await signInThroughForm(manager, forum.server.url, "admin");
    // Never committed: its script URL answers 404, so the page cannot load it.
    const broken = await api<{ fragmentUUID: string }>(manager.request, "POST", "/fragments", { name: "Unfinished", fragmentType: "DiscussionsWidget", js: "", jsRaw: "" });
    const layout = await api<{ layoutID: number }>(manager.request, "POST", "/layouts", {
        name: "Home with a broken fragment",
        layoutViewType: "home",
        layout: [{ $hydrate: "react.home-banner" }, { $hydrate: "react.discussions", $fragmentImpls: { DiscussionsWidget: { fragmentUUID: broken.fragmentUUID } } }, { $hydrate: "react.categories" }],
    });
    await api(manager.request, "PUT", `/layouts/${layout.layoutID}/views`, [{ recordType: "global", recordID: -1 }]);
    await managerContext.close();

    const context = await forum.browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/`);
    await waitForReady(page);
    const failure = page.locator(`[data-fragment-error="DiscussionsWidget"]`);
    await failure.waitFor();
    expect(await failure.getAttribute("role")).toBe("alert");
    expect(await failure.textContent()).toContain("Error Loading Fragment");
    expect(await failure.textContent()).toContain(`/api/v2/fragments/${broken.fragmentUUID}/js could not be loaded.`);

    // The rest of the page works: the categories widget is there and the banner's search runs.
    expect(await page.locator('[data-layout-widget="CategoriesWidget"]').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // The stylesheet failure is logged (content §8); nothing but the broken fragment reached the console.
    expect(errors).toContain(`[hearth] Failed to load stylesheet /api/v2/fragments/${broken.fragmentUUID}/css`);
    expect(errors.filter((error) => !error.includes(broken.fragmentUUID) && !/Failed to load resource: the server responded with a status of 404/.test(error))).toEqual([]);
    await page.getByRole("searchbox", { name: "Search" }).fill("dark mode");
    await Promise.all([page.waitForURL(/\/search\?query=dark\+mode&scope=site$/), page.getByRole("search").getByRole("button", { name: "Search" }).click()]);
    await context.close();
});
