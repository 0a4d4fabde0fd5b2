/**
 * A post's footer on a phone (issue 12 leftover): the reactions (with React) and the post's
 * actions (Reply, More actions) are two islands, and used to take a row each below the text.
 * At 375 px they share one line; the actions take the whole width while a reply is written in
 * them. Screenshots at 375 px, light and dark, are written to POLISH_SCREENSHOTS when set.
 */
import fs from "fs";
import path from "path";
import type { Locator, Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** Phones render slowly on a shared machine: the bound of a test, not a wait. */
jest.setTimeout(120_000);

const SHOTS = process.env.POLISH_SCREENSHOTS;

async function openDiscussionWithComments(page: Page): Promise<void> {
    const url = await page.evaluate(async () => {
        const response = await fetch("/api/v2/discussions?limit=100", { headers: { accept: "application/json" } });
        const discussions = (await response.json()) as Array<{ url: string; closed: boolean; countComments: number }>;
        return discussions.find((discussion) => !discussion.closed && discussion.countComments >= 2 && discussion.countComments <= 10)?.url;
    });
    expect(url).toBeTruthy();
    await page.goto(`${forum.server.url}${url}`);
    await waitForReady(page);
}

/** The vertical extent of an element on the page. */
async function rows(locator: Locator): Promise<{ top: number; bottom: number }> {
    const box = (await locator.boundingBox())!;
    return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
}

/** Same line: each one's vertical middle lies within the other's extent. */
function onOneLine(a: { top: number; bottom: number }, b: { top: number; bottom: number }): boolean {
    const middle = (box: { top: number; bottom: number }) => (box.top + box.bottom) / 2;
    return middle(a) >= b.top && middle(a) <= b.bottom && middle(b) >= a.top && middle(b) <= a.bottom;
}

it.each(["light", "dark"] as const)("at 375 px (%s) a comment's React control and Reply button share one line, and a reply opens below them", async (colorScheme) => {
    const context = await forum.browser.newContext({ colorScheme, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "member");
    await openDiscussionWithComments(page);

    const comment = page.locator("main li[id^='Comment_']").first();
    const react = comment.getByTestId("reaction-bar").getByRole("button", { name: "React", exact: true });
    const reply = comment.getByRole("button", { name: "Reply", exact: true });
    const more = comment.getByRole("button", { name: "More actions" });
    await react.waitFor();
    const [reactRow, replyRow, moreRow] = await Promise.all([rows(react), rows(reply), rows(more)]);
    expect({ react: reactRow, reply: replyRow, sameLine: onOneLine(reactRow, replyRow) }).toEqual({ react: reactRow, reply: replyRow, sameLine: true });
    expect(onOneLine(replyRow, moreRow)).toBe(true);
    // Reply and More actions at the end of the line, inside the page.
    const replyBox = (await reply.boundingBox())!;
    const reactBox = (await react.boundingBox())!;
    expect(replyBox.x).toBeGreaterThan(reactBox.x + reactBox.width);
    expect((await more.boundingBox())!.x + (await more.boundingBox())!.width).toBeLessThanOrEqual(375);
    // The footer below the text is one row: the 44 px touch target of More actions, nothing stacked.
    const footer = comment.locator(":scope > div:has([data-testid=reaction-bar])");
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(48);
    if (SHOTS) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `post-footer-375-${colorScheme}.png`) });
    }

    // More actions, now at the end of the line, opens its menu inside the screen.
    await more.click();
    const menu = page.locator(`[id='${await more.getAttribute("aria-controls")}']`);
    await menu.getByRole("button", { name: "Copy Link" }).waitFor();
    const menuBox = (await menu.boundingBox())!;
    expect({ left: menuBox.x >= 0, right: Math.round(menuBox.x + menuBox.width) <= 375 }).toEqual({ left: true, right: true });
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `post-footer-375-${colorScheme}-more.png`) });
    await page.keyboard.press("Escape");

    // Writing a reply: the composer takes the width of the comment, below the line of buttons.
    await reply.click();
    const composer = comment.getByRole("textbox").first();
    await composer.waitFor();
    // The plain text box may be swapped for the editor between two reads: measure whichever is there.
    await eventually(async () => {
        const commentBox = await comment.boundingBox();
        const composerBox = await composer.boundingBox();
        expect(composerBox && commentBox && composerBox.width > commentBox.width * 0.8 && composerBox.y > reactBox.y + reactBox.height).toBe(true);
    });
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `post-footer-375-${colorScheme}-replying.png`) });
    expect(errors).toEqual([]);
    await context.close();
});
