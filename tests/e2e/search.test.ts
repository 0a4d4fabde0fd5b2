/**
 * Search in Chromium (issue 11): from the title bar with the keyboard only, a suggestion that
 * opens its discussion, filters and paging kept across a reload, the page-view tick of the
 * search page, and axe on the search page (with suggestions open) in light and dark. A search
 * sent or a page of results opened from the search page puts the focus on the results.
 */
import { seriousViolations } from "./axe";
import type { Page } from "playwright-core";
import { collectPageErrors, collectTicks, eventually, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** axe reads the whole page: a bound for the tests that run it, not a wait. */
jest.setTimeout(120_000);

async function newPage(colorScheme: "light" | "dark" = "light", viewport = { width: 1350, height: 900 }) {
    const context = await forum.browser.newContext({ colorScheme, viewport });
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
}

/** Tabs from the top of the page until `name` (a button's accessible name) has the focus. */
async function tabTo(page: Page, name: string): Promise<void> {
    for (let step = 0; step < 30; step++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "");
        if (focused === name) return;
    }
    throw new Error(`Tab never reached "${name}".`);
}

it("a guest searches from the title bar with the keyboard alone; the search page sends its page-view tick", async () => {
    const { page, errors } = await newPage();
    const ticks = collectTicks(page);
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await tabTo(page, "Search");
    await page.keyboard.press("Enter");
    const input = page.getByRole("combobox", { name: "Search" });
    await eventually(async () => expect(await input.evaluate((element) => element === document.activeElement)).toBe(true));
    await page.keyboard.type("dark mode");
    // The menu: the text itself first, then suggestions; their count is announced.
    await page.getByRole("option", { name: "Search for “dark mode”" }).waitFor();
    await eventually(async () => expect(await page.getByRole("status").filter({ hasText: "suggestion" }).textContent()).toMatch(/^\d+ suggestions? available\.$/));
    await page.keyboard.press("ArrowDown");
    const first = page.getByRole("option").first();
    expect(await input.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    await Promise.all([page.waitForURL(/\/search\?query=dark\+mode&scope=site$/), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect(await page.title()).toBe("Search results for “dark mode” - Hearth Community");
    expect(await page.getByRole("heading", { level: 2 }).first().textContent()).toMatch(/^\d+ results? for “dark mode”$/);
    await eventually(() => expect(ticks.some((tick) => tick.type === "page_view" && String((tick as { url?: string }).url).includes("/search?query=dark+mode"))).toBe(true));
    expect(errors).toEqual([]);
    await page.context().close();
});

/** WCAG relative luminance contrast of two computed colours ("rgb(r, g, b)"). */
function contrast(first: string, second: string): number {
    const luminance = (color: string) => {
        const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
            const channel = Number(part) / 255;
            return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
}

describe.each(["light", "dark"] as const)("the title bar's search box, %s colour scheme", (colorScheme) => {
    it("stands apart from the bar and shows where the focus is (a ring of at least 3:1 on the box, a halo of at least 3:1 on the bar)", async () => {
        const { page, errors } = await newPage(colorScheme);
        await page.goto(`${forum.server.url}/discussions`);
        await waitForReady(page);
        await tabTo(page, "Search");
        await page.keyboard.press("Enter");
        const input = page.getByRole("combobox", { name: "Search" });
        await input.waitFor();
        await page.keyboard.type("dark");
        await page.getByRole("option", { name: "Search for “dark”" }).waitFor();
        // Escape closes the suggestions; the focus stays in the box.
        await page.keyboard.press("Escape");
        await eventually(async () => expect(await input.getAttribute("aria-expanded")).toBe("false"));
        expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
        const look = await input.evaluate((element) => {
            const box = getComputedStyle(element.closest("form")!);
            return {
                bar: getComputedStyle(element.closest("header")!).backgroundColor,
                background: box.backgroundColor,
                border: box.borderTopColor,
                outline: { style: box.outlineStyle, width: parseFloat(box.outlineWidth), color: box.outlineColor, offset: parseFloat(box.outlineOffset) },
                shadow: box.boxShadow,
            };
        });
        // The box itself: its background or its edge at least 3:1 against the bar.
        expect(Math.max(contrast(look.background, look.bar), contrast(look.border, look.bar))).toBeGreaterThanOrEqual(3);
        // The ring: solid, 2 px, drawn inside the box's edge, 3:1 against the box's background.
        expect(look.outline).toMatchObject({ style: "solid", width: 2, offset: -2 });
        expect(contrast(look.outline.color, look.background)).toBeGreaterThanOrEqual(3);
        // The halo around the box: 3:1 against the bar.
        const halo = /^(rgba?\([^)]*\)) 0px 0px 0px 2px$/.exec(look.shadow);
        expect(halo).not.toBeNull();
        expect(contrast(halo![1]!, look.bar)).toBeGreaterThanOrEqual(3);
        expect(errors).toEqual([]);
        await page.context().close();
    });
});

it("the home banner's box suggests like the title bar's (its code loads when the box is reached), and Enter opens /search?query=…&scope=site", async () => {
    const { page, errors } = await newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${forum.server.url}/`);
    await waitForReady(page);
    expect(scripts.filter((script) => /\/searchCombobox\./.test(script))).toEqual([]);
    const banner = page.getByRole("main").getByRole("search");
    await banner.getByRole("searchbox", { name: "Search" }).click();
    const input = banner.getByRole("combobox", { name: "Search" });
    await input.waitFor();
    await eventually(async () => expect(await input.evaluate((element) => element === document.activeElement)).toBe(true));
    await page.keyboard.type("dark");
    await banner.getByRole("option", { name: "Search for “dark”" }).waitFor();
    await banner.getByRole("option").nth(1).waitFor();
    expect(await input.getAttribute("aria-expanded")).toBe("true");
    // The suggestions show over the page below the banner, not cut off at its edge.
    const suggestion = banner.getByRole("option").nth(1);
    const onTop = await suggestion.evaluate((option) => {
        const box = option.getBoundingClientRect();
        return option.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(onTop).toBe(true);
    await Promise.all([page.waitForURL(/\/search\?query=dark&scope=site$/), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect(errors).toEqual([]);
    await page.context().close();
});

it("a suggestion opens its discussion", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await page.getByRole("button", { name: "Search" }).click();
    const input = page.getByRole("combobox", { name: "Search" });
    await input.fill("keyboard shortcuts");
    const suggestion = page.getByRole("option", { name: /keyboard shortcuts/i }).nth(1);
    await suggestion.waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await suggestion.getAttribute("aria-selected")).toBe("true");
    await Promise.all([page.waitForURL(/\/discussion\/\d+/), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect((await page.getByRole("heading", { level: 1 }).textContent())?.toLowerCase()).toContain("keyboard shortcuts");
    expect(errors).toEqual([]);
    await page.context().close();
});

it("keeps every key typed at once after the search button is clicked, while the suggestions' code still loads", async () => {
    const { page, errors } = await newPage("light", { width: 375, height: 800 });
    // The suggestions' code is held back until the whole word is typed.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/searchCombobox\.[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue();
    });
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await page.getByRole("button", { name: "Search" }).click();
    await page.keyboard.type("Supercali");
    const loaded = page.waitForResponse(/\/searchCombobox\.[0-9a-f]+\.js$/);
    release();
    await loaded;
    await page.keyboard.type("fragilistic");
    const input = page.getByRole("combobox", { name: "Search" });
    await input.waitFor();
    await eventually(async () => expect(await input.inputValue()).toBe("Supercalifragilistic"));
    expect(errors).toEqual([]);
    await page.context().close();
});

it("filters and the page survive a reload", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${forum.server.url}/search?query=the`);
    await waitForReady(page);
    await page.getByText("Filters", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Discussions" }).check();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("-dateInserted");
    await Promise.all([page.waitForURL(/recordTypes=discussion/), page.getByRole("button", { name: "Apply Filters" }).click()]);
    await waitForReady(page);
    // Only the filters that are set: no empty `&categoryID=&author=&tag=…`.
    expect(new URL(page.url()).search).toBe("?query=the&scope=site&recordTypes=discussion&sort=-dateInserted");
    await Promise.all([page.waitForURL(/page=2/), page.getByRole("link", { name: "Next" }).first().click()]);
    await waitForReady(page);
    const firstOnPage2 = await page.locator("article h3").first().textContent();
    await page.reload();
    await waitForReady(page);
    expect(await page.getByRole("checkbox", { name: "Discussions" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Comments" }).isChecked()).toBe(false);
    expect(await page.getByRole("combobox", { name: "Sort by" }).inputValue()).toBe("-dateInserted");
    expect(await page.getByRole("combobox", { name: "Search" }).inputValue()).toBe("the");
    expect(await page.locator("article h3").first().textContent()).toBe(firstOnPage2);
    expect(await page.getByRole("navigation", { name: "Pagination" }).textContent()).toContain("11 - 20");
    expect(await page.locator("article").evaluateAll((articles) => articles.every((article) => article.getAttribute("data-record-type") === "discussion"))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
});

/** The focused element's tag and text, or "body". */
const focusedElement = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? "body" : `${document.activeElement?.tagName.toLowerCase()}: ${document.activeElement?.textContent?.trim()}`));

it("a search sent, or a page of results opened, from the search page puts the focus on the results; a visit from elsewhere does not", async () => {
    const { page, errors } = await newPage();
    // From elsewhere (a link followed on another page): the page starts at its top.
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await Promise.all([page.waitForURL(/\/search\?query=the$/), page.evaluate(() => window.location.assign("/search?query=the"))]);
    await waitForReady(page);
    expect(await focusedElement(page)).toBe("body");
    // The page's own box, by keyboard: the focus lands on the results' count.
    await page.getByRole("combobox", { name: "Search" }).focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("dark mode");
    await Promise.all([page.waitForURL(/\/search\?query=dark\+mode/), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect(await focusedElement(page)).toMatch(/^h2: \d+ results? for “dark mode”$/);
    // The next Tab is the first result's link.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("#search-results-title + ol > li")?.contains(document.activeElement))).toBe(true);
    // A pager link, by keyboard.
    await page.goto(`${forum.server.url}/search?query=the`);
    await waitForReady(page);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).focus();
    await Promise.all([page.waitForURL(/page=2/), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect(await focusedElement(page)).toMatch(/^h2: \d+ results for “the”$/);
    // Nothing found says so, with the focus.
    await page.getByRole("combobox", { name: "Search" }).focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("zzqxnothing");
    await Promise.all([page.waitForURL(/query=zzqxnothing/), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect(await focusedElement(page)).toBe("h2: No results");
    // A reload starts at the top, as every page does.
    await page.reload();
    await waitForReady(page);
    expect(await focusedElement(page)).toBe("body");
    expect(errors).toEqual([]);
    await page.context().close();
});

describe.each(["light", "dark"] as const)("axe-core, %s colour scheme", (colorScheme) => {
    it("the search page, its results and its open suggestions have no serious or critical violation", async () => {
        const { page, errors } = await newPage(colorScheme);
        await page.goto(`${forum.server.url}/search?query=dark+mode`);
        await waitForReady(page);
        await page.getByText("Filters", { exact: true }).click();
        const input = page.getByRole("combobox", { name: "Search" });
        await input.fill("dark");
        await page.getByRole("option", { name: "Search for “dark”" }).waitFor();
        await page.getByRole("option").nth(1).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
    });
});
