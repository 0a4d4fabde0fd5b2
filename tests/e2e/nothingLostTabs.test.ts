/**
 * Nothing a member types is lost when the tab goes away or another tab writes the same draft
 * (issue 9 item 5): a closed tab, a crashed renderer, two tabs on one discussion (the second
 * tab is told of the other's save in words and chooses; never a silent overwrite).
 */
import type { Page } from "playwright-core";
import { eventually, signInThroughForm, useForumAndBrowser } from "./browser";
import { REPLY_FORM, bodyText, commentsContaining, myDrafts, openDiscussion, typeInto, waitForDraftStatus } from "./nothingLost";

const forum = useForumAndBrowser();
const CONFLICT_WORDS = "This draft was changed in another tab or on another device.";

/** The text of the member's server draft replying to a discussion ("" when there is none). */
async function serverDraftText(page: Page, discussionID: number): Promise<string> {
    const drafts = (await myDrafts(page)).filter((draft) => draft.recordType === "comment" && draft.parentRecordID === discussionID);
    if (drafts.length > 1) throw new Error(`${drafts.length} drafts for one reply form`);
    return drafts[0] ? JSON.stringify(drafts[0].attributes.body) : "";
}

/** The device copies of the page's origin, all of them, as one text. */
async function deviceText(page: Page): Promise<string> {
    return page.evaluate(() => Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key)).join("\n"));
}

it("brings the reply back after the tab was closed and the discussion opened again", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, forum.server.url, "member");
    await openDiscussion(page, forum.server.url, 10);
    const text = "Half a thought before I closed the tab";
    await typeInto(page, REPLY_FORM, text);
    await waitForDraftStatus(page, REPLY_FORM, "Saved on this device");
    await page.close();

    const again = await context.newPage();
    await openDiscussion(again, forum.server.url, 10);
    await eventually(async () => expect(await bodyText(again, REPLY_FORM)).toBe(text));
    await context.close();
});

it("brings the reply back after the browser's renderer crashed", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, forum.server.url, "member");
    await openDiscussion(page, forum.server.url, 11);
    const text = "Typed just before the crash";
    await typeInto(page, REPLY_FORM, text);
    // A crash gives the page no chance to write: what the device holds (written a second after
    // typing) is what comes back.
    await eventually(async () => expect(await deviceText(page)).toContain(text));
    const crashed = page.waitForEvent("crash");
    // Chromium's own crash page kills the tab's renderer (as Playwright's tests crash a page).
    await page.goto("chrome://crash").catch(() => undefined);
    await crashed;
    await page.close();

    const again = await context.newPage();
    await openDiscussion(again, forum.server.url, 11);
    await eventually(async () => expect(await bodyText(again, REPLY_FORM)).toBe(text));
    await context.close();
});

it("shares one draft between two tabs and asks, in words, which version to keep when both edit it", async () => {
    const context = await forum.browser.newContext();
    const tabA = await context.newPage();
    await signInThroughForm(tabA, forum.server.url, "member");
    await openDiscussion(tabA, forum.server.url, 12);
    const start = "Started in tab A";
    await typeInto(tabA, REPLY_FORM, start);
    await waitForDraftStatus(tabA, REPLY_FORM, "Draft saved");

    // Tab B opens the same discussion and gets the same draft.
    const tabB = await context.newPage();
    await openDiscussion(tabB, forum.server.url, 12);
    await eventually(async () => expect(await bodyText(tabB, REPLY_FORM)).toBe(start));

    // Both edit; A saves first, and B (with unsaved words of its own) is asked, not overwritten.
    await typeInto(tabA, REPLY_FORM, " and more from A");
    await typeInto(tabB, REPLY_FORM, " and more from B");
    const notice = tabB.locator(REPLY_FORM).getByRole("alert");
    await notice.filter({ hasText: CONFLICT_WORDS }).waitFor({ timeout: 20_000 });
    expect(await bodyText(tabB, REPLY_FORM)).toBe(`${start} and more from B`);
    expect(await serverDraftText(tabA, 12)).toContain(`${start} and more from A`);

    // B keeps its version: it becomes the server's, and A (nothing unsaved) shows it.
    await tabB.locator(REPLY_FORM).getByRole("button", { name: "Keep mine" }).click();
    await waitForDraftStatus(tabB, REPLY_FORM, "Draft saved");
    await eventually(async () => expect(await serverDraftText(tabB, 12)).toContain(`${start} and more from B`));
    await eventually(async () => expect(await bodyText(tabA, REPLY_FORM)).toBe(`${start} and more from B`));

    // Again, the other way round: B saves first, A is asked and loads B's version.
    await typeInto(tabB, REPLY_FORM, ", B again");
    await typeInto(tabA, REPLY_FORM, ", A again");
    const noticeA = tabA.locator(REPLY_FORM).getByRole("alert");
    await noticeA.filter({ hasText: CONFLICT_WORDS }).waitFor({ timeout: 20_000 });
    expect(await bodyText(tabA, REPLY_FORM)).toBe(`${start} and more from B, A again`);
    await tabA.locator(REPLY_FORM).getByRole("button", { name: "Load the other version" }).click();
    await eventually(async () => expect(await bodyText(tabA, REPLY_FORM)).toBe(`${start} and more from B, B again`));
    await waitForDraftStatus(tabA, REPLY_FORM, "Draft saved");
    expect(await serverDraftText(tabA, 12)).toContain(`${start} and more from B, B again`);

    // The agreed text posts once, from either tab.
    await Promise.all([tabA.waitForURL(/#Comment_\d+$/), tabA.locator(REPLY_FORM).getByRole("button", { name: "Post Comment" }).click()]);
    expect(await commentsContaining(forum.server.url, 12, `${start} and more from B, B again`)).toBe(1);
    await context.close();
});
