/**
 * Moderation in a real browser (issue 14 items 7, 8): a moderator handles a member's report
 * and restores the deleted comment, by keyboard, and both land in the audit log; a bulk close
 * interrupted by a reload carries on and its report is readable and focused; axe on each page.
 * Long runs do one item per call here, so a run of three always has a middle to interrupt.
 * SCREENSHOTS_DIR=… also saves each page at 375 and 1350 px, light and dark.
 */
import fs from "node:fs";
import path from "node:path";
import { seriousViolations } from "./axe";
import type { Locator, Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser({ "longRunner.maxItemsPerCall": 1 });

interface IListed {
    discussionID: number;
    name: string;
    categoryID: number;
    pinned: boolean;
    closed: boolean;
    category?: { name: string };
}

/** Presses Tab until the target has focus (as a keyboard user would reach it). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
    for (let presses = 0; presses < limit; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
    }
    throw new Error("Tab never reached the target.");
}

async function screenshots(name: string, url: string, signInAs: string): Promise<void> {
    const dir = process.env.SCREENSHOTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [375, 1350]) {
            const context = await forum.browser.newContext({ colorScheme, viewport: { width, height: 900 } });
            const page = await context.newPage();
            await signInByRequest(page, forum.server.url, signInAs);
            await page.goto(`${forum.server.url}${url}`);
            await waitForReady(page);
            await page.screenshot({ path: path.join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: true });
            await context.close();
        }
    }
}

it("a moderator acts on a report and restores the deleted comment, by keyboard; the audit log says who did what from where", async () => {
    // A member reports a comment.
    const memberContext = await forum.browser.newContext();
    const member = await memberContext.newPage();
    await signInThroughForm(member, forum.server.url, "member");
    const listed = (await (await member.request.get(`${forum.server.url}/api/v2/discussions?limit=30&expand=category`)).json()) as IListed[];
    let target: { discussionID: number; commentID: number; body: string } | undefined;
    for (const discussion of listed.filter((candidate) => candidate.category?.name !== "Staff Room")) {
        const comments = (await (await member.request.get(`${forum.server.url}/api/v2/comments?discussionID=${discussion.discussionID}&limit=5`)).json()) as Array<{ commentID: number; insertUserID: number; body: string }>;
        const other = comments.find((comment) => comment.insertUserID !== 0);
        if (other) {
            target = { discussionID: discussion.discussionID, commentID: other.commentID, body: other.body };
            break;
        }
    }
    if (!target) throw new Error("No comment to report.");
    const filed = await member.request.post(`${forum.server.url}/api/v2/reports`, {
        headers: { "x-requested-with": "vanilla" },
        data: { recordType: "comment", recordID: target.commentID, reportReasonIDs: ["spam"], noteBody: "Selling watches again" },
    });
    expect(filed.status()).toBe(201);
    const { reportID } = (await filed.json()) as { reportID: number };
    await memberContext.close();

    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "moderator");
    await page.goto(`${forum.server.url}/dashboard/content/reports?statuses=none`);
    await waitForReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    const item = page.locator(`[data-report="${reportID}"]`);
    expect(await item.textContent()).toContain("Selling watches again");
    const act = item.getByRole("button", { name: "Delete Comment" });
    await tabTo(page, act);
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Done: the post was dealt with and its reports closed."));
    expect((await page.request.get(`${forum.server.url}/api/v2/comments/${target.commentID}`)).status()).toBe(404);

    // Deleted Comments lists it with who deleted it; Restore brings it back.
    await page.goto(`${forum.server.url}/log/filter?parentRecordID=${target.discussionID}&recordType=comment&operation=delete`);
    await waitForReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    const entry = page.locator("[data-log-entry]").filter({ hasText: "deleted by moderator" }).first();
    const restore = entry.getByRole("button", { name: "Restore Comment" });
    await tabTo(page, restore);
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Comment restored."));
    expect((await page.request.get(`${forum.server.url}/api/v2/comments/${target.commentID}`)).status()).toBe(200);

    // The revision log renders (axe) for the same discussion.
    await page.goto(`${forum.server.url}/log/filter?recordType=discussion&recordID=${target.discussionID}`);
    await waitForReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.filter((error) => !/"TitleBar\w*"/.test(error))).toEqual([]);
    await context.close();

    // The administrator reads both actions in the audit log, with the page each came from.
    const adminContext = await forum.browser.newContext();
    const admin = await adminContext.newPage();
    await signInByRequest(admin, forum.server.url, "admin");
    await admin.goto(`${forum.server.url}/dashboard/audit-log`);
    await waitForReady(admin);
    expect(await seriousViolations(admin)).toEqual([]);
    const acted = admin.locator('[data-audit-event="report.act"]').first();
    expect(await acted.textContent()).toContain("moderator");
    expect(await acted.textContent()).toContain("GET /dashboard/content/reports");
    expect(await admin.locator('[data-audit-event="comment.restore"]').first().textContent()).toContain("GET /log/filter");
    await adminContext.close();

    await screenshots("reports", "/dashboard/content/reports?statuses=actioned", "moderator");
    await screenshots("deleted-comments", `/log/filter?parentRecordID=${target.discussionID}&recordType=comment&operation=delete`, "moderator");
    await screenshots("audit-log", "/dashboard/audit-log", "admin");
});

it("a bulk close interrupted by a reload carries on from its saved progress, and its report is readable and focused", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, forum.server.url, "moderator");
    const listed = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?limit=30&expand=category`)).json()) as IListed[];
    const chosen = listed.filter((discussion) => !discussion.pinned && !discussion.closed && discussion.category?.name !== "Staff Room").slice(0, 3);
    expect(chosen).toHaveLength(3);

    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    for (const discussion of chosen) await page.getByRole("checkbox", { name: `Select ${discussion.name}` }).check();
    const toast = page.locator("[data-bulk-toast]");
    await eventually(async () => expect(await toast.getByText("3 selected").count()).toBe(1));

    // The first call closes one item; the resume call that follows never gets an answer: the tab is reloaded mid-run.
    // Only the first resume call is held (never answered, never sent on); the page's later ones, after the reload, go through.
    let held = false;
    await page.route("**/api/v2/calls/run", async (route) => {
        if (held) return route.continue();
        held = true;
    });
    const first = page.waitForResponse((response) => response.url().endsWith("/api/v2/discussions/close"));
    await toast.getByRole("button", { name: "Close", exact: true }).click();
    expect((await first).status()).toBe(408);
    await eventually(() => expect(held).toBe(true));
    const isClosed = async (discussionID: number) => ((await (await page.request.get(`${forum.server.url}/api/v2/discussions/${discussionID}`)).json()) as IListed).closed;
    expect((await Promise.all(chosen.map((discussion) => isClosed(discussion.discussionID)))).filter(Boolean)).toHaveLength(1);

    await page.reload();
    await waitForReady(page);
    const report = page.getByRole("dialog", { name: "Close: report" });
    await eventually(async () => expect(await report.count()).toBe(1), 20_000);
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("3 of 3 done, 0 failed."));
    for (const discussion of chosen) expect(await report.getByText(discussion.name, { exact: true }).isVisible()).toBe(true);
    for (const discussion of chosen) expect(await isClosed(discussion.discussionID)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SCREENSHOTS_DIR) {
        for (const width of [375, 1350]) {
            await page.setViewportSize({ width, height: 800 });
            await page.screenshot({ path: path.join(process.env.SCREENSHOTS_DIR, `bulk-report-${width}-light.png`) });
        }
    }
    await page.keyboard.press("Escape");
    await eventually(async () => expect(await report.count()).toBe(0));
    // Nothing left to resume: another reload opens no report.
    await page.reload();
    await waitForReady(page);
    expect(await report.count()).toBe(0);
    await context.close();
});

it("a moderator splits a comment into a new discussion from the comment's Moderate menu, by keyboard", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "moderator");
    const listed = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?limit=30&expand=category`)).json()) as IListed[];
    let source: { discussionID: number; commentID: number } | undefined;
    for (const discussion of listed.filter((candidate) => candidate.category?.name !== "Staff Room" && !candidate.closed)) {
        const comments = (await (await page.request.get(`${forum.server.url}/api/v2/comments?discussionID=${discussion.discussionID}&limit=5`)).json()) as Array<{ commentID: number; insertUserID: number }>;
        if (comments.length >= 2) {
            source = { discussionID: discussion.discussionID, commentID: comments[1]!.commentID };
            break;
        }
    }
    if (!source) throw new Error("No discussion with two comments.");
    await page.goto(`${forum.server.url}/discussion/${source.discussionID}`);
    await waitForReady(page);
    const menu = page.locator(`#Comment_${source.commentID}`).getByRole("button", { name: "Moderate" });
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    // The menu opens with focus on its first item, Split.
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Split"));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Split into a New Discussion" });
    await eventually(async () => expect(await dialog.count()).toBe(1));
    if (process.env.SCREENSHOTS_DIR) {
        for (const width of [375, 1350]) {
            await page.setViewportSize({ width, height: 800 });
            await page.screenshot({ path: path.join(process.env.SCREENSHOTS_DIR, `split-dialog-${width}.png`) });
        }
    }
    await dialog.getByLabel("Title of the new discussion").focus();
    await page.keyboard.type("A topic of its own");
    await page.keyboard.press("Enter");
    const from = `/discussion/${source.discussionID}`;
    await page.waitForURL((url) => /^\/discussion\/\d+/.test(url.pathname) && url.pathname !== from && !url.pathname.startsWith(`${from}/`));
    await waitForReady(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("A topic of its own");
    const moved = (await (await page.request.get(`${forum.server.url}/api/v2/comments/${source.commentID}`)).json()) as { discussionID: number };
    expect(moved.discussionID).not.toBe(source.discussionID);
    expect(errors.filter((error) => !/"TitleBar\w*"/.test(error))).toEqual([]);
    await context.close();
});
