/**
 * The discussion options menu in a real browser (content §4, §6, §8): a moderator closes a
 * discussion with the keyboard only (focus the Options button, ArrowDown, Enter on "Close"),
 * sees it closed after a reload, reopens it, then deletes another discussion through the
 * confirmation dialog and lands on its category page.
 */
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

interface IListedDiscussion {
    discussionID: number;
    name: string;
    url: string;
    pinned: boolean;
    closed: boolean;
    category?: { name: string; url: string };
}

const forum = useForumAndBrowser();

/** Moves focus down the open menu until it is on the item named `name`. */
async function focusMenuItem(page: Page, name: string): Promise<void> {
    for (let i = 0; i < 16; i++) {
        if ((await page.evaluate(() => document.activeElement?.textContent ?? "")) === name) return;
        await page.keyboard.press("ArrowDown");
    }
    throw new Error(`The menu has no item "${name}" reachable with ArrowDown.`);
}

async function openMenuWithKeyboard(page: Page): Promise<void> {
    const button = page.getByRole("button", { name: "Options" });
    await button.focus();
    await page.keyboard.press("ArrowDown");
    await eventually(async () => expect(await button.getAttribute("aria-expanded")).toBe("true"));
}

it("closes and reopens a discussion from the keyboard, then deletes another one and lands on its category", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "moderator");

    // Two open, ordinary discussions outside the staff room (where moderators hold no moderation rights).
    const listed = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?limit=30&expand=category`)).json()) as IListedDiscussion[];
    const candidates = listed.filter((discussion) => !discussion.pinned && !discussion.closed && discussion.category && discussion.category.name !== "Staff Room");
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    const [toClose, toDelete] = candidates;
    if (!toClose || !toDelete) throw new Error("Fewer than two candidate discussions.");

    // Close it: keyboard only.
    await page.goto(`${forum.server.url}${toClose.url}`);
    await waitForReady(page);
    expect(await page.locator('[data-discussion-status="closed"]').count()).toBe(0);
    await openMenuWithKeyboard(page);
    await focusMenuItem(page, "Close");
    const patched = page.waitForResponse((response) => response.url().endsWith(`/api/v2/discussions/${toClose.discussionID}`) && response.request().method() === "PATCH");
    const refreshed = page.waitForResponse((response) => response.url().endsWith(`/api/v2/discussions/${toClose.discussionID}`) && response.request().method() === "GET");
    await page.keyboard.press("Enter");
    expect((await (await patched).json()).closed).toBe(true);
    expect((await (await refreshed).json()).closed).toBe(true);
    // Focus went back to the Options button; the menu now names the state.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Options");
    await openMenuWithKeyboard(page);
    await eventually(async () => expect(await page.getByRole("button", { name: "Closed", exact: true }).count()).toBe(1));
    await page.keyboard.press("Escape");

    // After a reload the page says so.
    await page.reload();
    await waitForReady(page);
    expect(await page.locator('[data-discussion-status="closed"]').count()).toBe(1);

    // Reopen it, still from the keyboard.
    await openMenuWithKeyboard(page);
    await focusMenuItem(page, "Closed");
    const reopened = page.waitForResponse((response) => response.url().endsWith(`/api/v2/discussions/${toClose.discussionID}`) && response.request().method() === "PATCH");
    await page.keyboard.press("Enter");
    expect((await (await reopened).json()).closed).toBe(false);
    await page.reload();
    await waitForReady(page);
    expect(await page.locator('[data-discussion-status="closed"]').count()).toBe(0);

    // Delete the other one through the confirmation dialog.
    await page.goto(`${forum.server.url}${toDelete.url}`);
    await waitForReady(page);
    await openMenuWithKeyboard(page);
    await focusMenuItem(page, "Delete");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await eventually(async () => expect(await dialog.getByText("Are you sure you want to delete this discussion?").count()).toBe(1));
    const deleted = page.waitForResponse((response) => response.url().endsWith(`/api/v2/discussions/${toDelete.discussionID}`) && response.request().method() === "DELETE");
    await Promise.all([page.waitForURL(`${forum.server.url}${toDelete.category!.url}`), dialog.getByRole("button", { name: "Delete" }).click()]);
    expect((await deleted).status()).toBe(204);
    await waitForReady(page);
    expect(await page.getByRole("link", { name: toDelete.name, exact: true }).count()).toBe(0);
    expect((await page.request.get(`${forum.server.url}/api/v2/discussions/${toDelete.discussionID}`)).status()).toBe(404);

    // The title bar's islands are another engineer's work in progress (library/src/scripts/layout/):
    // while it lands they may log "Unknown component" or hydration problems naming TitleBar*.
    // Anything else is this feature's problem.
    expect(errors.filter((error) => !/"TitleBar\w*"/.test(error))).toEqual([]);
    await context.close();
});

it("opens with Enter, moves with the arrows, closes with Escape back on the button, and Edit saves through the edit page", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "moderator");
    const listed = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?limit=30&expand=category`)).json()) as IListedDiscussion[];
    const target = listed.find((discussion) => !discussion.pinned && discussion.category && discussion.category.name !== "Staff Room")!;

    await page.goto(`${forum.server.url}${target.url}`);
    await waitForReady(page);
    const button = page.getByRole("button", { name: "Options" });
    await button.focus();
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await button.getAttribute("aria-expanded")).toBe("true"));
    const first = await page.evaluate(() => document.activeElement?.textContent);
    // Moderators edit at any time: the first item is a plain "Edit".
    expect(first).toBe("Edit");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(first);
    await page.keyboard.press("ArrowUp");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(first);
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Options");

    // Edit: the link opens the edit page; saving goes back to the discussion with the new title.
    await page.keyboard.press("ArrowDown");
    await eventually(async () => expect(await button.getAttribute("aria-expanded")).toBe("true"));
    await Promise.all([page.waitForURL(`${forum.server.url}/post/editdiscussion/${target.discussionID}`), page.keyboard.press("Enter")]);
    await waitForReady(page);
    const title = page.getByLabel("Title");
    await title.fill(`${target.name} (edited)`);
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/v2/discussions/${target.discussionID}`) && response.request().method() === "PATCH");
    await page.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    await page.waitForURL((url) => url.pathname.startsWith(`/discussion/${target.discussionID}/`));
    await waitForReady(page);
    expect(await page.getByRole("heading", { name: `${target.name} (edited)` }).count()).toBeGreaterThan(0);

    expect(errors.filter((error) => !/"TitleBar\w*"/.test(error))).toEqual([]);
    await context.close();
});
