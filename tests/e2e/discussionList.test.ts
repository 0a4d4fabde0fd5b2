/**
 * The discussion list in a real browser, in both page modes, plus signing in (issue 2 §8).
 */
import type { Browser, Page } from "playwright-core";
import { closeBrowser, collectPageErrors, collectTicks, eventually, launchBrowser, signInByRequest, waitForReady } from "./browser";
import { E2E_PASSWORD, startServer, type IServer } from "./serverProcess";

let browser: Browser;

beforeAll(async () => {
    browser = await launchBrowser();
});

afterAll(async () => {
    await closeBrowser(browser);
});

async function firstTitles(page: Page, count = 3): Promise<string[]> {
    return page.locator("[data-discussion-id] > a").evaluateAll((links, n) => links.slice(0, n).map((link) => link.textContent ?? ""), count);
}

/** Server HTML as the browser first receives it, before any script runs. */
async function serverHtml(url: string): Promise<string> {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return response.text();
}

describe("Island mode (customLayout.discussionList off, the default)", () => {
    let server: IServer;
    beforeAll(async () => {
        server = await startServer();
    });
    afterAll(async () => {
        await server?.stop();
    });

    it("server-renders the titles, hydrates only its islands, and pages with full loads", async () => {
        const html = await serverHtml(`${server.url}/discussions`);
        expect(html).toContain("Welcome to the Hearth demo forum");
        expect(html).toContain('data-react="Pager"');
        expect(html).not.toContain("DiscussionListPage"); // the page component's code is not shipped

        const page = await browser.newPage();
        const errors = collectPageErrors(page);
        const ticks = collectTicks(page);
        await page.goto(`${server.url}/discussions`);
        await waitForReady(page);
        const pageOneTitles = await firstTitles(page);
        expect(pageOneTitles).toHaveLength(3);
        await eventually(() => expect(ticks).toHaveLength(1));
        expect(ticks[0]!.type).toBe("page_view");

        // The pager island is interactive: jump to page 2 (digits only).
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
        await page.getByLabel("Jump to page").pressSequentially("2x");
        expect(await page.getByLabel("Jump to page").inputValue()).toBe("2");
        await Promise.all([page.waitForURL(/\/discussions\/p2$/), page.getByRole("button", { name: "Go" }).click()]);
        await waitForReady(page);
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined(); // full load
        expect(await firstTitles(page)).not.toEqual(pageOneTitles);
        expect(await page.locator("nav[aria-label=Pagination]").first().textContent()).toContain("31 - 45 of 45");
        expect(errors).toEqual([]);
        await page.close();
    });

    it("sorts with the selector: the address gets ?sort=, the order changes, and the default leaves the address clean", async () => {
        const page = await browser.newPage();
        const errors = collectPageErrors(page);
        await page.goto(`${server.url}/discussions`);
        await waitForReady(page);
        const recent = await firstTitles(page, 5);
        const expected = await page.evaluate(async () => {
            const response = await fetch("/api/v2/discussions?sort=dateInserted&pinOrder=first&limit=5", { headers: { accept: "application/json" } });
            return ((await response.json()) as Array<{ name: string }>).map((discussion) => discussion.name);
        });
        expect(expected).not.toEqual(recent);

        await Promise.all([page.waitForURL(/\/discussions\?sort=dateInserted$/), page.getByLabel("Sort by").selectOption({ label: "Oldest" })]);
        await waitForReady(page);
        expect(await firstTitles(page, 5)).toEqual(expected);
        expect(await page.getByLabel("Sort by").inputValue()).toBe("dateInserted");
        // The pagers keep the sort on their links.
        expect(await page.getByRole("navigation", { name: "Pagination", exact: true }).getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
            "/discussions/p2?sort=dateInserted",
        );

        await Promise.all([page.waitForURL(/\/discussions$/), page.getByLabel("Sort by").selectOption({ label: "Recently Commented" })]);
        await waitForReady(page);
        expect(await firstTitles(page, 5)).toEqual(recent);
        expect(errors).toEqual([]);
        await page.close();
    });

    it("dismisses an announcement from the list and cancels the dismissal, with their toasts", async () => {
        const page = await browser.newPage();
        const errors = collectPageErrors(page);
        await signInByRequest(page, server.url, "member");
        await page.goto(`${server.url}/discussions`);
        await waitForReady(page);
        const announcements = page.locator("[data-discussion-id]").filter({ has: page.getByRole("button", { name: "Dismiss", exact: true }) });
        const pinnedBefore = await announcements.count();
        const id = await announcements.first().getAttribute("data-discussion-id");
        const row = page.locator(`[data-discussion-id="${id}"]`);
        await row.getByRole("button", { name: "Dismiss", exact: true }).click();
        await eventually(async () => expect(await page.getByText("Success. Announcement has been dismissed.").isVisible()).toBe(true));
        expect(await row.getByRole("button", { name: "Dismissed" }).getAttribute("aria-pressed")).toBe("true");

        // After a reload the dismissed announcement no longer leads the list for this member:
        // the announcements still pinned come first, and it is not among them.
        await page.reload();
        await waitForReady(page);
        const order = await page.locator("[data-discussion-id]").evaluateAll((rows) => rows.map((element) => element.getAttribute("data-discussion-id")));
        expect(order.slice(0, pinnedBefore - 1)).not.toContain(id);

        // The discussion's own options menu cancels the dismissal.
        await page.goto(`${server.url}/discussion/${id}`);
        await waitForReady(page);
        await page.getByRole("button", { name: "Options" }).click();
        await page.getByRole("button", { name: "Dismissed", exact: true }).click();
        await eventually(async () => expect(await page.getByText("Success. Dismissal cancelled.").isVisible()).toBe(true));
        await page.goto(`${server.url}/discussions`);
        await waitForReady(page);
        expect(await page.locator(`[data-discussion-id="${id}"]`).getByRole("button", { name: "Dismiss", exact: true }).getAttribute("aria-pressed")).toBe("false");
        expect(errors).toEqual([]);
        await page.close();
    });

    it("signs in through the form: a wrong password keeps the name, the right one shows the signed-in state", async () => {
        const page = await browser.newPage();
        const errors = collectPageErrors(page);
        await page.goto(`${server.url}/discussions`);
        await waitForReady(page);
        await Promise.all([page.waitForURL(/\/entry\/signin/), page.getByRole("link", { name: "Sign In" }).click()]);
        await page.getByLabel("Username or Email").fill("member");
        await page.getByLabel("Password").fill("not-the-password");
        await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Sign In" }).click()]);
        expect(await page.getByRole("alert").textContent()).toBe("The username or password you entered is incorrect.");
        expect(await page.getByLabel("Username or Email").inputValue()).toBe("member");

        await page.getByLabel("Password").fill(E2E_PASSWORD);
        await Promise.all([page.waitForURL(/\/discussions$/), page.getByRole("button", { name: "Sign In" }).click()]);
        await waitForReady(page);
        expect(await page.getByTestId("signed-in-user").textContent()).toBe("member");
        // The "online" add-on's panel (an island) lists the member who just signed in.
        expect(await page.getByTestId("whos-online").textContent()).toContain("member");
        // Errors from the failed sign-in are the page's 401 only.
        expect(errors.filter((error) => !error.includes("401"))).toEqual([]);
        await page.close();
    });
});

describe("App mode (customLayout.discussionList on)", () => {
    let server: IServer;
    beforeAll(async () => {
        server = await startServer({ "Feature.customLayout.discussionList.Enabled": true });
    });
    afterAll(async () => {
        await server?.stop();
    });

    it("hydrates the whole page without mismatch and follows app links client-side", async () => {
        const html = await serverHtml(`${server.url}/discussions`);
        expect(html).toContain("Welcome to the Hearth demo forum");
        expect(html).toContain('"mode":"app"');
        expect(html).not.toContain('data-react="Pager"'); // no island wrappers: the whole tree hydrates

        const page = await browser.newPage();
        const errors = collectPageErrors(page);
        const ticks = collectTicks(page);
        await page.goto(`${server.url}/discussions`);
        await waitForReady(page);
        const pageOneTitles = await firstTitles(page);
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

        await page.getByRole("link", { name: "Next" }).first().click();
        await page.waitForURL(/\/discussions\/p2$/);
        await eventually(async () => expect(await firstTitles(page)).not.toEqual(pageOneTitles));
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
        await eventually(() => expect(ticks).toHaveLength(2)); // one at start, one at the path change
        expect(await page.title()).toBe("Recent Discussions - Hearth Community");

        await page.goBack();
        await page.waitForURL(/\/discussions$/);
        await eventually(async () => expect(await firstTitles(page)).toEqual(pageOneTitles));
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

        // The sort selector works client-side too.
        await page.getByLabel("Sort by").selectOption({ label: "Recently Created" });
        await page.waitForURL(/\/discussions\?sort=-dateInserted$/);
        await eventually(async () => expect(await page.getByLabel("Sort by").inputValue()).toBe("-dateInserted"));
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
        await page.goBack();
        await page.waitForURL(/\/discussions$/);

        // A link to a page that is not an app route does a full load.
        await Promise.all([page.waitForURL(/\/discussion\/\d+\//), page.locator("[data-discussion-id] > a").first().click()]);
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
        expect(errors).toEqual([]);
        await page.close();
    });
});
