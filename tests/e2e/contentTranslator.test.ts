/**
 * The content translator in a real browser (issue 15 items 3–4): a site manager translates a
 * discussion's title into German with the translator (the unsaved-changes question on the way,
 * axe on the open dialog in the light scheme), and a German reader sees the German title,
 * marked as translated, with the original a click away.
 */
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";
import { seriousViolations } from "./axe";

const forum = useForumAndBrowser();
const GERMAN_TITLE = "Ein Titel auf Deutsch";

it("a site manager translates a discussion title into German and a German reader sees it", async () => {
    const context = await forum.browser.newContext({ locale: "en-US", colorScheme: "light" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "admin");
    await page.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(page);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();

    await page.getByRole("button", { name: "Translate", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Translate: ${title}` });
    await dialog.waitFor();
    // Content §2: a locale selector (the site has three locales besides English).
    const locale = dialog.getByLabel("Translate into");
    expect(await locale.locator("option").allTextContents()).toEqual(["French", "German", "Arabic"]);
    await locale.selectOption({ label: "German" });
    const titleField = dialog.getByLabel("Title", { exact: true });
    await eventually(async () => expect(await titleField.isEnabled()).toBe(true));
    // Nothing translated yet: both entries say so; the title's maximum length is the title's.
    expect(await dialog.getByText("Not translated").count()).toBe(2);
    expect(await titleField.getAttribute("maxlength")).toBe("100");
    expect(await dialog.locator("textarea").getAttribute("rows")).toBe("3");

    await titleField.fill(GERMAN_TITLE);
    expect(await dialog.getByRole("img", { name: "Changed" }).count()).toBe(1);
    expect(await seriousViolations(page, { include: "[role=dialog]" })).toEqual([]);

    // Closing with an unsaved entry asks first; "Cancel" there keeps the translator and the text.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("dialog", { name: "Unsaved Changes" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await titleField.inputValue()).toBe(GERMAN_TITLE);

    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Translations saved.").waitFor();
    expect(await dialog.getByRole("img", { name: "Changed" }).count()).toBe(0);
    expect(await dialog.getByText("Not translated").count()).toBe(1);
    // Saved: closing asks nothing, and focus returns to the translate icon.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-translate-button"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    // A German reader (a guest whose browser asks for German).
    const reader = await forum.browser.newContext({ locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de" } });
    const readerPage = await reader.newPage();
    const readerErrors = collectPageErrors(readerPage);
    await readerPage.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(readerPage);
    expect((await readerPage.getByRole("heading", { level: 1 }).textContent())!.trim()).toBe(GERMAN_TITLE);
    expect(await readerPage.getByText("Übersetzt", { exact: true }).isVisible()).toBe(true);
    expect(await readerPage.getByRole("button", { name: "Übersetzen" }).count()).toBe(0);
    await Promise.all([readerPage.waitForURL(/original=1/), readerPage.getByRole("link", { name: "Original anzeigen" }).click()]);
    await waitForReady(readerPage);
    expect((await readerPage.getByRole("heading", { level: 1 }).textContent())!.trim()).toBe(title);
    expect(readerErrors).toEqual([]);
    await reader.close();
});
