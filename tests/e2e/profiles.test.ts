/**
 * Profiles in Chromium (issue 12 item 4): a member opens an author's card by keyboard, follows
 * its Discussions count to the profile's Discussions tab, switches tabs by keyboard (the current
 * tab marked), and edits their own profile with the plain form (made private, a guest sees the
 * reduced card). Screenshots at 375 and 1350 px,
 * light and dark, go to PROFILE_SCREENSHOTS_DIR when it is set (for a person to look at).
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { collectPageErrors, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();
const screenshotsDir = process.env.PROFILE_SCREENSHOTS_DIR;

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabUntil(page: Page, matches: () => Promise<boolean>, what: string, limit = 40): Promise<void> {
    for (let i = 0; i < limit; i++) {
        await page.keyboard.press("Tab");
        if (await matches()) return;
    }
    throw new Error(`Tab never reached ${what}`);
}

const isFocused = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element === document.activeElement).catch(() => false);

it("opens a profile from the user card by keyboard and switches its tabs", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/4`);
    await waitForReady(page);

    const name = page.locator("article [data-user-card]").first();
    const author = (await name.textContent())!.trim();
    await name.focus();
    await page.keyboard.press("Enter");
    const card = page.getByRole("dialog", { name: author });
    await card.waitFor();
    const discussionsLink = card.locator('a[href^="/profile/discussions/"]');
    await discussionsLink.waitFor();
    await tabUntil(page, () => discussionsLink.evaluate((element) => element === document.activeElement), "the card's Discussions count");
    await Promise.all([page.waitForURL(/\/profile\/discussions\/\d+\//), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect(await page.locator("h1").textContent()).toBe(author);
    const tabs = page.getByRole("navigation", { name: "Profile" });
    expect(await tabs.locator('[aria-current="page"]').textContent()).toMatch(/^Discussions/);
    expect(await page.locator("main li[data-discussion-id]").count()).toBeGreaterThan(0);

    // To the Comments tab by keyboard: its link, then Enter.
    await tabUntil(page, () => isFocused(page, 'nav[aria-label="Profile"] a[href^="/profile/comments/"]'), "the Comments tab");
    await Promise.all([page.waitForURL(/\/profile\/comments\/\d+\//), page.keyboard.press("Enter")]);
    await waitForReady(page);
    expect(await page.getByRole("navigation", { name: "Profile" }).locator('[aria-current="page"]').textContent()).toMatch(/^Comments/);
    expect(await page.locator("main li[data-comment-id]").count()).toBeGreaterThan(0);
    // And back to the overview through its tab.
    await tabUntil(page, () => isFocused(page, 'nav[aria-label="Profile"] a[aria-current="page"]'), "the current tab");
    await page.keyboard.down("Shift");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.up("Shift");
    await Promise.all([page.waitForURL((url) => url.pathname === `/profile/${encodeURIComponent(author)}`), page.keyboard.press("Enter")]);
    expect(errors).toEqual([]);
    await context.close();
});

it("a refused password change on a phone puts the focus, and the view, on its errors; its address reloaded opens the form", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 375, height: 700 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "moderator");
    await page.goto(`${forum.server.url}/profile/edit`);
    await waitForReady(page);
    const form = page.locator('form[action="/profile/edit/password"]');
    // Each field named by its one label: the e-mail section's current password is another field.
    // (The label's required mark, "*", is hidden from the accessible name but not from getByLabel's text.)
    const current = page.getByLabel(/^Current password\*?$/);
    await current.fill("whatever-it-was");
    expect(await current.evaluate((input) => input.closest("form")?.getAttribute("action"))).toBe("/profile/edit/password");
    await form.getByLabel(/^New password\*?$/).fill("short");
    await form.getByLabel(/^Confirm new password\*?$/).fill("other");
    await Promise.all([page.waitForURL(/\/profile\/edit\/password$/), form.getByRole("button", { name: "Change password" }).click()]);
    await waitForReady(page);
    const summary = page.locator("#profile-password-errors");
    await page.waitForFunction(() => document.activeElement?.id === "profile-password-errors");
    const box = (await summary.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(700);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goto(`${forum.server.url}/profile/edit/password`);
    expect(new URL(page.url()).pathname).toBe("/profile/edit");
    expect(await page.locator("h1").textContent()).toBe("Edit Profile");
    // The refusal's own 400 is the only complaint.
    expect(errors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await context.close();
});

it("a member edits their own profile: notification choices and privacy are saved and shown again, and the chosen language is spoken from then on", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/profile/member`);
    await waitForReady(page);
    await Promise.all([page.waitForURL(/\/profile\/edit$/), page.getByRole("link", { name: "Edit Profile" }).first().click()]);
    await waitForReady(page);
    const mentionsInList = page.getByRole("checkbox", { name: "Mentions: in the notifications list" });
    expect(await mentionsInList.isChecked()).toBe(true);
    await mentionsInList.uncheck();
    await page.getByRole("checkbox", { name: "Reactions: by email" }).check();
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Save" }).click()]);
    await page.getByRole("status").filter({ hasText: "Your profile is saved." }).waitFor();
    await page.reload();
    await waitForReady(page);
    expect(await page.getByRole("checkbox", { name: "Mentions: in the notifications list" }).isChecked()).toBe(false);
    expect(await page.getByRole("checkbox", { name: "Reactions: by email" }).isChecked()).toBe(true);

    // Private: a guest then sees only the reduced card, on every tab.
    await page.getByRole("checkbox", { name: /Keep my profile private/ }).check();
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Save" }).click()]);
    await page.getByRole("status").filter({ hasText: "Your profile is saved." }).waitFor();
    const guest = await forum.browser.newContext({ viewport: { width: 375, height: 800 } });
    const guestPage = await guest.newPage();
    for (const address of ["/profile/member", "/profile/comments/3/member"]) {
        await guestPage.goto(`${forum.server.url}${address}`);
        await waitForReady(guestPage);
        expect(await guestPage.locator("main").getByText("This user's profile is private.").count()).toBe(1);
        expect(await guestPage.getByRole("navigation", { name: "Profile" }).count()).toBe(0);
    }
    if (screenshotsDir) await guestPage.screenshot({ path: path.join(screenshotsDir, "private-profile-375-light.png"), fullPage: true });
    await guest.close();
    await page.getByRole("checkbox", { name: /Keep my profile private/ }).uncheck();
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Save" }).click()]);
    await page.getByRole("status").filter({ hasText: "Your profile is saved." }).waitFor();

    // The language: saved, and from then on the member's pages speak it (issue 15).
    await page.getByLabel("Language").selectOption("fr");
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Save" }).click()]);
    await page.getByRole("status").filter({ hasText: /^(Your profile is saved\.|Votre profil est enregistré\.)$/ }).waitFor();
    await page.reload();
    await waitForReady(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.getByLabel("Langue").inputValue()).toBe("fr");
    expect(errors).toEqual([]);
    await context.close();
});

(screenshotsDir ? it : it.skip)("screenshots of the profile tabs and the edit page, 375 and 1350 px, light and dark", async () => {
    const paths = ["/profile/member", "/profile/comments/3/member", "/profile/edit"];
    for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [375, 1350]) {
            const context = await forum.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
            const page = await context.newPage();
            await signInByRequest(page, forum.server.url, "member");
            for (const address of paths) {
                await page.goto(`${forum.server.url}${address}`);
                await waitForReady(page);
                await page.screenshot({ path: path.join(screenshotsDir!, `${address.replace(/\W+/g, "_")}-${width}-${colorScheme}.png`), fullPage: true });
            }
            await context.close();
        }
    }
});
