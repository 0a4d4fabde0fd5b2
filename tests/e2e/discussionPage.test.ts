/**
 * The discussion page in a real browser (issue 4 §2): the comment sort survives a reload, paging
 * puts /pN in the address and keeps the sort, a member edits their own comment in place, and a
 * moderator deletes a comment (confirmation, tombstone; a failed delete shows the server's message),
 * and Quote fills the reply form, a separate island, through the store.
 */
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";
import { writeMarkdown } from "./composerHelpers";

const WELCOME = 1; // the seeded thread with 120 comments

const forum = useForumAndBrowser();

const commentIDs = (page: Page) => page.locator("li[id^=Comment_]").evaluateAll((items) => items.map((item) => item.id));
const sortSelect = (page: Page) => page.getByRole("combobox", { name: "Sort by" });

it("keeps the chosen comment sort across a reload, and across pages with /pN in the address", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/discussion/${WELCOME}`);
    await waitForReady(page);
    const oldestFirst = await commentIDs(page);
    expect(await sortSelect(page).inputValue()).toBe("dateInserted");

    await Promise.all([page.waitForURL(/\?sort=-dateInserted$/), sortSelect(page).selectOption("-dateInserted")]);
    await waitForReady(page);
    const newestFirst = await commentIDs(page);
    expect(newestFirst).toHaveLength(30);
    expect(newestFirst[0]).not.toBe(oldestFirst[0]);
    expect(newestFirst).not.toContain(oldestFirst[0]);

    await page.reload();
    await waitForReady(page);
    expect(await sortSelect(page).inputValue()).toBe("-dateInserted");
    expect(await commentIDs(page)).toEqual(newestFirst);

    await Promise.all([page.waitForURL(/\/p2\?sort=-dateInserted$/), page.getByRole("link", { name: "Next" }).first().click()]);
    await waitForReady(page);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/discussion/${WELCOME}/[^/]+/p2$`));
    expect(await sortSelect(page).inputValue()).toBe("-dateInserted");
    const secondPage = await commentIDs(page);
    expect(secondPage).toHaveLength(30);
    expect(secondPage.some((id) => newestFirst.includes(id))).toBe(false);

    // Page 1 has no suffix and still keeps the query.
    await Promise.all([page.waitForURL(/\?sort=-dateInserted$/), page.getByRole("link", { name: "Previous" }).first().click()]);
    expect(new URL(page.url()).pathname).not.toMatch(/\/p\d+$/);

    // Back to the default: the sort leaves the address.
    await Promise.all([page.waitForURL((url) => url.search === ""), sortSelect(page).selectOption("dateInserted")]);
    await waitForReady(page);
    expect(await commentIDs(page)).toEqual(oldestFirst);
    expect(errors).toEqual([]);
    await page.close();
});

it("lets a member edit their own comment in place, keeping the Markdown source", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/3`);
    await waitForReady(page);
    await writeMarkdown(page, "Body", "A *first* try");
    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.getByRole("button", { name: "Post Comment" }).click()]);
    await waitForReady(page);
    const commentID = /#Comment_(\d+)$/.exec(page.url())![1];
    const comment = page.locator(`#Comment_${commentID}`);

    await comment.getByRole("button", { name: "Edit" }).click();
    const editor = comment.getByRole("textbox", { name: "Edit Comment" });
    expect(await editor.inputValue()).toBe("A *first* try");
    await editor.fill("A **better** try");
    await Promise.all([page.waitForURL(new RegExp(`#Comment_${commentID}$`)), comment.getByRole("button", { name: "Save Comment" }).click()]);
    await waitForReady(page);
    const edited = page.locator(`#Comment_${commentID}`);
    expect(await edited.locator("strong").textContent()).toBe("better");
    expect(await edited.getByRole("textbox").count()).toBe(0);
    // Nobody else's comment offers Edit to this member.
    const editButtons = await page.getByRole("button", { name: "Edit" }).count();
    expect(editButtons).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
});

it("puts a Quote of the post after what the member typed in the reply form (another island) and focuses it", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/${WELCOME}`);
    await waitForReady(page);
    // In Markdown, so the quote's Markdown can be read back (rich text is the composer's default).
    const reply = await writeMarkdown(page, "Body", "I agree.");
    const quoteRequest = page.waitForRequest((request) => new RegExp(`/api/v2/discussions/${WELCOME}/quote$`).test(request.url()));
    await page.getByRole("button", { name: "Quote" }).first().click();
    await quoteRequest;
    await eventually(async () => expect(await reply.inputValue()).toMatch(/^I agree\.\n\n> \*\*\[[^\]]+\]\([^)]+\)\*\* wrote:\n>\n> \S/));
    await eventually(async () => expect(await reply.evaluate((element) => element === document.activeElement)).toBe(true));
    expect(errors).toEqual([]);
    await page.close();
});

it("lets a moderator delete a comment after confirming, leaving a tombstone; a failed delete shows the server's message", async () => {
    const page = await forum.browser.newPage();
    // A controllable clock (time still flows): the page's timers are fast-forwarded below rather
    // than waited for, so a busy machine cannot stretch or shrink the wait.
    await page.clock.install();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "moderator");
    await page.goto(`${forum.server.url}/discussion/3`);
    await waitForReady(page);
    const post = async (text: string) => {
        await page.getByRole("textbox", { name: "Body" }).fill(text);
        await Promise.all([page.waitForURL(/#Comment_\d+$/), page.getByRole("button", { name: "Post Comment" }).click()]);
        await waitForReady(page);
        return /#Comment_(\d+)$/.exec(page.url())![1];
    };
    const commentID = await post("Posted by mistake");
    const comment = page.locator(`#Comment_${commentID}`);

    // Cancel keeps it.
    await comment.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Comment" });
    expect(await dialog.textContent()).toContain("Are you sure you want to delete this comment?");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await eventually(async () => expect(await page.getByRole("dialog").count()).toBe(0));
    expect(await comment.textContent()).toContain("Posted by mistake");

    // The server refuses (intercepted): the dialog closes, the comment stays, the message stays on screen.
    await page.route(`**/api/v2/comments/${commentID}`, (route) =>
        route.request().method() === "DELETE" ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "The database is busy.", status: 500 }) }) : route.continue(),
    );
    await comment.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await eventually(async () => expect(await page.getByText("The comment could not be deleted. The database is busy.").isVisible()).toBe(true));
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.clock.runFor(3500); // longer than an auto-dismissed toast lives: this one stays
    expect(await page.getByText("The comment could not be deleted. The database is busy.").isVisible()).toBe(true);
    await page.unroute(`**/api/v2/comments/${commentID}`);

    await comment.getByRole("button", { name: "Delete" }).click();
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Delete" }).click()]);
    await waitForReady(page);
    const tombstone = page.locator(`#Comment_${commentID}`);
    expect(await tombstone.textContent()).toBe("This comment has been deleted.");
    expect(await tombstone.getAttribute("data-display-mode")).toBe("tombstone");
    // 500 from the interception is logged by the browser as a failed resource; nothing else.
    expect(errors.filter((error) => !error.includes("500"))).toEqual([]);
    await page.close();
});

it("offers a member no Delete on comments", async () => {
    const page = await forum.browser.newPage();
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/3`);
    await waitForReady(page);
    expect(await page.locator("li[id^=Comment_]").count()).toBeGreaterThan(0);
    expect(await page.locator("li[id^=Comment_]").getByRole("button", { name: "Delete" }).count()).toBe(0);
    await page.close();
});
