/**
 * Commenting in a real browser (issue 4 §2): a member's typing survives a reload, the posted
 * comment opens in place, and a failed post keeps the text and says why.
 */
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";
import { composerText, writeMarkdown } from "./composerHelpers";

const forum = useForumAndBrowser();

it("keeps a draft across a reload, posts it, and shows the new comment in place", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/4`);
    await waitForReady(page);
    // Markdown is a choice in the composer (rich text is its default format).
    const box = await writeMarkdown(page, "Body", "Thanks for the **notes**, see [the list](/discussions).");
    await page.reload();
    await waitForReady(page);
    expect(await composerText(box)).toBe("Thanks for the **notes**, see [the list](/discussions).");

    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.getByRole("button", { name: "Post Comment" }).click()]);
    await waitForReady(page);
    const commentID = /#Comment_(\d+)$/.exec(page.url())![1];
    const comment = page.locator(`#Comment_${commentID}`);
    expect(await comment.locator("strong").textContent()).toBe("notes");
    expect(await comment.locator("a", { hasText: "the list" }).getAttribute("href")).toBe("/discussions");
    await eventually(async () => expect(await composerText(box)).toBe(""));
    expect(errors).toEqual([]);
    await page.close();
});

it("keeps the text and shows the reason when posting fails", async () => {
    const page = await forum.browser.newPage();
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/3`);
    await waitForReady(page);
    await page.route("**/api/v2/comments", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "The database is resting.", status: 500 }) }),
    );
    const box = page.getByRole("textbox", { name: "Body" });
    await box.fill("Do not lose me");
    await page.getByRole("button", { name: "Post Comment" }).click();
    // A server error is told in the post form's own words (PostForm's postFailureMessage).
    expect(await page.getByRole("alert").textContent()).toBe("The server could not post this. Your text is kept here; try again in a moment.");
    expect(await composerText(box)).toBe("Do not lose me");
    await page.close();
});
