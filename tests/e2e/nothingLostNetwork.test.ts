/**
 * Nothing a member types is lost when the network or the server fails (issue 9 item 5): offline
 * while typing, a server error, no answer, an answer lost after the post was made, a session
 * that ended. Each case: the failure injected, the text still in the form, the member told what
 * happened in words, and posting again makes the post exactly once.
 */
import type { BrowserContext, Page, Request } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";
import { REPLY_FORM, bodyText, commentsContaining, draftStatus, failureWords, myDrafts, openDiscussion, typeInto, waitForDraftStatus } from "./nothingLost";

const forum = useForumAndBrowser();

/** The create-post page's form. */
const DISCUSSION_FORM = "form:has(select[name=categoryID])";
const OFFLINE_WORDS = "You are offline. Your text is kept on this device; post again when you are back online.";
const NO_ANSWER_WORDS = "The server did not answer. Your text is kept here; post again (it will not be posted twice).";
const SERVER_ERROR_WORDS = "The server could not post this. Your text is kept here; try again in a moment.";
const SESSION_WORDS = "Your session has ended. Sign in again in another tab, then come back and post: your text is kept here.";

async function signedInPage(context: BrowserContext, discussionID: number): Promise<Page> {
    const page = await context.newPage();
    await signInThroughForm(page, forum.server.url, "member");
    await openDiscussion(page, forum.server.url, discussionID);
    return page;
}

function isCommentPost(request: Request): boolean {
    return request.method() === "POST" && new URL(request.url()).pathname === "/api/v2/comments";
}

/** Posts the reply form and waits for the page to open the new comment. */
async function postReplySucceeds(page: Page): Promise<void> {
    await Promise.all([page.waitForURL(/#Comment_\d+$/, { timeout: 20_000 }), page.locator(REPLY_FORM).getByRole("button", { name: "Post Comment" }).click()]);
    await waitForReady(page);
}

async function postReply(page: Page): Promise<void> {
    await page.locator(REPLY_FORM).getByRole("button", { name: "Post Comment" }).click();
}

it("keeps a reply typed offline on the device, says so, syncs it when back online and posts it once", async () => {
    const context = await forum.browser.newContext();
    const page = await signedInPage(context, 4);
    const text = "Written on a train without signal";
    // The editor loads while online; then the connection goes.
    await typeInto(page, REPLY_FORM, "");
    await context.setOffline(true);
    await page.keyboard.type(text);
    await waitForDraftStatus(page, REPLY_FORM, "Saved on this device — will sync when online");

    await postReply(page);
    expect(await failureWords(page, REPLY_FORM)).toBe(OFFLINE_WORDS);
    expect(await bodyText(page, REPLY_FORM)).toBe(text);

    await context.setOffline(false);
    await waitForDraftStatus(page, REPLY_FORM, "Draft saved");
    expect((await myDrafts(page)).filter((draft) => draft.recordType === "comment" && draft.parentRecordID === 4)).toHaveLength(1);
    await postReplySucceeds(page);
    expect(await commentsContaining(forum.server.url, 4, text)).toBe(1);
    // Posting deleted the draft with the comment.
    expect((await myDrafts(page)).filter((draft) => draft.recordType === "comment" && draft.parentRecordID === 4)).toHaveLength(0);
    await context.close();
});

it("keeps the reply when the server answers 500, says so, and posts it once when the server is back", async () => {
    const context = await forum.browser.newContext();
    const page = await signedInPage(context, 5);
    const text = "Posted while the server was failing";
    await page.route("**/api/v2/comments", (route) =>
        isCommentPost(route.request()) ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal server error.", status: 500 }) }) : route.continue(),
    );
    await typeInto(page, REPLY_FORM, text);
    await postReply(page);
    expect(await failureWords(page, REPLY_FORM)).toBe(SERVER_ERROR_WORDS);
    expect(await bodyText(page, REPLY_FORM)).toBe(text);
    expect(await commentsContaining(forum.server.url, 5, text)).toBe(0);

    await page.unroute("**/api/v2/comments");
    await postReplySucceeds(page);
    expect(await commentsContaining(forum.server.url, 5, text)).toBe(1);
    await context.close();
});

it("keeps the reply when the post gets no answer, says so, and posts it once on retry", async () => {
    const context = await forum.browser.newContext();
    const page = await signedInPage(context, 8);
    const text = "Sent into a dead connection";
    await page.route("**/api/v2/comments", (route) => (isCommentPost(route.request()) ? route.abort("timedout") : route.continue()));
    await typeInto(page, REPLY_FORM, text);
    await postReply(page);
    expect(await failureWords(page, REPLY_FORM)).toBe(NO_ANSWER_WORDS);
    expect(await bodyText(page, REPLY_FORM)).toBe(text);

    await page.unroute("**/api/v2/comments");
    await postReplySucceeds(page);
    expect(await commentsContaining(forum.server.url, 8, text)).toBe(1);
    await context.close();
});

it("starts a discussion once when the answer to its post was lost, resending with the same Idempotency-Key", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/post/discussion`);
    await waitForReady(page);
    const title = "Asked once over a flaky line";
    const text = "The first answer never arrived";
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption({ label: "General Discussion" });
    await typeInto(page, DISCUSSION_FORM, text);

    const keys: string[] = [];
    let lost = false;
    await page.route("**/api/v2/discussions", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        keys.push(route.request().headers()["idempotency-key"] ?? "");
        if (lost) return route.continue();
        lost = true;
        // The server makes the discussion; its answer never reaches the page.
        await route.fetch();
        await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Post Discussion" }).click();
    expect(await failureWords(page, DISCUSSION_FORM)).toBe(NO_ANSWER_WORDS);
    expect(await page.getByLabel("Title").inputValue()).toBe(title);
    expect(await bodyText(page, DISCUSSION_FORM)).toBe(text);

    await Promise.all([page.waitForURL(/\/discussion\/\d+\/asked-once-over-a-flaky-line$/), page.getByRole("button", { name: "Post Discussion" }).click()]);
    await waitForReady(page);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe("");
    expect(keys[1]).toBe(keys[0]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    expect(await page.getByRole("link", { name: title, exact: true }).count()).toBe(1);
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    await context.close();
});

it("keeps the reply when the session ended mid-post, says so, and posts it after signing in again in another tab", async () => {
    const context = await forum.browser.newContext();
    const page = await signedInPage(context, 9);
    const text = "Typed while my session ran out";
    await typeInto(page, REPLY_FORM, text);
    await context.clearCookies();

    await postReply(page);
    expect(await failureWords(page, REPLY_FORM)).toBe(SESSION_WORDS);
    expect(await bodyText(page, REPLY_FORM)).toBe(text);
    expect(await commentsContaining(forum.server.url, 9, text)).toBe(0);

    const other = await context.newPage();
    await signInThroughForm(other, forum.server.url, "member");
    await page.bringToFront();
    await postReplySucceeds(page);
    await eventually(async () => expect(await commentsContaining(forum.server.url, 9, text)).toBe(1));
    expect(await draftStatus(page, REPLY_FORM)).not.toContain("changed in another tab");
    await context.close();
});
