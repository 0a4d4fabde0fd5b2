/**
 * Bulk moderation in a real browser (content §2, §4, §5): a moderator checks three discussions
 * on /discussions and closes them from the bulk toast. While the page was open, an administrator
 * took the close permission away from moderators in the third one's category (a category
 * permission override written to the database), so the server closes two and refuses the third:
 * that one comes back checked, with the server's reason shown in the run's report, and the
 * selection survives a reload.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

interface IListedDiscussion {
    discussionID: number;
    name: string;
    categoryID: number;
    pinned: boolean;
    closed: boolean;
    category?: { name: string };
}

const forum = useForumAndBrowser();

/** Makes the category a junction where every role keeps what it had, but moderators lose discussions.close. */
function revokeCloseFromModerators(categoryID: number): void {
    const db = new Database(path.join(forum.server.dataDir, "forum.sqlite"));
    try {
        const roles = db.prepare("SELECT roleID, name, permissions FROM roles").all() as Array<{ roleID: number; name: string; permissions: string }>;
        const insert = db.prepare("INSERT INTO roleCategoryPermissions (roleID, categoryID, permissions) VALUES (?, ?, ?)");
        for (const role of roles) {
            const permissions = JSON.parse(role.permissions) as Record<string, boolean>;
            delete permissions["discussions.close"];
            insert.run(role.roleID, categoryID, JSON.stringify(permissions));
        }
    } finally {
        db.close();
    }
}

it("closes the two discussions it may and re-checks the third with the server's reason", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "moderator");

    // Three open discussions on the first page, the third in a category of its own among them.
    const listed = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?limit=30&expand=category`)).json()) as IListedDiscussion[];
    const open = listed.filter((discussion) => !discussion.pinned && !discussion.closed && discussion.category?.name !== "Staff Room");
    const [first, second] = open;
    if (!first || !second) throw new Error("Fewer than two open discussions on the first page.");
    const third = open.find((discussion) => discussion.categoryID !== first.categoryID && discussion.categoryID !== second.categoryID);
    expect(third).toBeDefined();
    const chosen = [first, second, third!];

    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    const toast = page.locator("[data-bulk-toast]");
    expect(await toast.count()).toBe(0);
    for (const discussion of chosen) {
        const checkbox = page.getByRole("checkbox", { name: `Select ${discussion.name}` });
        await checkbox.check();
    }
    await eventually(async () => expect(await toast.getByText("3 selected").count()).toBe(1));
    for (const action of ["Move", "Merge", "Close", "Delete"]) {
        expect(await toast.getByRole("button", { name: action, exact: true }).isEnabled()).toBe(true);
    }

    revokeCloseFromModerators(third!.categoryID);

    const closed = page.waitForResponse((response) => response.url().endsWith("/api/v2/discussions/close") && response.request().method() === "PATCH");
    await toast.getByRole("button", { name: "Close", exact: true }).click();
    const answer = (await (await closed).json()) as { progress: { successIDs: number[]; failedIDs: number[] } };
    expect(answer.progress.successIDs.sort()).toEqual([first.discussionID, second.discussionID].sort());
    expect(answer.progress.failedIDs).toEqual([third!.discussionID]);

    // The third is checked again, the others are not; the toast names it with the reason.
    await eventually(async () => expect(await toast.getByText("1 selected").count()).toBe(1));
    expect(await page.getByRole("checkbox", { name: `Select ${third!.name}` }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: `Select ${first.name}` }).isChecked()).toBe(false);
    expect(await page.getByRole("checkbox", { name: `Select ${second.name}` }).isChecked()).toBe(false);
    // The report opens in a dialog that fits it, with focus on its summary (issue 14 item 8).
    const report = page.getByRole("dialog", { name: "Close: report" });
    await eventually(async () => expect(await report.locator(`[data-bulk-failed="${third!.discussionID}"]`).textContent()).toBe(`${third!.name}: You need the discussions.close permission to do that.`));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("2 of 3 done, 1 failed.");
    await page.keyboard.press("Escape");
    await eventually(async () => expect(await report.count()).toBe(0));

    // The server-rendered rows of the two closed ones get the Closed tag at once, without a reload; the third none.
    await eventually(async () => expect(await page.locator(`li[data-discussion-id="${first.discussionID}"]`).getByText("Closed", { exact: true }).count()).toBe(1));
    expect(await page.locator(`li[data-discussion-id="${second.discussionID}"]`).getByText("Closed", { exact: true }).count()).toBe(1);
    expect(await page.locator(`li[data-discussion-id="${third!.discussionID}"]`).getByText("Closed", { exact: true }).count()).toBe(0);

    // Closed on the server; after a reload the rows say so and the selection is still there.
    for (const discussion of chosen) {
        const fresh = (await (await page.request.get(`${forum.server.url}/api/v2/discussions/${discussion.discussionID}`)).json()) as IListedDiscussion;
        expect(fresh.closed).toBe(discussion !== third);
    }
    await page.reload();
    await waitForReady(page);
    await eventually(async () => expect(await page.getByRole("checkbox", { name: `Select ${third!.name}` }).isChecked()).toBe(true));
    expect(await toast.getByText("1 selected").count()).toBe(1);
    const row = page.locator(`li[data-discussion-id="${first.discussionID}"]`);
    expect(await row.getByText("Closed", { exact: true }).count()).toBe(1);

    // Islands of other people's work in progress (title bar) may log while they land; anything else is ours.
    expect(errors.filter((error) => !/"TitleBar\w*"/.test(error))).toEqual([]);
    await context.close();
});

it("moves a discussion to a category found with the category search", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "moderator");
    const listed = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?limit=30&expand=category`)).json()) as IListedDiscussion[];
    const discussion = listed.find((candidate) => !candidate.pinned && candidate.category?.name !== "Staff Room")!;
    const categories = (await (await page.request.get(`${forum.server.url}/api/v2/categories`)).json()) as Array<{ categoryID: number; name: string }>;
    const target = categories.find((category) => category.categoryID !== discussion.categoryID && category.name !== "Staff Room")!;

    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await page.getByRole("checkbox", { name: `Select ${discussion.name}` }).check();
    const toast = page.locator("[data-bulk-toast]");
    await toast.getByRole("button", { name: "Move", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Move Discussions" });
    await dialog.getByRole("searchbox", { name: "Category" }).fill(target.name.slice(0, 4));
    await dialog.getByRole("radio", { name: new RegExp(target.name) }).check();
    const moved = page.waitForResponse((response) => response.url().endsWith("/api/v2/discussions/move") && response.request().method() === "PATCH");
    await dialog.getByRole("button", { name: "Move", exact: true }).click();
    expect((await (await moved).json()).progress.successIDs).toEqual([discussion.discussionID]);

    // The server-rendered row shows its new category at once.
    const row = page.locator(`li[data-discussion-id="${discussion.discussionID}"]`);
    await eventually(async () => expect(await row.getByRole("link", { name: target.name, exact: true }).count()).toBe(1));
    const fresh = (await (await page.request.get(`${forum.server.url}/api/v2/discussions/${discussion.discussionID}`)).json()) as IListedDiscussion;
    expect(fresh.categoryID).toBe(target.categoryID);
    expect(errors).toEqual([]);
    await context.close();
});

it("on a phone: one Tab and Enter from a checked row reach the toast, an unavailable action says why, and the page's end is not covered", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "moderator");
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    const focused = () => page.evaluate(() => ({ text: document.activeElement?.textContent ?? "", action: document.activeElement?.getAttribute("data-bulk-action") ?? null, box: document.activeElement?.getAttribute("data-bulk-checkbox") ?? null }));

    // By keyboard: the first row's box, Space, then Tab: "Go to bulk actions", shown where the box is.
    const box = page.locator("[data-bulk-checkbox]").first();
    const boxID = await box.getAttribute("data-bulk-checkbox");
    await box.focus();
    await page.keyboard.press("Space");
    const toast = page.locator("[data-bulk-toast]");
    await eventually(async () => expect(await toast.getByText("1 selected").count()).toBe(1));
    await page.keyboard.press("Tab");
    expect((await focused()).text).toBe("Go to bulk actions");
    const skip = page.locator("[data-bulk-skip]");
    const [skipBox, checkboxBox] = [await skip.boundingBox(), await box.boundingBox()];
    expect(skipBox!.x).toBeGreaterThanOrEqual(0);
    expect(skipBox!.x + skipBox!.width).toBeLessThanOrEqual(375);
    expect(Math.abs(skipBox!.y - (checkboxBox!.y + checkboxBox!.height))).toBeLessThan(24);
    await page.keyboard.press("Enter");
    expect((await focused()).action).toBe("move");

    // Merge needs two: unavailable, still reached by Tab, and described by the reason shown under the buttons.
    await page.keyboard.press("Tab");
    expect((await focused()).action).toBe("merge");
    const merge = toast.locator('[data-bulk-action="merge"]');
    expect(await merge.getAttribute("aria-disabled")).toBe("true");
    const reason = page.locator(`[id="${await merge.getAttribute("aria-describedby")}"]`);
    expect(await reason.textContent()).toBe("You must select at least 2 discussions to merge.");
    expect(await reason.isVisible()).toBe(true);
    // In sight, not scrolled out under the wrapped buttons: the whole toast shows.
    const [reasonBox, toastBox] = [await reason.boundingBox(), await toast.boundingBox()];
    expect(reasonBox!.y + reasonBox!.height).toBeLessThanOrEqual(toastBox!.y + toastBox!.height);
    expect(await toast.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.getByRole("dialog").count()).toBe(0);

    // Escape: back to the box, to check more.
    await page.keyboard.press("Escape");
    expect((await focused()).box).toBe(boxID);

    // At the page's end the toast covers nothing: the page ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await eventually(async () => {
        const { contentBottom, toastTop } = await page.evaluate(() => {
            const bottoms = ["main", "footer"].map((selector) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? 0);
            return { contentBottom: Math.max(...bottoms), toastTop: document.querySelector("[data-bulk-toast]")!.getBoundingClientRect().top };
        });
        expect(contentBottom).toBeLessThanOrEqual(toastTop);
    });
    expect(errors).toEqual([]);
    await context.close();
});
