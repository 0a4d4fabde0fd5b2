/**
 * Read tracking in Chromium (issue 12 item 2): a member sees "New" beside a discussion they have
 * never opened, "N new" after others reply, opens it on the page of the first unread comment
 * with that comment scrolled to, focused and announced, and clears the markers with "Mark All
 * Read". Screenshots at 375 and 1350 px, light and dark, go to UNREAD_SHOTS_DIR when it is set.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();
const SHOTS = process.env.UNREAD_SHOTS_DIR;

/** The administrator's API session (a context of its own), to post as another member would. */
async function adminApi(): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    await signInByRequest(page, forum.server.url, "admin");
    return { request: context.request, close: () => context.close() };
}

async function postJson(request: APIRequestContext, url: string, data: Record<string, unknown>): Promise<{ discussionID: number; commentID: number; url: string }> {
    const response = await request.post(`${forum.server.url}/api/v2${url}`, { data, headers: { "x-requested-with": "vanilla" } });
    expect(response.status()).toBe(201);
    return response.json();
}

async function shoot(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const width of [375, 1350]) {
            await page.setViewportSize({ width, height: 900 });
            await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${scheme}.png`) });
        }
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1350, height: 900 });
}

it("marks new discussions and new comments, jumps to the first unread comment, and marks all read", async () => {
    const admin = await adminApi();
    const categories = (await (await admin.request.get(`${forum.server.url}/api/v2/categories`)).json()) as Array<{ categoryID: number; name: string }>;
    const general = categories.find((category) => category.name === "General Discussion")!;
    const posted = await postJson(admin.request, "/discussions", { categoryID: general.categoryID, name: "Which backup tool do you trust?", body: "Looking for advice.", format: "markdown" });
    for (let i = 1; i <= 32; i++) await postJson(admin.request, "/comments", { discussionID: posted.discussionID, body: `Reply ${i} about backups.`, format: "markdown" });

    const page = await forum.browser.newPage({ viewport: { width: 1350, height: 900 } });
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "member");
    const row = page.locator(`[data-discussion-id="${posted.discussionID}"]`);
    // Never opened: "New", which a screen reader hears as "New discussion".
    await expect(row.locator("[data-unread]").textContent()).resolves.toBe("New discussion");
    await shoot(page, "list-new");

    // Opening it reads page 1 (comments 1-30): back on the list, "2 new comments" remain.
    await row.getByRole("link", { name: "Which backup tool do you trust?" }).click();
    await page.waitForURL(new RegExp(`/discussion/${posted.discussionID}/[^/]+$`));
    await waitForReady(page);
    const later = [];
    for (let i = 33; i <= 35; i++) later.push(await postJson(admin.request, "/comments", { discussionID: posted.discussionID, body: `Reply ${i}, after the member's visit.`, format: "markdown" }));
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await expect(row.locator("[data-unread]").textContent()).resolves.toBe("5 new comments");
    await shoot(page, "list-unread");

    // The title now opens page 2 at comment 31, the first unread: scrolled to, focused, announced.
    const firstUnread = (await (await admin.request.get(`${forum.server.url}/api/v2/comments?discussionID=${posted.discussionID}&page=2&limit=30`)).json()) as Array<{ commentID: number }>;
    await row.getByRole("link", { name: "Which backup tool do you trust?" }).click();
    await page.waitForURL(new RegExp(`/discussion/${posted.discussionID}/[^/]+/p2#Comment_${firstUnread[0]!.commentID}$`));
    await waitForReady(page);
    const target = page.locator(`#Comment_${firstUnread[0]!.commentID}`);
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe(`Comment_${firstUnread[0]!.commentID}`));
    await eventually(async () => expect(await target.getByRole("status").textContent()).toBe("5 new comments since your last visit."));
    await expect(target.getByText("New", { exact: true }).isVisible()).resolves.toBe(true);
    const box = await target.boundingBox();
    expect(box && box.y >= 0 && box.y < 900).toBe(true);
    await shoot(page, "jump");

    // Read to the end: no marker. Another reply, then Mark All Read clears it without opening.
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    expect(await row.locator("[data-unread]").count()).toBe(0);
    await postJson(admin.request, "/comments", { discussionID: posted.discussionID, body: "One more.", format: "markdown" });
    await page.reload();
    await waitForReady(page);
    await expect(row.locator("[data-unread]").textContent()).resolves.toBe("1 new comment");
    await Promise.all([page.waitForURL(/\/discussions$/), page.getByRole("button", { name: "Mark All Read" }).click()]);
    await waitForReady(page);
    expect(await page.locator("[data-unread]").count()).toBe(0);

    expect(errors).toEqual([]);
    await page.close();
    await admin.close();
}, 120_000);

it("a menu the member opens while the page loads stays open when the page then jumps to the first unread comment", async () => {
    const admin = await adminApi();
    const categories = (await (await admin.request.get(`${forum.server.url}/api/v2/categories`)).json()) as Array<{ categoryID: number; name: string }>;
    const general = categories.find((category) => category.name === "General Discussion")!;
    const posted = await postJson(admin.request, "/discussions", { categoryID: general.categoryID, name: "Quiet hours for the build server", body: "When?", format: "markdown" });
    for (let i = 1; i <= 31; i++) await postJson(admin.request, "/comments", { discussionID: posted.discussionID, body: `Answer ${i}.`, format: "markdown" });

    const page = await forum.browser.newPage({ viewport: { width: 1350, height: 900 } });
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    const address = `${forum.server.url}${new URL(posted.url, forum.server.url).pathname}`;
    await page.goto(address);
    await waitForReady(page);
    await postJson(admin.request, "/comments", { discussionID: posted.discussionID, body: "Answer 32, unread.", format: "markdown" });

    // The jump's code is held back, so the member reaches the bell before the page moves to the comment.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/UnreadJump\.\w+\.js$/, async (route) => {
        await released;
        await route.continue();
    });
    await page.goto(address, { waitUntil: "commit" });
    // At commit, not at load: a held chunk the page asked for before its load event holds that event back.
    await page.waitForURL(/\/p2#Comment_\d+$/, { waitUntil: "commit" });
    const bell = page.locator("[aria-controls='titleBar-notifications-menu']");
    await page.locator('[data-react="TitleBarNotifications"][data-hydrated]').waitFor();
    await bell.click();
    await eventually(async () => expect(await bell.getAttribute("aria-expanded")).toBe("true"));
    release();
    await waitForReady(page);
    // The jump has run (its announcement is made), and left the member's menu and focus alone.
    await eventually(async () => expect(await page.getByRole("status").filter({ hasText: "since your last visit" }).textContent()).toBe("2 new comments since your last visit."));
    expect(await bell.getAttribute("aria-expanded")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.closest("[data-react='TitleBarNotifications']") !== null)).toBe(true);
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
    await admin.close();
}, 120_000);

