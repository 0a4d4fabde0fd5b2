/**
 * Posts by keyboard and on a phone (issue 12 item 5), in Chromium:
 *  - the keyboard journey: Skip to reply → read with j / k → reply with r → react through the
 *    React menu → the options menu, the focus never on <body> after any step; posting lands the
 *    focus on the new comment;
 *  - a phone-width (375 px) page where a post's reactions take one line (≤ 48 px), the React
 *    menu one column below 806 px and three above, post actions in "More actions";
 *  - axe on the React menu, the More actions menu and the shortcuts dialog, open;
 *  - screenshots at 375 and 1350 px, light and dark, written to KEYBOARD_SCREENSHOTS when set.
 */
import fs from "fs";
import path from "path";
import { seriousViolations } from "./axe";
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** Phones render slowly on a shared machine: the bound of a test, not a wait. */
jest.setTimeout(120_000);

interface IFocused {
    tag: string;
    id: string;
    /** aria-label, else the trimmed text. */
    name: string;
    /** The post (article or comment) holding the focus: "post", "Comment_12", or "". */
    post: string;
    inReplyForm: boolean;
    isBody: boolean;
}

function focused(page: Page): Promise<IFocused> {
    return page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const post = element?.closest("main article, main li[id^='Comment_']");
        return {
            tag: element?.tagName.toLowerCase() ?? "",
            id: element?.id ?? "",
            name: element?.getAttribute("aria-label") ?? element?.textContent?.trim().slice(0, 60) ?? "",
            post: post ? (post.tagName === "ARTICLE" ? "post" : post.id) : "",
            inReplyForm: !!element?.closest("#create-comment"),
            isBody: element === document.body || element === null,
        };
    });
}

/** Presses a key and returns what has the focus then, after checking it is not the page body. */
async function press(page: Page, key: string, step: string): Promise<IFocused> {
    await page.keyboard.press(key);
    const element = await focused(page);
    expect({ step, onBody: element.isBody }).toEqual({ step, onBody: false });
    return element;
}

/** Presses `key` until the focused element matches, never landing on the body; returns how many presses it took. */
async function pressUntil(page: Page, matches: (element: IFocused) => boolean, what: string, key = "Tab", limit = 40): Promise<number> {
    const seen: string[] = [];
    for (let i = 1; i <= limit; i++) {
        const element = await press(page, key, `${key} towards ${what}`);
        if (matches(element)) return i;
        seen.push(element.name || element.tag);
    }
    throw new Error(`${key} never reached ${what}; went through: ${seen.join(" | ")}`);
}

/** An open discussion with at least `minComments` comments, as the signed-in page sees the API. */
async function openDiscussionUrl(page: Page, minComments: number): Promise<string> {
    const url = await page.evaluate(async (min) => {
        const response = await fetch("/api/v2/discussions?limit=100", { headers: { accept: "application/json" } });
        const discussions = (await response.json()) as Array<{ url: string; closed: boolean; countComments: number }>;
        return discussions.find((discussion) => !discussion.closed && discussion.countComments >= min && discussion.countComments <= 10)?.url;
    }, minComments);
    expect(url).toBeTruthy();
    return url!;
}

it("goes Skip to reply → j / k → r → React → Options → ? by keyboard, the focus never on the page body, and lands on the new comment after posting", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1350, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // An administrator: the options menu is theirs on every discussion.
    await signInThroughForm(page, forum.server.url, "admin");
    const url = await openDiscussionUrl(page, 3);
    await page.goto(`${forum.server.url}${url}`);
    await waitForReady(page);

    // Skip to content, then Skip to reply: the first stop in the main content, shown when focused.
    await pressUntil(page, (element) => element.name === "Skip to content", "Skip to content");
    expect((await press(page, "Enter", "Skip to content")).id).toBe("main-content");
    const tabsToSkipLink = await pressUntil(page, (element) => element.name === "Skip to reply", "Skip to reply", "Tab", 5);
    expect(tabsToSkipLink).toBe(1);
    expect(await page.getByRole("link", { name: "Skip to reply" }).isVisible()).toBe(true);
    await press(page, "Enter", "Skip to reply");
    // The plain box takes the focus and hands it to the editor once that has loaded.
    await eventually(async () => expect(await focused(page)).toMatchObject({ inReplyForm: true, isBody: false }));
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("contenteditable"))).toBe("true"));

    // Out of the reply form (the shortcuts are off while typing), then read with k and j.
    const lastComment = await page.locator("main li[id^='Comment_']").last().getAttribute("id");
    await pressUntil(page, (element) => !element.inReplyForm && element.post !== "", "the last comment", "Shift+Tab", 30);
    expect((await focused(page)).post).toBe(lastComment);
    const posts = await page.locator("main article, main li[id^='Comment_']:not([data-display-mode='tombstone'])").evaluateAll((items) => items.map((item) => (item.tagName === "ARTICLE" ? "post" : item.id)));
    const last = posts.length - 1;
    await page.keyboard.press("k");
    await eventually(async () => expect(await focused(page)).toMatchObject({ post: posts[last - 1], tag: posts[last - 1] === "post" ? "article" : "li" }));
    expect(await press(page, "k", "k")).toMatchObject({ post: posts[last - 2], tag: posts[last - 2] === "post" ? "article" : "li" });
    expect(await press(page, "j", "j")).toMatchObject({ post: posts[last - 1], tag: "li" });
    // The post j moved to is scrolled into view, below the sticky title bar.
    const top = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(40);
    expect(top).toBeLessThan(200);

    // r: to the reply form from anywhere.
    await press(page, "r", "r");
    await eventually(async () => expect(await focused(page)).toMatchObject({ inReplyForm: true, isBody: false }));

    // React on the discussion itself: back to the top with k, then Tab to its React button.
    await pressUntil(page, (element) => !element.inReplyForm, "out of the reply form", "Shift+Tab", 30);
    await pressUntil(page, (element) => element.tag === "article", "the discussion", "k", posts.length + 1);
    await pressUntil(page, (element) => element.name === "React" && element.post === "post", "React", "Tab", 30);
    const react = page.locator("article").getByRole("button", { name: "React", exact: true });
    await press(page, "Enter", "open the React menu");
    await eventually(async () => expect(await react.getAttribute("aria-expanded")).toBe("true"));
    // The menu's code loads on demand; then its first item has the focus.
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("menuitemcheckbox"));
    const firstItem = await focused(page);
    await press(page, "ArrowDown", "ArrowDown in the React menu");
    await press(page, "ArrowUp", "ArrowUp in the React menu");
    expect((await focused(page)).name).toBe(firstItem.name);
    const chosen = firstItem.name.replace(/\d+$/, "");
    const saved = page.waitForResponse((response) => response.request().method() === "POST" && /\/api\/v2\/discussions\/\d+\/reactions$/.test(response.url()));
    // Choosing closes the menu and puts the focus back on React.
    expect(await press(page, "Enter", "react")).toMatchObject({ name: "React" });
    expect((await saved).ok()).toBe(true);
    const toggle = page.locator("article").getByRole("button", { name: new RegExp(`^${chosen}, \\d+$`) });
    await eventually(async () => expect(await toggle.getAttribute("aria-pressed")).toBe("true"));
    expect((await focused(page)).name).toBe("React");
    // Escape on an open menu gives the focus back to React too.
    await press(page, "Enter", "open the React menu again");
    await eventually(async () => expect(await react.getAttribute("aria-expanded")).toBe("true"));
    expect(await press(page, "Escape", "close the React menu")).toMatchObject({ name: "React" });
    // Un-react with the toggle: it keeps the focus while it saves and after.
    await pressUntil(page, (element) => element.name.startsWith(`${chosen}, `), "the reaction toggle", "Shift+Tab", 10);
    await press(page, "Enter", "un-react");
    await eventually(async () => expect(await toggle.getAttribute("aria-pressed")).toBe("false"));
    expect((await focused(page)).name).toMatch(new RegExp(`^${chosen}, \\d+$`));

    // The options menu: Shift+Tab back to it (the first control of the post), Enter opens it, Escape gives the focus back.
    await pressUntil(page, (element) => element.name === "Options", "Options", "Shift+Tab", 20);
    const options = page.getByRole("button", { name: "Options" });
    await press(page, "Enter", "open Options");
    await eventually(async () => expect(await options.getAttribute("aria-expanded")).toBe("true"));
    await eventually(async () => expect(await page.evaluate(() => !!document.activeElement?.closest(`[id='${document.querySelector("[aria-label=Options]")?.getAttribute("aria-controls")}']`))).toBe(true));
    expect(await press(page, "Escape", "close Options")).toMatchObject({ name: "Options" });
    expect(await options.getAttribute("aria-expanded")).toBe("false");

    // ? lists the shortcuts; Escape gives the focus back.
    await press(page, "?", "?");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await dialog.waitFor();
    await eventually(async () => expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true));
    expect(await press(page, "Escape", "close the shortcuts")).toMatchObject({ name: "Options" });
    await eventually(async () => expect(await dialog.count()).toBe(0));

    // Post a comment by keyboard: the new page opens with the focus on the new comment.
    await press(page, "r", "r again");
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("contenteditable"))).toBe("true"));
    await page.keyboard.type("Written without a mouse.");
    await pressUntil(page, (element) => element.name === "Post Comment", "Post Comment", "Tab", 15);
    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.keyboard.press("Enter")]);
    await waitForReady(page);
    const newComment = `Comment_${/#Comment_(\d+)$/.exec(page.url())![1]}`;
    await eventually(async () => expect((await focused(page)).id).toBe(newComment));
    expect(await page.locator(`#${newComment}`).textContent()).toContain("Written without a mouse.");
    expect(errors).toEqual([]);
    await context.close();
});

/** Reaction bars of posts that show at least one reaction: their heights in px. */
function reactedBarHeights(page: Page): Promise<number[]> {
    return page.locator("[data-testid=reaction-bar]").evaluateAll((bars) =>
        bars.filter((bar) => bar.querySelector("button[aria-pressed]")).map((bar) => Math.round(bar.getBoundingClientRect().height)),
    );
}

const SHOTS = process.env.KEYBOARD_SCREENSHOTS;

async function screenshot(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

// Each width once, each scheme once: the layout depends on the width, the contrast on the scheme (KEYBOARD_SCREENSHOTS shoots every pair by hand).
it.each([
    ["light", 375],
    ["dark", 1350],
] as const)("a %s discussion at %i px: a post's reactions on one line, the React menu's columns, More actions, axe on the open menus", async (colorScheme, width) => {
    const context = await forum.browser.newContext({ colorScheme, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}${await openDiscussionUrl(page, 3)}`);
    await waitForReady(page);
    // Someone's reaction on the post, so the bar has a count to show.
    const bar = page.locator("article").getByTestId("reaction-bar");
    if ((await bar.locator("button[aria-pressed]").count()) === 0) {
        await bar.getByRole("button", { name: "React", exact: true }).click();
        await bar.getByRole("menuitemcheckbox").first().click();
        await bar.locator("button[aria-pressed=true]").waitFor();
    }
    const heights = await reactedBarHeights(page);
    expect(heights.length).toBeGreaterThan(0);
    // The spacing budget: a post's reactions (counts, React, on one line) take at most 48 px.
    expect(Math.max(...heights)).toBeLessThanOrEqual(48);
    await screenshot(page, `discussion-${width}-${colorScheme}`);

    // The full set: one column below 806 px (content §9), three above.
    const react = bar.getByRole("button", { name: "React", exact: true });
    await react.click();
    const menu = page.getByRole("menu", { name: "Reactions" });
    await menu.waitFor();
    const columns = await menu.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(width < 806 ? 1 : 3);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await seriousViolations(page, { include: "main" })).toEqual([]);
    await screenshot(page, `react-menu-${width}-${colorScheme}`);
    await page.keyboard.press("Escape");
    await eventually(async () => expect(await menu.count()).toBe(0));

    // Post actions: on a phone in More actions (Reply stays), on a wide screen in the row.
    const comment = page.locator("main li[id^='Comment_']").first();
    const more = comment.getByRole("button", { name: "More actions" });
    if (width < 767) {
        expect(await comment.getByRole("button", { name: "Quote" }).isVisible()).toBe(false);
        await more.click();
        const items = page.locator(`[id='${await more.getAttribute("aria-controls")}']`);
        await items.getByRole("button", { name: "Quote" }).waitFor();
        expect(await items.getByRole("button", { name: "Copy Link" }).isVisible()).toBe(true);
        expect(await seriousViolations(page, { include: "main" })).toEqual([]);
        await screenshot(page, `more-actions-${width}-${colorScheme}`);
        await page.keyboard.press("Escape");
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("More actions");
    } else {
        expect(await more.isVisible()).toBe(false);
        expect(await comment.getByRole("button", { name: "Quote" }).isVisible()).toBe(true);
    }

    // The shortcuts dialog, open.
    await page.keyboard.press("?");
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    expect(await seriousViolations(page, { include: "main" })).toEqual([]);
    await screenshot(page, `shortcuts-${width}-${colorScheme}`);
    expect(errors).toEqual([]);
    await context.close();
});

it("shows a guest the counts and a React link to sign in", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(page);
    const signIn = page.locator("article").getByRole("link", { name: "Sign in to react" });
    expect(await signIn.textContent()).toBe("React");
    expect(await signIn.getAttribute("href")).toMatch(/^\/entry\/signin\?target=/);
    expect(await page.locator("article").getByRole("button", { name: "React", exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
});

it("the user card's links are reachable by Tab and at least 24 x 24 px", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1350, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(page);

    // The author's card, opened and walked by keyboard.
    const author = page.locator("article [data-user-card]").first();
    await author.focus();
    await page.keyboard.press("Enter");
    const card = page.getByRole("dialog").first();
    await card.waitFor();
    await card.locator("dd a").first().waitFor();
    // The card takes the focus (a non-modal dialog), so Tab walks its links next.
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("dialog"));
    const links = await card.locator("a[href]").count();
    expect(links).toBeGreaterThanOrEqual(3);
    const reached: Array<{ href: string; width: number; height: number }> = [];
    for (let i = 0; i < links; i++) {
        await page.keyboard.press("Tab");
        const target = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement;
            const rect = element.getBoundingClientRect();
            return { inCard: !!element.closest("[role=dialog]"), href: element.getAttribute("href") ?? element.outerHTML.slice(0, 80), width: rect.width, height: rect.height };
        });
        expect({ i, ...target }).toMatchObject({ i, inCard: true });
        reached.push(target);
    }
    expect(reached.map((link) => link.href)).toEqual(await card.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? "")));
    for (const link of reached) expect({ href: link.href, big: link.width >= 24 && link.height >= 24 }).toEqual({ href: link.href, big: true });
    expect(errors).toEqual([]);
    await context.close();
});
