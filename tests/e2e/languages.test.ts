/**
 * Languages in a real browser (issue 15): a guest switches to French with the footer's picker and
 * gets the same page in French, rendered by the server and hydrated without a mismatch, and a
 * feature loaded later comes in French too (its chunk brings its words); an Arabic reader gets the
 * page right to left, it passes axe in the light scheme, and the title bar's picker works by keyboard.
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

    await page.getByRole("contentinfo").getByText("Language:").click();
    await Promise.all([page.waitForURL(/\/discussions$/), page.getByRole("contentinfo").getByRole("button", { name: "Français" }).click()]);
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

it("an Arabic reader gets the page right to left, in Arabic, accessible (axe, light scheme), and switches to German with the title bar's picker by keyboard", async () => {
    const context = await forum.browser.newContext({ locale: "ar", extraHTTPHeaders: { "Accept-Language": "ar" }, colorScheme: "light" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/categories`);
    await waitForReady(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, getComputedStyle(document.body).direction])).toEqual(["ar", "rtl", "rtl"]);
    expect(await page.getByRole("link", { name: "تسجيل الدخول" }).isVisible()).toBe(true);
    // Counts take Arabic's plural forms (ICU, loaded before hydration).
    expect(await page.locator("main").textContent()).toMatch(/نقاش/);

    // The title bar's language picker, by keyboard: Enter opens it (its list is checked by axe too),
    // Tab walks the languages, Enter picks one and the page comes back in it.
    const picker = page.getByRole("banner").locator("summary");
    expect(await picker.textContent()).toBe("اللغة: العربية");
    await picker.focus();
    await page.keyboard.press("Enter");
    const german = page.getByRole("banner").getByRole("button", { name: "Deutsch" });
    await german.waitFor();

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

    for (let press = 0; press < 4 && !(await german.evaluate((button) => button === document.activeElement)); press++) await page.keyboard.press("Tab");
    expect(await german.evaluate((button) => button === document.activeElement)).toBe(true);
    await Promise.all([page.waitForURL(/\/categories$/), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["de", "ltr"]);
    expect(await page.getByRole("banner").locator("summary").textContent()).toBe("Sprache: Deutsch");
    expect(errors).toEqual([]);
    await context.close();
});
