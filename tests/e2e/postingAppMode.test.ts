/**
 * The create-post page as an App page (content §9 customLayout.createPost): the same form,
 * hydrated as a whole page, posts and lands on the new discussion.
 */
import { collectPageErrors, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser({ "Feature.customLayout.createPost.Enabled": true });

it("starts a discussion from the App page", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/post/discussion/general`);
    await waitForReady(page);
    // An App page: the form is part of the hydrated page, not an island of its own.
    expect(await page.locator('[data-react="CreateDiscussionForm"]').count()).toBe(0);
    await page.getByLabel("Title").fill("From the App page");
    await page.getByRole("textbox", { name: "Body" }).fill("Hydrated as a whole.");
    // Posted by the hydrated form through the API (not the plain form post).
    await Promise.all([
        page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/v2/discussions")),
        page.waitForURL(/\/discussion\/\d+\/from-the-app-page$/),
        page.getByRole("button", { name: "Post Discussion" }).click(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("From the App page");
    expect(errors).toEqual([]);
    await page.close();
});
