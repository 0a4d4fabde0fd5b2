/**
 * The customLayout flags on (content §9, issue 13 item 2): the discussion list, a discussion and
 * the create-post page are drawn from their layouts and still do everything the plain pages do —
 * sort client-side, reply, start a discussion — hydrating without a mismatch; axe finds nothing
 * serious on them. The 5 s redirect is a unit test (layoutRedirect.test.tsx), never waited for here.
 */
import { seriousViolations } from "./axe";
import { collectPageErrors, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";
import { writeMarkdown } from "./composerHelpers";

const forum = useForumAndBrowser({
    "Feature.customLayout.discussionList.Enabled": true,
    "Feature.customLayout.post.Enabled": true,
    "Feature.customLayout.createPost.Enabled": true,
});

it("lists, sorts, replies and posts on the layout-drawn pages", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The server preloads each page's lookup-hydrate answer for the query the page makes: never asked again.
    const lookups: string[] = [];
    page.on("request", (request) => {
        if (request.url().includes("/api/v2/layouts/lookup-hydrate")) lookups.push(request.url());
    });
    await signInThroughForm(page, forum.server.url, "member");

    // The list: its layout's page widget, sorted client-side (no reload) as the plain App page did.
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    expect(await page.locator('[data-layout-widget="DiscussionListPageWidget"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([page.waitForURL(/\/discussions\?sort=-dateInserted$/), page.getByLabel("Sort by").selectOption("-dateInserted")]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Still inside the layout: the list's route belongs to the layout page while it is the page.
    expect(await page.locator('[data-layout-widget="DiscussionListPageWidget"]').count()).toBe(1);

    // A discussion: the post layout around it, and its reply box still posts.
    await page.goto(`${forum.server.url}/discussion/4`);
    await waitForReady(page);
    expect(await page.locator('[data-layout-widget="DiscussionPageWidget"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await writeMarkdown(page, "Body", "Replied on the **layout** page.");
    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.getByRole("button", { name: "Post Comment" }).click()]);
    await waitForReady(page);
    const commentID = /#Comment_(\d+)$/.exec(page.url())![1];
    expect(await page.locator(`#Comment_${commentID} strong`).textContent()).toBe("layout");

    // The create-post page: the createPost layout around the form, which posts through the API.
    await page.goto(`${forum.server.url}/post/discussion/general`);
    await waitForReady(page);
    expect(await page.locator('[data-layout-widget="CreatePostPageWidget"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Title").fill("From the layout page");
    // As the other posting tests write a body: the rich editor replaces the text box when it is focused.
    await writeMarkdown(page, "Body", "Drawn from its layout.");
    await Promise.all([page.waitForURL(/\/discussion\/\d+\/from-the-layout-page$/), page.getByRole("button", { name: "Post Discussion" }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("From the layout page");
    expect(lookups).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
});
