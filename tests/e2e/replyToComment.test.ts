/**
 * Replying to a comment and the draft prompts around it, in Chromium (issue 9 items 2 and 3;
 * content §2 draft-available links, §4 reply form, §8 discard confirmation and saved-draft toast).
 * Each test signs in in a browser context of its own (its own device storage) and writes on a
 * discussion of its own, so the member's drafts of one test never meet another's.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

async function memberPage(context?: BrowserContext): Promise<Page> {
    const page = await (context ?? (await forum.browser.newContext())).newPage();
    await signInByRequest(page, forum.server.url, "member");
    return page;
}

/** The text a composer holds: the plain box before the editor loads, the editor after (without its zero-width placeholder). */
function textOf(box: Locator): Promise<string> {
    return box.evaluate((element) => (element instanceof HTMLTextAreaElement ? element.value : (element.textContent ?? "").replace(/\uFEFF/g, "")));
}

/** The discussion's reply form's text box: the plain box, then the editor loaded over it (both named by the form's heading). */
function topLevelBox(page: Page): Locator {
    return page.locator("#create-comment").getByRole("textbox", { name: "Body" });
}

/** Types in the reply form as a member does: a click loads the editor, then the text goes into it. */
async function typeTopLevel(page: Page, text: string): Promise<void> {
    await topLevelBox(page).click();
    await page.locator("#create-comment [contenteditable=true]").waitFor();
    await topLevelBox(page).fill(text);
    await eventually(async () => expect(await textOf(topLevelBox(page))).toBe(text));
}

/** Posts a top-level comment through the reply form and returns its ID. */
async function postComment(page: Page, discussionID: number, text: string): Promise<string> {
    await page.goto(`${forum.server.url}/discussion/${discussionID}`);
    await waitForReady(page);
    await typeTopLevel(page, text);
    // Opening a discussion may already land on an anchor (its first unread comment): wait for the new comment's.
    const opened = page.url();
    await Promise.all([page.waitForURL((url) => url.href !== opened && /#Comment_\d+$/.test(url.hash)), page.getByRole("button", { name: "Post Comment" }).click()]);
    await waitForReady(page);
    return /#Comment_(\d+)$/.exec(page.url())![1]!;
}

/** Types into the discussion's reply form and waits until the server holds the draft. */
async function leaveTopLevelDraft(page: Page, text: string): Promise<Locator> {
    await typeTopLevel(page, text);
    await eventually(async () => expect(await page.locator("#create-comment").getByText("Draft saved").count()).toBe(1), 20_000);
    return topLevelBox(page);
}

async function serverDrafts(page: Page): Promise<Array<{ draftID: number; editUrl: string; attributes: { body: string; draftMeta?: Record<string, unknown> } }>> {
    return page.evaluate(async () => (await fetch("/api/v2/drafts?recordType=comment", { credentials: "same-origin" })).json());
}

async function focusedInside(page: Page, selector: string): Promise<boolean> {
    return page.evaluate((target) => document.querySelector(target)?.contains(document.activeElement) ?? false, selector);
}

it("replies to a comment: the composer opens under it and the posted reply says 'In reply to member'", async () => {
    const page = await memberPage();
    const errors = collectPageErrors(page);
    const commentID = await postComment(page, 4, "A comment worth answering");
    const comment = page.locator(`#Comment_${commentID}`);
    await comment.getByRole("button", { name: "Reply" }).click();
    const box = comment.getByRole("textbox", { name: "Reply to member" });
    await eventually(async () => expect(await focusedInside(page, `#Comment_${commentID} form`)).toBe(true));
    await box.fill("An answer to that comment");
    await Promise.all([
        page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/v2/comments") && JSON.parse(request.postData() ?? "{}").parentCommentID === Number(commentID)),
        page.waitForURL((url) => url.hash !== `#Comment_${commentID}` && /#Comment_\d+$/.test(url.hash)),
        comment.getByRole("button", { name: "Post Reply" }).click(),
    ]);
    await waitForReady(page);
    const replyID = /#Comment_(\d+)$/.exec(page.url())![1];
    const reply = page.locator(`#Comment_${replyID}`);
    expect(await reply.textContent()).toContain("An answer to that comment");
    expect(await reply.getByRole("link", { name: "In reply to member" }).getAttribute("href")).toBe(`/discussion/comment/${commentID}#Comment_${commentID}`);
    expect(errors).toEqual([]);
    await page.context().close();
});

it("Cancel closes the reply composer and gives focus back to Reply", async () => {
    const page = await memberPage();
    const commentID = await postComment(page, 4, "Another comment");
    const comment = page.locator(`#Comment_${commentID}`);
    await comment.getByRole("button", { name: "Reply" }).click();
    await comment.getByRole("textbox", { name: "Reply to member" }).waitFor();
    await comment.getByRole("button", { name: "Cancel" }).click();
    expect(await comment.getByRole("textbox", { name: "Reply to member" }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Reply");
    await page.context().close();
});

it("asks 'Discard Draft' before replying over an unposted reply-form draft: Cancel keeps it, Discard removes it everywhere", async () => {
    const page = await memberPage();
    const commentID = await postComment(page, 3, "A comment on discussion 3");
    const topLevel = await leaveTopLevelDraft(page, "Words for the whole discussion");
    const comment = page.locator(`#Comment_${commentID}`);
    const replyButton = comment.getByRole("button", { name: "Reply" });

    await replyButton.click();
    const dialog = page.getByRole("dialog", { name: "Discard Draft" });
    expect(await dialog.textContent()).toContain("You have an unposted draft, replying to this comment will discard your draft. Are you sure you want to discard it?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Reply");
    expect(await textOf(topLevel)).toBe("Words for the whole discussion");
    expect(await comment.getByRole("textbox", { name: "Reply to member" }).count()).toBe(0);
    expect((await serverDrafts(page)).some((draft) => draft.attributes.body.includes("Words for the whole discussion"))).toBe(true);

    await replyButton.click();
    await Promise.all([
        page.waitForResponse((response) => response.request().method() === "DELETE" && /\/api\/v2\/drafts\/\d+$/.test(response.url()) && response.status() === 204),
        dialog.getByRole("button", { name: "Discard" }).click(),
    ]);
    await comment.getByRole("textbox", { name: "Reply to member" }).waitFor();
    // The member goes on writing the reply.
    await eventually(async () => expect(await focusedInside(page, `#Comment_${commentID} form`)).toBe(true));
    await eventually(async () => expect(await textOf(topLevel)).toBe(""));
    expect((await serverDrafts(page)).some((draft) => draft.attributes.body.includes("Words for the whole discussion"))).toBe(false);
    // Gone from this device too: a reload brings nothing back.
    await page.reload();
    await waitForReady(page);
    await eventually(async () => expect(await page.locator("#create-comment").getByText("Loading draft…").count()).toBe(0));
    expect(await textOf(topLevelBox(page))).toBe("");
    await page.context().close();
});

it("shows 'Saved Draft Available.' while the reply form with a draft is out of view; 'Navigate to Draft' focuses it, and the toast hides in view", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1000, height: 400 } });
    const page = await memberPage(context);
    await page.goto(`${forum.server.url}/discussion/3`);
    await waitForReady(page);
    await leaveTopLevelDraft(page, "Kept for later");
    const toast = page.getByText("Saved Draft Available.");
    await page.evaluate(() => window.scrollTo(0, 0));
    await toast.waitFor({ state: "visible" });
    await page.getByRole("link", { name: "Navigate to Draft" }).click();
    await eventually(async () => expect(await focusedInside(page, "#create-comment")).toBe(true));
    await toast.waitFor({ state: "hidden" });
    // Out of view again, back again; in view again, hidden again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await toast.waitFor({ state: "visible" });
    await page.locator("#create-comment").scrollIntoViewIfNeeded();
    await toast.waitFor({ state: "hidden" });

    // The draft-available link of the reply form opens the page with the form focused and the draft in it.
    const link = (await serverDrafts(page)).find((draft) => draft.attributes.body.includes("Kept for later"))!.editUrl;
    expect(link).toBe("/discussion/3?hasDraft=true#create-comment");
    await page.goto(`${forum.server.url}/discussion/1`);
    await page.goto(`${forum.server.url}${link}`);
    await waitForReady(page);
    await eventually(async () => expect(await textOf(topLevelBox(page))).toContain("Kept for later"));
    await eventually(async () => expect(await focusedInside(page, "#create-comment")).toBe(true));
    await context.close();
});

it("a reply draft's link (My Drafts' edit link) reopens the reply composer with its text, on another device", async () => {
    const page = await memberPage();
    const commentID = await postComment(page, 1, "Answer me later");
    const comment = page.locator(`#Comment_${commentID}`);
    await comment.getByRole("button", { name: "Reply" }).click();
    await comment.getByRole("textbox", { name: "Reply to member" }).fill("Half of my answer");
    await eventually(async () => expect(await comment.getByText("Draft saved").count()).toBe(1), 20_000);
    const draft = (await serverDrafts(page)).find((candidate) => candidate.attributes.body.includes("Half of my answer"))!;
    expect(draft.attributes.draftMeta).toMatchObject({ commentParentID: Number(commentID), commentPath: `/${commentID}` });
    expect(draft.editUrl).toBe(`/discussion/comment/${commentID}?hasDraft=true#Comment_${commentID}`);
    await page.context().close();

    // A fresh context: nothing on this device, the draft comes from the server.
    const other = await memberPage();
    const errors = collectPageErrors(other);
    await other.goto(`${forum.server.url}/drafts`);
    await waitForReady(other);
    const editLink = other.locator(`a[href="${draft.editUrl}"]`);
    expect(await editLink.count()).toBeGreaterThan(0);
    await Promise.all([other.waitForURL(new RegExp(`#Comment_${commentID}$`)), editLink.first().click()]);
    await waitForReady(other);
    expect(new URL(other.url()).searchParams.get("hasDraft")).toBe("true");
    const box = other.locator(`#Comment_${commentID}`).getByRole("textbox", { name: "Reply to member" });
    await eventually(async () => expect(await textOf(box)).toContain("Half of my answer"));
    expect(errors).toEqual([]);
    await other.context().close();
});
