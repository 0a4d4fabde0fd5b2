/**
 * Fragments in Chromium (issue 13 item 4): a site manager commits a custom fragment for the
 * leaderboard and places a fragment that cannot load on the discussion list widget; a guest's
 * home page then draws the leaderboard with the fragment's script and stylesheet (loaded from
 * this site, within the CSP), shows "Error Loading Fragment" in the broken widget's place, and
 * the rest of the page still works. axe on the page as the guest sees it.
 */
import type { APIRequestContext } from "playwright-core";
import { seriousViolations } from "./axe";
import { collectPageErrors, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

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

it("a committed custom fragment draws its widget on a guest's home page; a fragment that fails shows 'Error Loading Fragment' and the page still works", async () => {
    const managerContext = await forum.browser.newContext();
    const manager = await managerContext.newPage();
    await signInThroughForm(manager, forum.server.url, "admin");
    const fragment = await api<{ fragmentUUID: string }>(manager.request, "POST", "/fragments", { name: "Leaders", fragmentType: "LeaderboardWidget", js: LEADERS_JS, jsRaw: LEADERS_JS, css: LEADERS_CSS, commitMessage: "First" });
    // Never committed: its script URL answers 404, so the page cannot load it.
    const broken = await api<{ fragmentUUID: string }>(manager.request, "POST", "/fragments", { name: "Unfinished", fragmentType: "DiscussionsWidget", js: "", jsRaw: "" });
    const layout = await api<{ layoutID: number }>(manager.request, "POST", "/layouts", {
        name: "Home with fragments",
        layoutViewType: "home",
        layout: [
            { $hydrate: "react.home-banner" },
            { $hydrate: "react.discussions", $fragmentImpls: { DiscussionsWidget: { fragmentUUID: broken.fragmentUUID } } },
            { $hydrate: "react.categories" },
            { $hydrate: "react.leaderboard", $fragmentImpls: { LeaderboardWidget: { fragmentUUID: fragment.fragmentUUID } } },
        ],
    });
    await api(manager.request, "PUT", `/layouts/${layout.layoutID}/views`, [{ recordType: "global", recordID: -1 }]);
    await managerContext.close();

    const context = await forum.browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/`);
    await waitForReady(page);

    const leaders = page.locator(".custom-leaders");
    await page.getByRole("heading", { name: "Our top members" }).waitFor();
    expect(await leaders.locator("li").count()).toBeGreaterThan(0);
    // Its stylesheet came from /api/v2/fragments/{uuid}/css and applies.
    expect(await leaders.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe("rgb(0, 128, 0)");

    const failure = page.locator(`[data-fragment-error="DiscussionsWidget"]`);
    await failure.waitFor();
    expect(await failure.getAttribute("role")).toBe("alert");
    expect(await failure.textContent()).toContain("Error Loading Fragment");
    expect(await failure.textContent()).toContain(`/api/v2/fragments/${broken.fragmentUUID}/js could not be loaded.`);

    // The rest of the page works: the categories widget is there and the banner's search runs.
    expect(await page.locator('[data-layout-widget="CategoriesWidget"]').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // The broken fragment's stylesheet failure is logged (content §8); nothing else reached the console:
    // no CSP refusal of the good fragment, no render failure.
    expect(errors).toContain(`[hearth] Failed to load stylesheet /api/v2/fragments/${broken.fragmentUUID}/css`);
    expect(errors.filter((error) => !error.includes(broken.fragmentUUID) && !/Failed to load resource: the server responded with a status of 404/.test(error))).toEqual([]);
    await page.getByRole("searchbox", { name: "Search" }).fill("dark mode");
    await Promise.all([page.waitForURL(/\/search\?query=dark\+mode$/), page.getByRole("search").getByRole("button", { name: "Search" }).click()]);
    await context.close();
});
