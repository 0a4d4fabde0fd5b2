/**
 * Lazy code that fails to load (issue 8 item 8, shell §8): requests for a chunk are blocked with
 * playwright's route interception, as when the connection drops before a feature's code arrived.
 * An island shows its error boundary; a feature the member opens shows the spec's message with
 * Retry, and Retry opens it once the chunk can be fetched. Webpack's "Loading chunk … failed"
 * never reaches the page.
 */
import type { Route } from "playwright-core";
import { useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

it("shows an island's error boundary with Reload when its code cannot be loaded, and hydrates the other islands", async () => {
    // Tall enough for both pagers to be on screen, so they hydrate together and share one load
    // (an island off screen hydrates later, and would try the code again then).
    const context = await forum.browser.newContext({ viewport: { width: 1280, height: 4000 } });
    const page = await context.newPage();
    const pagerRequests: string[] = [];
    await page.route(/\/assets\/Pager\.[\w]+\.js$/, (route: Route) => {
        pagerRequests.push(route.request().url());
        return route.abort("internetdisconnected");
    });
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);

    const pagers = page.locator('[data-react="Pager"]');
    expect(await pagers.count()).toBeGreaterThan(0);
    await pagers.first().getByRole("alert").waitFor();
    expect(await pagers.first().getByRole("alert").innerText()).toContain("There was a problem loading Pager");
    expect(await pagers.first().getByRole("button", { name: "Reload" }).isVisible()).toBe(true);
    // Loaded once, retried once (the browser was online), then given up.
    expect(pagerRequests).toHaveLength(2);
    expect(await page.locator("body").innerText()).not.toContain("Loading chunk");
    // The sort selector, another island, still works.
    expect(await page.getByRole("combobox", { name: "Sort by" }).isEnabled()).toBe(true);
    await context.close();
});

it("shows 'Something went wrong while contacting the server.' with Retry for a feature whose code cannot be loaded, and Retry opens it", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 600, height: 900 } });
    const page = await context.newPage();
    const panelChunk = /\/assets\/navigationPanel\.[\w]+\.js$/;
    await page.route(panelChunk, (route: Route) => route.abort("internetdisconnected"));
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);

    await page.getByRole("button", { name: "Site Navigation" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Something went wrong while contacting the server." });
    await alert.waitFor();
    expect(await page.locator("body").innerText()).not.toContain("Loading chunk");
    expect(await page.getByRole("dialog", { name: "Site Navigation" }).count()).toBe(0);

    // The connection is back: Retry loads the code and opens the panel.
    await page.unroute(panelChunk);
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("dialog", { name: "Site Navigation" }).waitFor();
    expect(await alert.count()).toBe(0);
    await context.close();
});
