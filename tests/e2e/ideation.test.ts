/**
 * The ideation add-on in Chromium (issue 16 items 2 and 7): a member posts an idea from
 * /post/idea/general and votes on it — up, then down with the keyboard, a failed vote rolled
 * back with a toast — a moderator sets it "Planned" with a note, and the member finds it under
 * /ideas?status=planned and gets a notification. axe (light scheme) on the idea page and on the
 * ideas list. Disabling it (routes, page, script) is checked by the server test.
 */
import { seriousViolations } from "./axe";
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";
import { writeMarkdown } from "./composerHelpers";
import { E2E_PASSWORD } from "./serverProcess";

const forum = useForumAndBrowser({ "EnabledPlugins.ideation": true });

const voteButton = (page: Page, name: "Vote up" | "Vote down") => page.getByRole("group", { name: "Your vote on this idea" }).getByRole("button", { name });
const score = (page: Page) => page.locator("[data-idea-score]");
const voted = (page: Page) => page.waitForResponse((response) => /\/api\/v2\/ideas\/\d+\/vote$/.test(response.url()) && response.request().method() === "PUT");

it("a member votes and changes the vote, a moderator plans the idea with a note, the voter is notified", async () => {
    const member = await (await forum.browser.newContext({ colorScheme: "light" })).newPage();
    const errors = collectPageErrors(member);
    await signInByRequest(member, forum.server.url, "member");
    await member.goto(`${forum.server.url}/post/idea/general`);
    await waitForReady(member);
    expect(await member.getByLabel("Type").inputValue()).toBe("idea");
    expect(await member.getByRole("heading", { level: 1 }).textContent()).toBe("New Idea");
    await member.getByLabel("Title").fill("Keyboard shortcuts for moderators");
    await writeMarkdown(member, "Body", "J and K to move between reports would save a lot of time.");
    await Promise.all([member.waitForURL(/\/discussion\/\d+\/keyboard-shortcuts-for-moderators$/), member.getByRole("button", { name: "Post Idea" }).click()]);
    await waitForReady(member);
    const ideaUrl = member.url();
    expect(await score(member).textContent()).toBe("0");
    expect(await member.locator("[data-idea-status='open']").count()).toBe(1);

    // Up with the mouse, then down with the keyboard: one vote, changed.
    await Promise.all([voted(member), voteButton(member, "Vote up").click()]);
    expect(await voteButton(member, "Vote up").getAttribute("aria-pressed")).toBe("true");
    expect(await score(member).textContent()).toBe("1");
    await voteButton(member, "Vote down").focus();
    await Promise.all([voted(member), member.keyboard.press("Space")]);
    expect(await voteButton(member, "Vote down").getAttribute("aria-pressed")).toBe("true");
    expect(await voteButton(member, "Vote up").getAttribute("aria-pressed")).toBe("false");
    expect(await score(member).textContent()).toBe("-1");

    // A vote the server never gets is taken back, with a toast.
    await member.route("**/api/v2/ideas/*/vote", (route) => route.abort());
    await voteButton(member, "Vote up").click();
    await member.getByText("Your vote could not be saved. Please try again.").waitFor();
    expect(await score(member).textContent()).toBe("-1");
    expect(await voteButton(member, "Vote down").getAttribute("aria-pressed")).toBe("true");
    await member.unroute("**/api/v2/ideas/*/vote");
    await Promise.all([voted(member), voteButton(member, "Vote up").click()]);

    // The server agrees after a reload.
    await member.reload();
    await waitForReady(member);
    expect(await score(member).textContent()).toBe("1");
    expect(await voteButton(member, "Vote up").getAttribute("aria-pressed")).toBe("true");
    expect(await seriousViolations(member)).toEqual([]);

    // The moderator (signed in through the form's POST: one form sign-in per test).
    const moderatorContext = await forum.browser.newContext({ colorScheme: "light" });
    const signedIn = await moderatorContext.request.post(`${forum.server.url}/entry/signin`, { form: { name: "moderator", password: E2E_PASSWORD, target: "/" }, headers: { origin: forum.server.url }, maxRedirects: 0 });
    expect(signedIn.status()).toBe(303);
    const moderator = await moderatorContext.newPage();
    await moderator.goto(ideaUrl);
    await waitForReady(moderator);
    await moderator.getByText("Change status").click();
    await moderator.getByLabel("Status", { exact: true }).selectOption({ label: "Planned" });
    await moderator.getByLabel("Status note").fill("We will build this in the spring.");
    await Promise.all([moderator.waitForEvent("load"), moderator.getByRole("button", { name: "Save status" }).click()]);
    await waitForReady(moderator);
    expect(await moderator.locator("[data-idea-status='planned']").textContent()).toContain("We will build this in the spring.");
    await moderatorContext.close();

    // The member finds it among the planned ideas, with its score and status.
    await member.goto(`${forum.server.url}/ideas?status=planned`);
    await waitForReady(member);
    const row = member.locator("[data-idea-id]", { hasText: "Keyboard shortcuts for moderators" });
    expect(await row.textContent()).toContain("Planned");
    expect(await row.textContent()).toContain("We will build this in the spring.");
    expect(await seriousViolations(member)).toEqual([]);

    // …and was notified (the job runs as soon as the status is stored; the page brings the count).
    const bell = member.locator("[aria-controls='titleBar-notifications-menu']");
    await eventually(async () => {
        await member.reload();
        await waitForReady(member);
        expect(await bell.locator("[aria-hidden='true']").filter({ hasText: /\d/ }).count()).toBe(1);
    });
    await bell.click();
    const notification = member.locator("#titleBar-notifications-menu a[data-notification-id]").filter({ hasText: 'The idea "Keyboard shortcuts for moderators" is now Planned.' });
    await notification.waitFor();
    await Promise.all([member.waitForURL(/\/discussion\/\d+/), notification.click()]);
    expect(errors.filter((error) => !error.includes("ERR_FAILED"))).toEqual([]);
    await member.context().close();
});
