/**
 * The reaction bar in a real browser (issue 4): a member reacts with Like, sees the count rise
 * and the button pressed, finds it persisted after a reload, un-reacts and sees it fall.
 */
import type { Browser, Page } from "playwright-core";
import { collectPageErrors, eventually, launchBrowser, signInThroughForm, waitForReady } from "./browser";
import { startServer, type IServer } from "./serverProcess";

let browser: Browser;
let server: IServer;

beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop()]);
});

/** The Like toggle: its count (from its accessible name "Like, N") and whether it is pressed. */
async function likeState(page: Page): Promise<{ count: number; pressed: boolean; enabled: boolean }> {
    const button = page.getByRole("button", { name: /^Like, \d+$/ });
    const name = (await button.getAttribute("aria-label")) ?? "";
    return {
        count: Number(/(\d+)$/.exec(name)?.[1]),
        pressed: (await button.getAttribute("aria-pressed")) === "true",
        enabled: await button.isEnabled(),
    };
}

it("reacts with Like, keeps it after a reload, and un-reacts", async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, server.url, "member");

    // An open discussion the member has not reacted to.
    const url = await page.evaluate(async () => {
        const response = await fetch("/api/v2/discussions?limit=50", { headers: { accept: "application/json" } });
        const discussions = (await response.json()) as Array<{ url: string; closed: boolean; reactions: Array<{ hasReacted: boolean }> }>;
        return discussions.find((discussion) => !discussion.closed && !discussion.reactions.some((reaction) => reaction.hasReacted))?.url;
    });
    expect(url).toBeTruthy();
    await page.goto(`${server.url}${url}`);
    await waitForReady(page);
    const before = await likeState(page);
    expect(before).toEqual({ count: expect.any(Number), pressed: false, enabled: true });

    await page.getByRole("button", { name: `Like, ${before.count}` }).click();
    await eventually(async () => expect(await likeState(page)).toEqual({ count: before.count + 1, pressed: true, enabled: true }));

    await page.reload();
    await waitForReady(page);
    expect(await likeState(page)).toEqual({ count: before.count + 1, pressed: true, enabled: true });

    await page.getByRole("button", { name: `Like, ${before.count + 1}` }).click();
    await eventually(async () => expect(await likeState(page)).toEqual({ count: before.count, pressed: false, enabled: true }));

    await page.reload();
    await waitForReady(page);
    expect(await likeState(page)).toEqual({ count: before.count, pressed: false, enabled: true });
    expect(errors).toEqual([]);
    await page.close();
});
