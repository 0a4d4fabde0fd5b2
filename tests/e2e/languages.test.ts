/**
 * Languages in a real browser (issue 15): a guest switches to French with the footer's picker and
 * gets the same page in French, rendered by the server and hydrated without a mismatch; an Arabic
 * reader gets the page right to left, and it passes axe in the light scheme.
 */
import AxeBuilder from "@axe-core/playwright";
import { collectPageErrors, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

it("a guest switches to French with the language picker and reads the forum in French, hydrated without a warning", async () => {
    const context = await forum.browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    expect(await page.getAttribute("html", "lang")).toBe("en");

    await page.getByText("Language:").click();
    await Promise.all([page.waitForURL(/\/discussions$/), page.getByRole("button", { name: "Français" }).click()]);
    await waitForReady(page);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(await page.getByRole("link", { name: "Connexion" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Discussions récentes");

    // An App page too (the whole tree hydrates): a discussion, with its dates and counts in French.
    await page.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(page);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(await page.getByRole("link", { name: "Connexion" }).isVisible()).toBe(true);

    // The page carries only its entry's keys; a feature loaded later brings its own with its chunk
    // (i18n/chunkTranslations.ts): the search suggestions, loaded when the search opens, are in French.
    const chunkKeys = page.waitForResponse((response) => /\/api\/v2\/locales\/translations\/fr\?chunk=/.test(response.url()));
    await page.getByRole("banner").getByRole("button", { name: "Rechercher" }).click();
    await page.getByRole("combobox", { name: "Rechercher" }).fill("a");
    await page.getByRole("listbox", { name: "Suggestions de recherche" }).waitFor();
    expect((await chunkKeys).status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
});

it("an Arabic reader gets the page right to left, in Arabic, accessible (axe, light scheme)", async () => {
    const context = await forum.browser.newContext({ locale: "ar", extraHTTPHeaders: { "Accept-Language": "ar" }, colorScheme: "light" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/categories`);
    await waitForReady(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, getComputedStyle(document.body).direction])).toEqual(["ar", "rtl", "rtl"]);
    expect(await page.getByRole("link", { name: "تسجيل الدخول" }).isVisible()).toBe(true);
    // Counts take Arabic's plural forms (ICU, loaded before hydration).
    expect(await page.locator("main").textContent()).toMatch(/نقاش/);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
});
