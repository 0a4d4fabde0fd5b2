/**
 * Writing end to end in a real browser (issue 9, "Done when"): a discussion with an uploaded
 * image and an @mention, a reply quoting a post, and a draft scheduled from My Drafts that the
 * server's job runner publishes (polling every 500 ms here so the test does not wait 5 s).
 */
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";
import { REPLY_FORM, commentsContaining, typeInto, waitForDraftStatus } from "./nothingLost";

const forum = useForumAndBrowser({ "Jobs.PollIntervalMs": 500 });
const DISCUSSION_FORM = "form:has(select[name=categoryID])";
/** A 1×1 PNG, made here rather than read from a fixture. */
const PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function startDiscussion(page: Page, title: string): Promise<void> {
    await page.goto(`${forum.server.url}/post/discussion`);
    await waitForReady(page);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption({ label: "General Discussion" });
}

/** How many discussions titled `title` the discussion list links to. */
async function listedDiscussions(page: Page, title: string): Promise<number> {
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    return page.getByRole("link", { name: title, exact: true }).count();
}

it("starts a discussion with an uploaded image and an @mention, then replies quoting a post", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "member");
    const title = "A picture for the admins";
    await startDiscussion(page, title);
    await typeInto(page, DISCUSSION_FORM, "Look at this: ");
    await page.locator(`${DISCUSSION_FORM} input[type=file]`).setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await page.locator(`${DISCUSSION_FORM} [contenteditable="true"] img`).waitFor({ timeout: 20_000 });
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" what do you think, @adm");
    await page.getByRole("listbox", { name: "Mention suggestions" }).getByRole("option", { name: /admin/ }).first().click();

    await Promise.all([page.waitForURL(/\/discussion\/\d+\/a-picture-for-the-admins$/), page.getByRole("button", { name: "Post Discussion" }).click()]);
    await waitForReady(page);
    const discussionID = Number(/\/discussion\/(\d+)\//.exec(page.url())![1]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    const image = page.locator("main img[src*='/uploads/'], main img[src*='pixel']").first();
    await image.waitFor();
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
    const mention = page.locator("a.atMention", { hasText: "@admin" });
    expect(await mention.count()).toBe(1);
    expect(await mention.getAttribute("href")).toMatch(/\/profile\/admin$/);

    // The reply quotes the discussion's post, then says something of its own.
    await page.getByRole("button", { name: "Quote" }).first().click();
    await page.locator(`${REPLY_FORM} [contenteditable="true"] blockquote`).waitFor();
    await typeInto(page, REPLY_FORM, "");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Nice pixel.");
    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.locator(REPLY_FORM).getByRole("button", { name: "Post Comment" }).click()]);
    await waitForReady(page);
    const commentID = /#Comment_(\d+)$/.exec(page.url())![1];
    const comment = page.locator(`#Comment_${commentID}`);
    expect(await comment.locator("blockquote").count()).toBeGreaterThan(0);
    expect(await comment.textContent()).toContain("Nice pixel.");
    expect(await commentsContaining(forum.server.url, discussionID, "Nice pixel.")).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
});

it("publishes a discussion draft scheduled from My Drafts, and the draft leaves My Drafts", async () => {
    const page = await forum.browser.newPage();
    await signInThroughForm(page, forum.server.url, "member");
    const title = "Posted by the clock";
    await startDiscussion(page, title);
    await typeInto(page, DISCUSSION_FORM, "Written now, published a few seconds later.");
    await waitForDraftStatus(page, DISCUSSION_FORM, "Draft saved");

    await page.goto(`${forum.server.url}/drafts`);
    await waitForReady(page);
    const row = page.locator("li.myDrafts-item", { hasText: title });
    await row.getByRole("button", { name: "Schedule" }).click();
    // Three seconds ahead, in the browser's time zone (datetime-local with seconds).
    const when = await page.evaluate(() => {
        const date = new Date(Date.now() + 3_000);
        const pad = (value: number) => String(value).padStart(2, "0");
        return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
    });
    await row.getByLabel("Publish at").fill(when);
    await row.locator("form").getByRole("button", { name: "Schedule" }).click();
    await row.getByText("Scheduled for").waitFor();

    await eventually(async () => expect(await listedDiscussions(page, title)).toBe(1), 30_000);
    await page.goto(`${forum.server.url}/drafts`);
    await waitForReady(page);
    expect(await page.locator("li.myDrafts-item", { hasText: title }).count()).toBe(0);
    await page.close();
});
