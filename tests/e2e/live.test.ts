/**
 * Live updates in Chromium (issue 12 item 3), against two server processes on one PostgreSQL
 * database (as behind a load balancer): a comment posted through one server appears, live,
 * on a page served by the other; a reader in the middle of a long discussion gets the
 * "N new comments" bar instead (the "{count} comments" heading and the pager's range count
 * the new comment either way); a member's message badge updates without a reload; and a
 * browser whose stream is refused falls back to polling.
 */
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { closeBrowser, collectPageErrors, launchBrowser, signInByRequest, signInThroughForm, waitForReady } from "./browser";
import { writeMarkdown } from "./composerHelpers";
import { startServer, type IServer } from "./serverProcess";

const ADMIN_URL = process.env.TEST_DATABASE_URL || "postgres://hearth:hearth@127.0.0.1:5432/hearth";
const databaseName = `hearth_e2e_live_${randomBytes(6).toString("hex")}`;
const databaseUrl = (() => {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    return url.toString();
})();

let browser: Browser;
let first: IServer;
let second: IServer;
const contexts: BrowserContext[] = [];

async function adminQuery(text: string): Promise<void> {
    const client = new Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
        await client.query(text);
    } finally {
        await client.end();
    }
}

beforeAll(async () => {
    await adminQuery(`create database ${databaseName}`);
    browser = await launchBrowser();
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    first = await startServer({}, { databaseUrl });
    second = await startServer({}, { databaseUrl });
}, 120_000);

afterAll(async () => {
    await Promise.all([closeBrowser(browser), first?.stop(), second?.stop()]);
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
});

async function newPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
}

/** Opens a page and waits until its live stream is open. */
async function openLive(page: Page, url: string): Promise<void> {
    await page.goto(url);
    await waitForReady(page);
    await page.waitForFunction(() => document.documentElement.dataset.live === "open", undefined, { timeout: 15_000 });
}

async function postComment(page: Page, server: IServer, discussionPath: string, markdown: string): Promise<number> {
    await page.goto(`${server.url}${discussionPath}`);
    await waitForReady(page);
    await writeMarkdown(page, "Body", markdown);
    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.getByRole("button", { name: "Post Comment" }).click()]);
    return Number(/#Comment_(\d+)$/.exec(page.url())![1]);
}

it("a comment posted through one server appears live on the other server's page, where the reader is", async () => {
    const writer = await newPage();
    await signInThroughForm(writer.page, first.url, "member");
    const reader = await newPage();
    // A guest: the stream costs them nothing until they open a discussion.
    await openLive(reader.page, `${second.url}/discussion/4`);
    await reader.page.locator('li[id^="Comment_"]').last().scrollIntoViewIfNeeded();
    const heading = reader.page.locator("[data-comments-count]");
    const before = Number(await heading.getAttribute("data-comments-count"));

    const commentID = await postComment(writer.page, first, "/discussion/4", "Hello from the **other** server");
    const arrived = reader.page.locator(`#Comment_${commentID}`);
    await arrived.waitFor({ timeout: 15_000 });
    expect(await arrived.locator("strong").textContent()).toBe("other");
    // The heading counts it.
    expect(await heading.textContent()).toBe(`${before + 1} comments`);
    expect(await reader.page.locator("[data-live-new-comments]").count()).toBe(0);
    expect(reader.errors).toEqual([]);
});

it("a reader in the middle of a long discussion gets a polite 'new comments' bar, which brings them in and moves focus there", async () => {
    const reader = await newPage();
    await signInThroughForm(reader.page, second.url, "moderator");
    // The 120-comment welcome thread, its last page, read from the top.
    await openLive(reader.page, `${second.url}/discussion/1/p1000`);
    await reader.page.evaluate(() => window.scrollTo(0, 0));
    const heading = reader.page.locator("[data-comments-count]");
    const before = Number(await heading.getAttribute("data-comments-count"));
    const writer = await newPage();
    await signInByRequest(writer.page, first.url, "member");
    const commentID = await postComment(writer.page, first, "/discussion/1/p1000", "A reply while you read");

    const bar = reader.page.getByRole("status").getByRole("button", { name: "1 new comment" });
    await bar.waitFor({ timeout: 15_000 });
    expect(await reader.page.locator(`#Comment_${commentID}`).count()).toBe(0);
    // The heading and the pager's total count it already, while it waits behind the bar.
    const total = before + 1;
    expect(await heading.textContent()).toBe(`${total} comments`);
    await reader.page.waitForFunction((count) => document.querySelector("nav[aria-label='Pagination'] span")?.textContent?.endsWith(`of ${count}`), total);
    await bar.click();
    const arrived = reader.page.locator(`#Comment_${commentID}`);
    await arrived.waitFor();
    expect(await arrived.evaluate((element) => element === document.activeElement)).toBe(true);
    // The pager where it is shown (this page, or the next when this one was full) ends its range with it.
    await reader.page.waitForFunction((count) => document.querySelector("nav[aria-label='Pagination'] span")?.textContent?.endsWith(`- ${count} of ${count}`), total);
    expect(await reader.page.locator("[data-live-new-comments]").count()).toBe(0);
    expect(reader.errors).toEqual([]);
});

it("a member's message badge counts a new message without a reload", async () => {
    const member = await newPage();
    await signInThroughForm(member.page, second.url, "member");
    await member.page.waitForFunction(() => document.documentElement.dataset.live === "open", undefined, { timeout: 15_000 });
    const messages = member.page.locator("[aria-controls='titleBar-messages-menu']");
    const badge = messages.locator("[aria-hidden='true']").filter({ hasText: /\d/ });
    const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;

    const sender = await newPage();
    await signInThroughForm(sender.page, first.url, "moderator");
    const sent = await sender.page.evaluate(async () => {
        const memberID = ((await (await fetch("/api/v2/users/by-names?name=member")).json()) as Array<{ userID: number }>)[0]!.userID;
        const response = await fetch("/api/v2/conversations", {
            method: "POST",
            headers: { "content-type": "application/json", "x-requested-with": "vanilla" },
            body: JSON.stringify({ participantUserIDs: [memberID], initialBody: "Are you there?" }),
        });
        return response.status;
    });
    expect(sent).toBe(201);
    await messages.locator("[aria-hidden='true']").filter({ hasText: String(before + 1) }).waitFor({ timeout: 15_000 });
    expect(member.errors).toEqual([]);
});

it("falls back to polling when the stream cannot open, and still shows new comments", async () => {
    const reader = await newPage();
    await reader.page.route(/\/api\/v2\/live\?/, (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "No streams here.", status: 503 }) }));
    await reader.page.goto(`${second.url}/discussion/5`);
    await waitForReady(reader.page);
    // "polling" once the first poll has learned where to start, so nothing posted after it is missed.
    await reader.page.waitForFunction(() => document.documentElement.dataset.live === "polling", undefined, { timeout: 15_000 });
    await reader.page.locator('li[id^="Comment_"]').last().scrollIntoViewIfNeeded();

    const writer = await newPage();
    await signInByRequest(writer.page, first.url, "member");
    const commentID = await postComment(writer.page, first, "/discussion/5", "Polled into view");
    // One polling round (15 s) at most.
    await reader.page.locator(`#Comment_${commentID}`).waitFor({ timeout: 25_000 });
});
