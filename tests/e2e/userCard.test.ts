/**
 * The user card in a real browser (shell §4, §6): a signed-in member clicks an author's name on
 * a discussion page, the card opens with that user's details (its code loaded on the click),
 * Escape closes it and focus is back on the name; a mention look-up lists names as you type.
 */
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";
import { composerText } from "./composerHelpers";

const forum = useForumAndBrowser();

it("opens the author's card from the discussion page, closes it with Escape and returns focus to the name", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/4`);
    await waitForReady(page);

    const name = page.locator("article [data-user-card]").first();
    const author = (await name.textContent())!.trim();
    expect(await name.getAttribute("aria-expanded")).toBe("false");
    const userRequest = page.waitForRequest((request) => /\/api\/v2\/users\/\d+\?expand=all$/.test(request.url()));
    await name.click();
    await userRequest;

    const card = page.getByRole("dialog", { name: author });
    await card.waitFor();
    expect(await name.getAttribute("aria-expanded")).toBe("true");
    await eventually(async () => expect(await card.getByText("Last Active").count()).toBe(1));
    expect(await card.getByRole("link", { name: author }).getAttribute("href")).toBe(`/profile/${encodeURIComponent(author)}`);
    // Still on the discussion page: the click opened the card instead of following the link.
    expect(new URL(page.url()).pathname).toMatch(/^\/discussion\/4/);

    await page.keyboard.press("Escape");
    await card.waitFor({ state: "detached" });
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await name.getAttribute("aria-expanded")).toBe("false");

    // A click outside closes it too.
    await name.click();
    await card.waitFor();
    await page.locator("h1").first().click();
    await card.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
});

it("suggests names as a member types @ and a prefix in the reply form", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/4`);
    await waitForReady(page);
    const box = page.getByRole("textbox", { name: "Body" });
    // Mentions are looked up by the composer, which loads when the box is focused: typing starts once it is in.
    await box.click();
    await page.locator("[data-slate-editor]").waitFor();
    // On a busy machine keystrokes can arrive further apart than the 50 ms debounce, so "m*" and
    // "mo*" may be looked up first: wait for the look-up of the whole prefix, whenever it comes.
    const lookUp = page.waitForRequest((request) => {
        const url = new URL(request.url());
        return url.pathname === "/api/v2/users/by-names" && url.searchParams.get("order") === "mention" && url.searchParams.get("name") === "mod*";
    });
    await box.pressSequentially("Thanks @mod");
    await lookUp;
    const option = page.getByRole("option", { name: "moderator" });
    await option.waitFor();
    await page.keyboard.press("Enter");
    expect(await composerText(box)).toBe("Thanks @moderator ");
    expect(errors).toEqual([]);
    await context.close();
});
