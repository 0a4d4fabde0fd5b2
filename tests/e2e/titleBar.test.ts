/**
 * The title bar in a real browser (shell §2, §4, §5): as a guest (Sign In, Register), as a
 * member (the notification count, the notifications drop-down, Mark All Read taking the badge
 * away), as an administrator, at 375 px (hamburger and the account side panel with its tabs),
 * the search box, and the keyboard (the account drop-down gives the focus back on Escape).
 */
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

async function newPage(viewport = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
    const context = await forum.browser.newContext({ viewport });
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
}

/** Someone mentions the member in a comment, which notifies them (shell §7 notifications). */
async function mentionMember(page: Page): Promise<void> {
    const list = await page.request.get(`${forum.server.url}/api/v2/discussions?limit=1`);
    const [discussion] = (await list.json()) as Array<{ discussionID: number }>;
    if (!discussion) throw new Error("No discussion listed.");
    const response = await page.request.post(`${forum.server.url}/api/v2/comments`, {
        headers: { "X-Requested-With": "vanilla" },
        data: { discussionID: discussion.discussionID, body: "Thanks @member, see this.", format: "markdown" },
    });
    expect(response.status()).toBe(201);
}

const bell = (page: Page) => page.locator("[aria-controls='titleBar-notifications-menu']");

it("guests see Sign In and Register, and no signed-in box", async () => {
    const { page, errors } = await newPage();
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    expect(await page.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/entry/signin?target=%2Fdiscussions");
    expect(await page.getByRole("link", { name: "Register" }).isVisible()).toBe(true);
    expect(await bell(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Search" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
});

it("an administrator has the signed-in box; the member gets a notification, opens it, marks all read and the badge goes", async () => {
    const admin = await newPage();
    await signInThroughForm(admin.page, forum.server.url, "admin");
    expect(await admin.page.getByTestId("signed-in-user").textContent()).toBe("admin");
    expect(await bell(admin.page).isVisible()).toBe(true);
    expect(await admin.page.getByRole("link", { name: "Sign In" }).count()).toBe(0);
    await mentionMember(admin.page);
    expect(admin.errors).toEqual([]);
    await admin.page.context().close();

    const { page, errors } = await newPage();
    await signInThroughForm(page, forum.server.url, "member");
    // The count comes with the page (current user's countUnreadNotifications).
    const badge = bell(page).locator("[aria-hidden='true']").filter({ hasText: /\d/ });
    expect(Number(await badge.textContent())).toBeGreaterThanOrEqual(1);

    await bell(page).click();
    expect(await bell(page).getAttribute("aria-expanded")).toBe("true");
    const flyout = page.locator("#titleBar-notifications-menu");
    const item = flyout.locator("a[data-notification-id]").filter({ hasText: "mentioned you" }).first();
    await item.waitFor();
    expect(await item.getAttribute("data-read")).toBe("false");

    const markedAll = page.waitForResponse((response) => response.url().endsWith("/api/v2/notifications") && response.request().method() === "PATCH");
    await flyout.getByRole("button", { name: "Mark All Read" }).click();
    expect((await markedAll).status()).toBe(204);
    await eventually(async () => expect(await badge.count()).toBe(0));
    expect(await flyout.locator("a[data-read='false']").count()).toBe(0);

    // After a reload the server agrees: nothing unread.
    await page.reload();
    await waitForReady(page);
    expect(await bell(page).locator("[aria-hidden='true']").filter({ hasText: /\d/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
});

it("the account drop-down refreshes the counts and gives the focus back on Escape (keyboard)", async () => {
    const { page, errors } = await newPage();
    await signInThroughForm(page, forum.server.url, "member");
    const account = page.locator("[aria-controls='titleBar-account-menu']");
    const counts = page.waitForResponse((response) => response.url().endsWith("/api/v2/users/me-counts"));
    await account.focus();
    await page.keyboard.press("Enter");
    expect((await counts).status()).toBe(200);
    await eventually(async () => expect(await page.locator("#titleBar-account-menu").getByRole("link", { name: "Profile", exact: true }).evaluate((element) => element === document.activeElement)).toBe(true));
    await page.keyboard.press("Escape");
    expect(await account.getAttribute("aria-expanded")).toBe("false");
    expect(await account.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
});

it("the search button opens a search box that goes to /search?query=…", async () => {
    const { page } = await newPage();
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await page.getByRole("button", { name: "Search" }).click();
    const input = page.getByRole("combobox", { name: "Search" });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await input.count()).toBe(0);

    await page.getByRole("button", { name: "Search" }).click();
    await input.fill("dark mode");
    await Promise.all([page.waitForURL(/\/search\?query=dark\+mode&scope=site$/), input.press("Enter")]);
    await page.context().close();
});

it("at 375 px: the hamburger, and the account button opens the side panel with the tabs Me, Notifications, Messages", async () => {
    const { page, errors } = await newPage({ width: 375, height: 740 });
    await signInThroughForm(page, forum.server.url, "member");
    expect(await page.getByRole("button", { name: "Site Navigation" }).isVisible()).toBe(true);
    expect(await bell(page).isVisible()).toBe(false);

    const accountButton = page.getByTestId("compact-account-button");
    expect(await accountButton.isVisible()).toBe(true);
    await accountButton.click();
    const dialog = page.getByRole("dialog", { name: "My Account" });
    await dialog.waitFor();
    const tabs = dialog.getByRole("tab");
    expect((await tabs.allTextContents()).map((text) => text.replace(/\d.*$/, ""))).toEqual(["Me", "Notifications", "Messages"]);
    const box = await dialog.boundingBox();
    expect(box && box.x + box.width).toBeCloseTo(375, -1); // a side panel on the right

    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    await dialog.getByTestId("notifications-list").waitFor();
    await page.keyboard.press("Escape");
    await eventually(async () => expect(await dialog.count()).toBe(0));
    expect(await accountButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole("button", { name: "Site Navigation" }).click();
    await page.getByRole("dialog", { name: "Site Navigation" }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
});

it("a click on the notifications button before its island has hydrated is not lost: it opens the menu once hydrated", async () => {
    const { page, errors } = await newPage();
    await signInThroughForm(page, forum.server.url, "member");
    // Hold back the chunk the notifications button hydrates with, until the click has been made.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes("titleBar-notifications-menu")) await released;
        await route.fulfill({ response, body });
    });
    await page.goto(`${forum.server.url}/discussions`, { waitUntil: "domcontentloaded" });
    await bell(page).click();
    // Painted but not hydrated: nothing happens yet.
    expect(await bell(page).getAttribute("aria-expanded")).toBe("false");
    release();
    await waitForReady(page);
    await eventually(async () => expect(await bell(page).getAttribute("aria-expanded")).toBe("true"));
    expect(errors).toEqual([]);
    // Chunks the page still asks for (live updates, the tick) must not outlive the test's context.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.context().close();
});
