/**
 * The reaction bar in a real browser (issue 4): a member reacts with Like, sees the count rise
 * and the button pressed, sees their name in the who-reacted tooltip, finds it persisted after a
 * reload, un-reacts and sees it fall; a moderator reads the reactions log; the profile links to
 * the posts that received a reaction; a member reacts to a comment and un-reacts.
 */
import type { Locator, Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** The discussion's own reaction bar (each comment has one too). */
const postBar = (page: Page) => page.locator("article").getByTestId("reaction-bar");

/**
 * The Like toggle of a bar (the discussion's by default): its count (from its accessible name "Like, N") and whether it is pressed.
 * The compact bar shows only reactions someone gave: no Like button is a count of 0, not pressed, enabled when React is.
 */
async function likeState(page: Page, bar: Locator = postBar(page)): Promise<{ count: number; pressed: boolean; enabled: boolean }> {
    const button = bar.getByRole("button", { name: /^Like, \d+$/ });
    if ((await button.count()) === 0) return { count: 0, pressed: false, enabled: await bar.getByRole("button", { name: "React", exact: true }).isEnabled() };
    const name = (await button.getAttribute("aria-label")) ?? "";
    return {
        count: Number(/(\d+)$/.exec(name)?.[1]),
        pressed: (await button.getAttribute("aria-pressed")) === "true",
        enabled: await button.isEnabled(),
    };
}

/** Presses Like: its toggle on the bar when someone gave it, else through React and the full set. */
async function pressLike(bar: Locator): Promise<void> {
    const button = bar.getByRole("button", { name: /^Like, \d+$/ });
    if ((await button.count()) > 0) return button.click();
    await bar.getByRole("button", { name: "React", exact: true }).click();
    await bar.getByRole("menuitemcheckbox", { name: /^Like/ }).click();
}

it("reacts with Like, keeps it after a reload, and un-reacts", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "member");

    // An open discussion the member has not reacted to.
    const url = await page.evaluate(async () => {
        const response = await fetch("/api/v2/discussions?limit=50&expand=reactions", { headers: { accept: "application/json" } });
        const discussions = (await response.json()) as Array<{ url: string; closed: boolean; reactions: Array<{ hasReacted: boolean }> }>;
        return discussions.find((discussion) => !discussion.closed && !discussion.reactions.some((reaction) => reaction.hasReacted))?.url;
    });
    expect(url).toBeTruthy();
    await page.goto(`${forum.server.url}${url}`);
    await waitForReady(page);
    const before = await likeState(page);
    expect(before).toEqual({ count: expect.any(Number), pressed: false, enabled: true });

    await pressLike(postBar(page));
    await eventually(async () => expect(await likeState(page)).toEqual({ count: before.count + 1, pressed: true, enabled: true }));

    await page.reload();
    await waitForReady(page);
    expect(await likeState(page)).toEqual({ count: before.count + 1, pressed: true, enabled: true });

    // Who reacted: hovering the reaction loads the names into its tooltip (reactions.view).
    await page.mouse.move(0, 0);
    await postBar(page).getByRole("button", { name: `Like, ${before.count + 1}` }).hover();
    await eventually(async () => expect(await page.getByRole("tooltip").textContent()).toContain("member"));

    await postBar(page).getByRole("button", { name: `Like, ${before.count + 1}` }).click();
    await eventually(async () => expect(await likeState(page)).toEqual({ count: before.count, pressed: false, enabled: true }));

    await page.reload();
    await waitForReady(page);
    expect(await likeState(page)).toEqual({ count: before.count, pressed: false, enabled: true });
    expect(errors).toEqual([]);
    await page.close();
});

/** A discussion nobody reacted to, as the signed-in page sees the API. */
async function unreactedDiscussionUrl(page: Page): Promise<string | undefined> {
    return page.evaluate(async () => {
        const response = await fetch("/api/v2/discussions?limit=100&expand=reactions", { headers: { accept: "application/json" } });
        const discussions = (await response.json()) as Array<{ url: string; closed: boolean; reactions: Array<{ count: number }> }>;
        return discussions.find((discussion) => !discussion.closed && discussion.reactions.every((reaction) => reaction.count === 0))?.url;
    });
}

it("shows a moderator the reactions log: 'No Reactions Yet', then who reacted how", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "moderator");
    const url = await unreactedDiscussionUrl(page);
    expect(url).toBeTruthy();
    await page.goto(`${forum.server.url}${url}`);
    await waitForReady(page);

    await postBar(page).getByRole("button", { name: "Reactions Log" }).click();
    const dialog = page.getByRole("dialog", { name: "Reactions Log" });
    await eventually(async () => expect(await dialog.textContent()).toContain("No Reactions Yet"));
    await page.keyboard.press("Escape");
    await eventually(async () => expect(await page.getByRole("dialog").count()).toBe(0));

    await pressLike(postBar(page));
    await eventually(async () => expect((await likeState(page)).count).toBe(1));
    await postBar(page).getByRole("button", { name: "Reactions Log" }).click();
    await eventually(async () => expect(await dialog.getByRole("row").count()).toBe(2));
    expect(await dialog.getByRole("row").nth(1).textContent()).toMatch(/^moderatorLike/);

    await page.keyboard.press("Escape");
    await eventually(async () => expect(await page.getByRole("dialog").count()).toBe(0));
    await postBar(page).getByRole("button", { name: "Like, 1" }).click();
    await eventually(async () => expect((await likeState(page)).count).toBe(0));
    expect(errors).toEqual([]);
    await page.close();
});

it("links the profile to the posts that received a reaction", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "member");
    const author = await page.evaluate(async () => {
        const response = await fetch("/api/v2/discussions?limit=100&expand=insertUser,reactions", { headers: { accept: "application/json" } });
        const discussions = (await response.json()) as Array<{ insertUser?: { name: string }; reactions: Array<{ urlcode: string; count: number }> }>;
        return discussions.find((discussion) => discussion.reactions.some((reaction) => reaction.urlcode === "Like" && reaction.count > 0))?.insertUser?.name;
    });
    expect(author).toBeTruthy();
    await page.goto(`${forum.server.url}/profile/${encodeURIComponent(author!)}`);
    await waitForReady(page);
    await Promise.all([page.waitForURL(/\/profile\/reactions\/[^?]+\?reaction=Like$/), page.getByRole("navigation", { name: "Reactions received" }).getByRole("link", { name: /^Like / }).click()]);
    await waitForReady(page);
    // The profile's frame: the member's name, the Reactions tab current, the chosen reaction in the heading.
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(author);
    expect(await page.getByRole("heading", { level: 2, name: "Reactions received: Like" }).count()).toBe(1);
    expect(await page.title()).toMatch(new RegExp(`^${author}: Like - `));
    expect(await page.getByRole("list", { name: "Posts" }).getByRole("listitem").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
});

it("reacts to a comment with Like, shows who reacted, keeps it after a reload, and un-reacts", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/3`);
    await waitForReady(page);
    // A comment the member has not reacted to; its bar is its own island, apart from the discussion's.
    const commentID = await page
        .locator("li[id^=Comment_]")
        .evaluateAll((items) =>
            items.find((item) => item.querySelector("[data-testid=reaction-bar] button[aria-haspopup=menu]") && !item.querySelector('[data-testid=reaction-bar] button[aria-label^="Like, "][aria-pressed=true]'))?.id,
        );
    expect(commentID).toBeTruthy();
    const bar = page.locator(`#${commentID}`).getByTestId("reaction-bar");
    const post = await likeState(page);
    const before = await likeState(page, bar);
    expect(before).toEqual({ count: expect.any(Number), pressed: false, enabled: true });

    const posted = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith(`/api/v2/comments/${commentID!.replace("Comment_", "")}/reactions`));
    await pressLike(bar);
    expect((await posted).postDataJSON()).toEqual({ reactionType: "Like" });
    await eventually(async () => expect(await likeState(page, bar)).toEqual({ count: before.count + 1, pressed: true, enabled: true }));
    expect(await likeState(page)).toEqual(post); // the discussion's own count did not move

    await page.reload();
    await waitForReady(page);
    expect(await likeState(page, bar)).toEqual({ count: before.count + 1, pressed: true, enabled: true });

    await page.mouse.move(0, 0);
    await bar.getByRole("button", { name: `Like, ${before.count + 1}` }).hover();
    await eventually(async () => expect(await page.getByRole("tooltip").textContent()).toContain("member"));

    await bar.getByRole("button", { name: `Like, ${before.count + 1}` }).click();
    await eventually(async () => expect(await likeState(page, bar)).toEqual({ count: before.count, pressed: false, enabled: true }));
    await page.reload();
    await waitForReady(page);
    expect(await likeState(page, bar)).toEqual({ count: before.count, pressed: false, enabled: true });
    expect(errors).toEqual([]);
    await page.close();
});
