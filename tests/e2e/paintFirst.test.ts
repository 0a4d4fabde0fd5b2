/**
 * Paint first (issue 18 item 1): the server's HTML paints before any of the page's scripts, or
 * its site stylesheet, is even requested (assetLoader.ts), and the page still hydrates, styled,
 * once they arrive, without the client writing again the styles the server sent (clientStyles.ts).
 */
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** The first contentful paint, and when each of the page's own scripts was requested. */
function timeline(page: Page): Promise<{ paint: number | null; scripts: Array<{ name: string; startTime: number; responseEnd: number }> }> {
    return page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => /^\/(assets\/[^/]+\.js|styles\/site\.[^/]+\.css)$/.test(new URL(entry.name).pathname))
            .map(({ name, startTime, responseEnd }) => ({ name: new URL(name).pathname, startTime, responseEnd })),
    }));
}

it.each(["/", "/discussions", "/discussion/1", "/categories"])("%s: no script or site stylesheet is requested before the first contentful paint, and the page hydrates", async (path) => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}${path}`);
    await waitForReady(page);
    const { paint, scripts } = await timeline(page);
    expect(paint).not.toBeNull();
    expect(scripts.some((script) => script.name.startsWith("/styles/site."))).toBe(true);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect({ script: script.name, startedAfterPaint: script.startTime >= paint! }).toEqual({ script: script.name, startedAfterPaint: true });
    // The site stylesheet is on for the screen once booted.
    expect(await page.evaluate(() => document.getElementById("site-styles")?.getAttribute("media"))).toBe("all");
    // The client wrote no style the site sheet already holds (clientStyles.ts): no restyling at boot.
    // A discussion's live updates load once it is ready: their "new comments" bar is in the sheet too.
    if (path.startsWith("/discussion/")) {
        await eventually(async () => expect(await page.evaluate(() => performance.getEntriesByType("resource").some((entry) => new URL(entry.name).pathname.startsWith("/assets/discussionLive.")))).toBe(true));
    }
    expect(await page.evaluate(() => document.getElementById("styles-target")?.textContent)).toBe("");
    expect(errors).toEqual([]);
    await page.close();
});

it("paints the discussion while its page script is held back, and hydrates once it arrives", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/assets\/discussion\.\w+\.js$/, async (route) => {
        held = true;
        await released;
        await route.continue();
    });
    await page.goto(`${forum.server.url}/discussion/1`, { waitUntil: "domcontentloaded" });
    // Painted, not yet hydrated (the page's entry is held back).
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    expect(await page.evaluate(() => document.body.classList.contains("isLoading"))).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await eventually(() => expect(held).toBe(true));
    release();
    await waitForReady(page);
    const { paint, scripts } = await timeline(page);
    const entry = scripts.find((script) => script.name.startsWith("/assets/discussion."))!;
    expect(entry.responseEnd).toBeGreaterThan(paint!);
    expect(errors).toEqual([]);
    await page.close();
});


it("a page with semibold and bold text fetches two font faces, regular and semibold, and its bold is drawn from the semibold", async () => {
    const page = await forum.browser.newPage();
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    // The discussion titles are semibold; a bold line is added to be sure the page has both.
    await page.evaluate(() => {
        const bold = document.body.appendChild(document.createElement("strong"));
        bold.textContent = "Bold words";
        return document.fonts.ready;
    });
    await eventually(async () => expect(await page.evaluate(() => document.fonts.check('700 16px "Open Sans"', "Bold words"))).toBe(true));
    const fonts = await page.evaluate(() => (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((entry) => new URL(entry.name).pathname).filter((name) => name.endsWith(".woff2")));
    expect(fonts.sort()).toEqual(["/fonts/open-sans-latin-400-normal.woff2", "/fonts/open-sans-latin-600-normal.woff2"]);
    await page.close();
});

it("draws its first paint's icons from the page itself, and an icon drawn later from the sprite file, which the next page takes from the cache", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    /** Each request for the sprite file this page made, and the bytes it took from the network (0: the cache). */
    const spriteLoads = () =>
        page.evaluate(() =>
            (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.startsWith("/icons/sprite.")).map((entry) => entry.transferSize),
        );
    /** The drawn width of an icon's symbol: nothing is drawn while the drawing is missing. */
    const drawnWidth = (selector: string) => page.locator(selector).first().evaluate((use) => (use as SVGUseElement).getBBox().width);
    const SEARCH_ICON = 'button[aria-label="Search"] use';
    const FLYOUT_ICON = '[data-testid="reaction-flyout"] use';

    await page.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(page);
    expect(await drawnWidth('[data-testid="reaction-bar"] use')).toBeGreaterThan(8);
    expect(await drawnWidth(SEARCH_ICON)).toBeGreaterThan(8);
    expect(await spriteLoads()).toEqual([]);

    // A member's React menu draws the whole set, most of which the page does not carry.
    await signInThroughForm(page, forum.server.url, "member");
    const open = await page.evaluate(async () => {
        const response = await fetch("/api/v2/discussions?limit=50", { headers: { accept: "application/json" } });
        return ((await response.json()) as Array<{ url: string; closed: boolean }>).filter((discussion) => !discussion.closed).map((discussion) => new URL(discussion.url, location.href).pathname);
    });
    expect(open.length).toBeGreaterThan(1);
    for (const [path, transferred] of [[open[0]!, "from the network"], [open[1]!, "from the cache"]] as const) {
        await page.goto(`${forum.server.url}${path}`);
        await waitForReady(page);
        await page.locator('[data-testid="reaction-bar"]').first().getByRole("button", { name: "React", exact: true }).click();
        await eventually(async () => expect(await drawnWidth(FLYOUT_ICON)).toBeGreaterThan(8));
        const hrefs = await page.locator(FLYOUT_ICON).evaluateAll((uses) => uses.map((use) => use.getAttribute("href")!));
        expect(hrefs.some((href) => href.startsWith("/icons/sprite."))).toBe(true);
        const loads = await spriteLoads();
        expect({ path, loads: loads.length, transferred: loads[0]! > 0 ? "from the network" : "from the cache" }).toEqual({ path, loads: 1, transferred });
    }
    expect(errors).toEqual([]);
    await context.close();
});
