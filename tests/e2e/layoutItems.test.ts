/**
 * Home widget items in Chromium (content §2 "Home widget items and containers"): a home layout
 * with a grid, a navigation link list and a carousel of Quick Links renders on the server; the
 * grid and the links take their columns by content §9 at 1350 and 375 px; the carousel's script
 * loads only on a page with a carousel, and the carousel works by keyboard; no serious axe
 * violation in the light scheme.
 */
import path from "path";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

const CAROUSEL_TEXT = "Previous items";

/** Serves the items' pictures (any image host works: the layout names https://images.example). */
async function servePictures(context: BrowserContext): Promise<void> {
    await context.route("https://images.example/**", (route) => {
        const hue = Number(new URL(route.request().url()).pathname.replace(/\D/g, "") || 1) * 47;
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${hue + 60},60%,35%)"/></linearGradient></defs><rect width="320" height="320" fill="url(#g)"/></svg>`;
        return route.fulfill({ status: 200, contentType: "image/svg+xml", body: svg });
    });
}

/** Whether any script the page loaded carries the carousel's code. */
function watchCarouselScript(page: Page): { loaded: () => boolean } {
    let seen = false;
    page.on("response", async (response) => {
        if (response.request().resourceType() !== "script") return;
        const body = await response.text().catch(() => "");
        if (body.includes(CAROUSEL_TEXT)) seen = true;
    });
    return { loaded: () => seen };
}

/** How many column tracks an element's grid has now. */
function columnCount(list: Locator): Promise<number> {
    return list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").filter(Boolean).length);
}

const topics = ["Getting started", "Community rules", "Ask for help", "Share your work", "Events", "Feature ideas", "Release notes"];
const items = topics.map((name, index) => ({ name, description: `Everything about ${name.toLowerCase()}.`, url: `/discussions?topic=${index + 1}`, imageUrl: `https://images.example/${index + 1}.svg` }));

const ITEMS_LAYOUT = [
    { $hydrate: "react.home-banner", title: "Welcome to the community" },
    { $hydrate: "react.quick-links", title: "Start here", items: items.slice(0, 3), displayType: "grid", contentType: "title-description", borderType: "shadow" },
    { $hydrate: "react.quick-links", title: "Browse by topic", items, displayType: "carousel", contentType: "title-background-description", borderType: "none" },
    { $hydrate: "react.quick-links", title: "Useful links", items: items.slice(0, 4), displayType: "link", contentType: "title", borderType: "navLinks" },
    { $hydrate: "react.categories", title: "Categories", displayType: "list", borderType: "separator-between", limit: 3 },
];

async function seriousViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

it("a home page of item widgets renders with content §9's columns, its carousel works by keyboard and loads its script only there", async () => {
    // The default home page has no carousel: the carousel's script stays on the server.
    const plainContext = await forum.browser.newContext({ colorScheme: "light" });
    const plain = await plainContext.newPage();
    const plainScripts = watchCarouselScript(plain);
    await plain.goto(`${forum.server.url}/`);
    await waitForReady(plain);
    await plain.waitForLoadState("networkidle");
    expect(plainScripts.loaded()).toBe(false);
    await plainContext.close();

    // A site manager publishes the items layout for the home page.
    const adminContext = await forum.browser.newContext();
    const admin = await adminContext.newPage();
    await signInThroughForm(admin, forum.server.url, "admin");
    const headers = { "x-requested-with": "vanilla", "content-type": "application/json" };
    const created = await adminContext.request.post(`${forum.server.url}/api/v2/layouts`, { headers, data: { name: "Items", layoutViewType: "home", layout: ITEMS_LAYOUT } });
    expect(created.status()).toBe(201);
    const { layoutID } = (await created.json()) as { layoutID: number };
    expect((await adminContext.request.put(`${forum.server.url}/api/v2/layouts/${layoutID}/views`, { headers, data: [{ recordType: "global", recordID: -1 }] })).ok()).toBe(true);
    await adminContext.close();

    const context = await forum.browser.newContext({ colorScheme: "light", viewport: { width: 1350, height: 900 } });
    await servePictures(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const scripts = watchCarouselScript(page);
    await page.goto(`${forum.server.url}/`);
    await waitForReady(page);

    const grid = page.getByRole("region", { name: "Start here" }).getByRole("list");
    const links = page.getByRole("region", { name: "Useful links" }).getByRole("list");
    const categories = page.getByRole("region", { name: "Categories" }).getByRole("list");
    expect(await grid.getByRole("heading", { level: 3 }).allTextContents()).toEqual(topics.slice(0, 3));
    expect(await columnCount(grid)).toBe(3);
    expect(await columnCount(links)).toBe(2);
    expect(await columnCount(categories)).toBe(1);

    // The carousel: its island hydrates (its script fetched for this page), then the keyboard drives it.
    const carousel = page.getByRole("group", { name: "Browse by topic" });
    await page.locator('[data-react="WidgetCarousel"][data-hydrated]').waitFor();
    expect(scripts.loaded()).toBe(true);
    expect(await carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    await carousel.getByRole("link", { name: "Getting started" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Community rules");
    await page.keyboard.press("End");
    expect(await focused()).toBe("Release notes");
    const track = carousel.getByRole("list");
    // The last item came into view: the track scrolled to its end, and Next says so.
    const next = carousel.getByRole("button", { name: "Next items" });
    const previous = carousel.getByRole("button", { name: "Previous items" });
    await eventually(async () => expect(await next.getAttribute("aria-disabled")).toBe("true"));
    await page.keyboard.press("Home");
    expect(await focused()).toBe("Getting started");
    await eventually(async () => expect(await track.evaluate((element) => element.scrollLeft)).toBe(0));
    expect(await previous.getAttribute("aria-disabled")).toBe("true");

    // Next by keyboard turns a page; the focus stays on the button.
    await next.focus();
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0));
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    await eventually(async () => expect(await previous.getAttribute("aria-disabled")).toBe("false"));

    expect(await seriousViolations(page)).toEqual([]);

    // A phone: one column for the grid and the navigation links (below 750 px).
    await page.setViewportSize({ width: 375, height: 800 });
    await eventually(async () => expect(await columnCount(grid)).toBe(1));
    expect(await columnCount(links)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const dir = process.env.SCREENSHOTS_DIR;
    if (dir) {
        for (const colorScheme of ["light", "dark"] as const) {
            for (const width of [375, 1350]) {
                const shot = await forum.browser.newContext({ colorScheme, viewport: { width, height: 900 } });
                await servePictures(shot);
                const shotPage = await shot.newPage();
                await shotPage.goto(`${forum.server.url}/`);
                await waitForReady(shotPage);
                await shotPage.screenshot({ path: path.join(dir, `layout-items-${width}-${colorScheme}.png`), fullPage: true });
                await shot.close();
            }
        }
    }
});
