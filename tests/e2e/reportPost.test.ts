/**
 * A member's Report in a real browser (issue 14 item 7): a member reports a comment by keyboard
 * from the discussion page (the dialog traps the focus and gives it back), then a moderator finds
 * the report in the queue. On a phone the Report sits in the post's More actions menu.
 * SCREENSHOTS_DIR=… also saves the dialog at 375 and 1350 px, light and dark.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** Presses Tab until the target has focus (as a keyboard user would reach it). */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
    for (let presses = 0; presses < limit; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
    }
    throw new Error("Tab never reached the target.");
}

/** A discussion page with a comment the signed-in member did not write (so they may report it). */
async function discussionWithOthersComment(page: Page): Promise<{ url: string; commentID: number }> {
    const me = (await (await page.request.get(`${forum.server.url}/api/v2/users/me`)).json()) as { userID: number };
    const listed = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?limit=30`)).json()) as Array<{ discussionID: number; url: string }>;
    for (const discussion of listed) {
        const comments = (await (await page.request.get(`${forum.server.url}/api/v2/comments?discussionID=${discussion.discussionID}&limit=30`)).json()) as Array<{ commentID: number; insertUserID: number }>;
        const other = comments.find((comment) => comment.insertUserID !== me.userID && comment.insertUserID !== 0);
        if (other) return { url: new URL(discussion.url, forum.server.url).pathname, commentID: other.commentID };
    }
    throw new Error("No comment by someone else to report.");
}

it("a member reports a comment by keyboard and a moderator sees it in the queue", async () => {
    const memberContext = await forum.browser.newContext({ viewport: { width: 1350, height: 900 } });
    const member = await memberContext.newPage();
    const errors = collectPageErrors(member);
    await signInThroughForm(member, forum.server.url, "member");
    const target = await discussionWithOthersComment(member);
    await member.goto(`${forum.server.url}/discussion/comment/${target.commentID}`);
    await waitForReady(member);

    const comment = member.locator(`#Comment_${target.commentID}`);
    const report = comment.getByRole("button", { name: "Report", exact: true });
    await tabTo(member, report);
    await member.keyboard.press("Enter");
    const dialog = member.getByRole("dialog", { name: "Report Comment" });
    await dialog.waitFor();

    // Sending with no reason is refused in the dialog, nothing is sent.
    const send = dialog.getByRole("button", { name: "Send Report" });
    await tabTo(member, send);
    await member.keyboard.press("Enter");
    await eventually(async () => expect(await dialog.getByRole("alert").textContent()).toBe("Choose at least one reason."));

    // The focus stays in the dialog while tabbing round to a reason and the note.
    await tabTo(member, dialog.getByRole("checkbox", { name: /^Spam/ }));
    await member.keyboard.press("Space");
    const note = "Selling watches in every thread";
    await tabTo(member, dialog.getByRole("textbox", { name: "Note for the moderators (optional)" }));
    await member.keyboard.type(note);
    await tabTo(member, send);
    await member.keyboard.press("Enter");

    await eventually(async () => expect(await member.getByText("Thanks, a moderator will look at it.").count()).toBe(1));
    await dialog.waitFor({ state: "detached" });
    const reported = comment.getByRole("button", { name: "Reported", exact: true });
    await eventually(async () => expect(await reported.evaluate((element) => element === document.activeElement)).toBe(true));
    expect(errors).toEqual([]);
    await memberContext.close();

    const context = await forum.browser.newContext();
    const moderator = await context.newPage();
    await signInByRequest(moderator, forum.server.url, "moderator");
    await moderator.goto(`${forum.server.url}/dashboard/content/reports?statuses=none`);
    await waitForReady(moderator);
    const item = moderator.locator("[data-report]").filter({ hasText: note });
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain("Spam");
    expect(await item.textContent()).toContain("member");
    await context.close();
});

it("on a phone, Report is in the More actions menu; Escape closes the dialog and the focus goes back to the menu button", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signInThroughForm(page, forum.server.url, "member");
    const target = await discussionWithOthersComment(page);
    await page.goto(`${forum.server.url}/discussion/comment/${target.commentID}`);
    await waitForReady(page);
    const comment = page.locator(`#Comment_${target.commentID}`);
    const more = comment.getByRole("button", { name: "More actions" });
    await tabTo(page, more);
    // ArrowUp opens the menu on its last item: Report (the row's own Report button is hidden on a phone).
    await page.keyboard.press("ArrowUp");
    const item = comment.getByRole("button", { name: "Report", exact: true });
    await eventually(async () => expect(await item.evaluate((element) => element === document.activeElement)).toBe(true));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Report Comment" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await eventually(async () => expect(await more.evaluate((element) => element === document.activeElement)).toBe(true));
    await context.close();
});

it("guests are not offered Report", async () => {
    const page = await forum.browser.newPage();
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await page.locator("a[href*='/discussion/']").first().click();
    await waitForReady(page);
    expect(await page.locator("li[id^='Comment_']").count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Report", exact: true }).count()).toBe(0);
    await page.close();
});

it("(with SCREENSHOTS_DIR) saves the dialog at 375 and 1350 px, light and dark", async () => {
    const dir = process.env.SCREENSHOTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [375, 1350]) {
            const context = await forum.browser.newContext({ colorScheme, viewport: { width, height: 900 } });
            const page = await context.newPage();
            await signInThroughForm(page, forum.server.url, "member");
            const target = await discussionWithOthersComment(page);
            await page.goto(`${forum.server.url}/discussion/comment/${target.commentID}`);
            await waitForReady(page);
            const comment = page.locator(`#Comment_${target.commentID}`);
            if (width < 700) {
                await comment.getByRole("button", { name: "More actions" }).click();
                await comment.getByRole("button", { name: /^Report/ }).click();
            } else {
                await comment.getByRole("button", { name: /^Report/ }).click();
            }
            await page.getByRole("dialog").waitFor();
            await page.screenshot({ path: path.join(dir, `report-dialog-${width}-${colorScheme}.png`), animations: "disabled" });
            await context.close();
        }
    }
}, 120_000);
