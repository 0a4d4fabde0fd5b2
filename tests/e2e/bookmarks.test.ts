/**
 * Bookmarks in a real browser (content §4, §8): a member bookmarks a discussion on the Island
 * page and it stays after a reload; when the server fails, the button reverts and the
 * dismissible toast appears, and its close button removes it.
 */
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const FAILURE_TOAST = "There was a problem bookmarking this discussion.";

const forum = useForumAndBrowser();

it("bookmarks a discussion, keeps it after a reload, and reverts with a toast when the server fails", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);

    // Sign in as the member through the form, as a person does.
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    expect(await page.getByRole("button", { name: "Bookmark" }).count()).toBe(0); // guests get no bookmark buttons
    await signInThroughForm(page, forum.server.url, "member");

    // A row the member has not bookmarked yet.
    const row = page.locator("[data-discussion-id]").filter({ has: page.locator('button[aria-pressed="false"]') }).first();
    const discussionID = await row.getAttribute("data-discussion-id");
    expect(discussionID).toMatch(/^\d+$/);
    const sameRow = page.locator(`[data-discussion-id="${discussionID}"]`);
    const button = sameRow.getByRole("button", { name: "Bookmark" });

    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/v2/discussions/${discussionID}/bookmark`) && response.request().method() === "PUT");
    await button.click();
    expect(await (await saved).json()).toEqual({ bookmarked: true });
    await eventually(async () => expect(await button.getAttribute("aria-pressed")).toBe("true"));
    expect(await button.getAttribute("data-bookmark-state")).toBe("bookmarked");

    await page.reload();
    await waitForReady(page);
    expect(await button.getAttribute("aria-pressed")).toBe("true");

    // The server fails the next change: the button goes back to pressed and the toast says so.
    await page.route("**/api/v2/discussions/*/bookmark", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong.", status: 500 }) }),
    );
    await button.click();
    const toast = page.getByRole("status").filter({ hasText: FAILURE_TOAST });
    await eventually(async () => expect(await toast.count()).toBe(1));
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    expect(await button.getAttribute("data-bookmark-state")).toBe("bookmarked");

    // The toast's own close button (the page may also have an announcement's Dismiss toggle).
    await page.locator("[data-toast-id]").filter({ hasText: FAILURE_TOAST }).getByRole("button", { name: "Dismiss" }).click();
    await eventually(async () => expect(await page.getByText(FAILURE_TOAST).count()).toBe(0));

    // The only errors are the browser's note about the refused call.
    expect(errors.filter((error) => !error.includes("500"))).toEqual([]);
    await page.close();
});
