/**
 * The guest page cache (issue 17 item 4) in a real browser: a page served from the cache
 * hydrates like a rendered one (its scripts carry the answer's own nonce, gzip decodes), a
 * member signing in never gets a guest's page, and a post shows at once to the next guest.
 */
import type { Page, Response } from "playwright-core";
import { collectPageErrors, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

async function openAsGuest(page: Page, path: string): Promise<Response> {
    const response = await page.goto(`${forum.server.url}${path}`);
    if (!response) throw new Error(`No answer for ${path}`);
    await waitForReady(page);
    return response;
}

it("hydrates a guest's page served from the cache, with the answer's own nonce", async () => {
    const context = await forum.browser.newContext();
    try {
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await openAsGuest(page, "/discussions");
        const cached = await openAsGuest(page, "/discussions");
        expect(cached.headers()["x-guest-cache"]).toBe("hit");
        // The islands work: the pager's field takes digits only once hydrated.
        await page.getByLabel("Jump to page").pressSequentially("2x");
        expect(await page.getByLabel("Jump to page").inputValue()).toBe("2");
        const csp = cached.headers()["content-security-policy"] ?? "";
        // Browsers hide the nonce attribute from the DOM once parsed; the property keeps it.
        const nonceOf = () => page.locator("#hearth-preload").evaluate((element) => (element as HTMLElement).nonce);
        const nonce = await nonceOf();
        expect(nonce).toBeTruthy();
        expect(csp).toContain(`'nonce-${nonce}'`);
        // A nonce is an answer's own: the next guest gets another one.
        const next = await openAsGuest(page, "/discussions");
        expect(next.headers()["x-guest-cache"]).toBe("hit");
        expect(await nonceOf()).not.toBe(nonce);
        expect(errors).toEqual([]);
    } finally {
        await context.close();
    }
});

it("shows a member's new discussion to the next guest, and the member their own page", async () => {
    const guestContext = await forum.browser.newContext();
    const memberContext = await forum.browser.newContext();
    try {
        const guest = await guestContext.newPage();
        await openAsGuest(guest, "/discussions");
        expect((await openAsGuest(guest, "/discussions")).headers()["x-guest-cache"]).toBe("hit");

        const member = await memberContext.newPage();
        await signInThroughForm(member, forum.server.url, "member");
        const name = `Cache check ${Date.now()}`;
        const posted = await member.evaluate(async (title) => {
            const categories = (await (await fetch("/api/v2/categories")).json()) as Array<{ categoryID: number; urlcode: string }>;
            const general = categories.find((category) => category.urlcode === "general")!;
            const response = await fetch("/api/v2/discussions", {
                method: "POST",
                headers: { "content-type": "application/json", "x-requested-with": "vanilla" },
                body: JSON.stringify({ categoryID: general.categoryID, name: title, body: "Fresh", format: "markdown" }),
            });
            return response.status;
        }, name);
        expect(posted).toBe(201);
        const memberPage = await member.goto(`${forum.server.url}/discussions`);
        expect(memberPage?.headers()["x-guest-cache"]).toBeUndefined();

        const fresh = await openAsGuest(guest, "/discussions");
        expect(fresh.headers()["x-guest-cache"]).toBe("miss");
        await expect(guest.getByRole("link", { name }).count()).resolves.toBe(1);
    } finally {
        await Promise.all([guestContext.close(), memberContext.close()]);
    }
});
