/**
 * A title is whatever a member typed: one long unbroken word (100 letters, the longest title)
 * wraps on a phone instead of widening the page, on the discussion page, in the lists and in a
 * category, in light and dark. Its markup is shown as text.
 */
import { collectPageErrors, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** Phones render slowly on a shared machine: the bound of a test, not a wait. */
jest.setTimeout(120_000);

const LONG_WORD = `<b>${"Supercalifragilistic".repeat(5)}`.slice(0, 100);

it.each(["light", "dark"] as const)("wraps a title of one 100-letter word at 375 px (%s)", async (colorScheme) => {
    const context = await forum.browser.newContext({ colorScheme, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "member");
    const posted = await page.evaluate(async (name) => {
        const response = await fetch("/api/v2/discussions", {
            method: "POST",
            headers: { "content-type": "application/json", "x-requested-with": "vanilla" },
            body: JSON.stringify({ name, body: `${name.slice(3)} in the body too.`, format: "markdown", categoryID: 1 }),
        });
        return (await response.json()) as { url: string; categoryID: number };
    }, LONG_WORD);
    const category = await page.evaluate(async (id) => ((await (await fetch(`/api/v2/categories/${id}`)).json()) as { url: string }).url, posted.categoryID);
    for (const url of [posted.url, "/discussions", category]) {
        await page.goto(new URL(url, forum.server.url).href);
        await waitForReady(page);
        expect(await page.getByText(LONG_WORD).first().isVisible()).toBe(true);
        // Nothing reaches past the viewport's width: no sideways scrolling.
        expect({ url, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ url, width: 375 });
    }
    expect(errors).toEqual([]);
    await context.close();
});
