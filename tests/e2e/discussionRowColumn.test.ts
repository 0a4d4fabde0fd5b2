/**
 * A discussion row's text is a column beside its avatar (discussionList.styles.ts). An
 * announcement's title takes two lines (its tag, and a signed-in viewer's Dismiss button, share its
 * first), and its "Started by …" meta line used to wrap under the avatar. At 375 and 1350 px, for a
 * guest, a member (Dismiss and bookmark buttons) and an administrator (the bulk checkbox before
 * the avatar), on the Island page and on the App page (customLayout.discussionList) the browser
 * draws: every line of the title and the meta line start right of the avatar, which sits right of
 * the checkbox, and the title breaks between words.
 */
import type { Browser, Page } from "playwright-core";
import { closeBrowser, collectPageErrors, launchBrowser, signInThroughForm, waitForReady } from "./browser";
import { startServer, type IServer } from "./serverProcess";

/** Phones render slowly on a shared machine: the bound of a test, not a wait. */
jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

interface IRowLayout {
    /** The left edges (px) of the avatar, the checkbox, the meta line's "Started by", each line of the title. */
    avatar: { left: number; right: number } | null;
    checkbox: { left: number; right: number } | null;
    startedBy: number | null;
    titleLines: number[];
    /** How many lines the title's first word is drawn on (1: it was not broken inside). */
    firstWordLines: number;
}

/** Where the parts of the first announcement row are (its own "Announcement" tag, not a category's name). */
function announcementRow(page: Page): Promise<IRowLayout | null> {
    return page.evaluate(() => {
        const row = [...document.querySelectorAll("li[data-discussion-id]")].find((item) => [...item.children].some((child) => child.tagName === "SPAN" && child.textContent === "Announcement"));
        if (!row) return null;
        const box = (element: Element | null | undefined) => {
            const rect = element?.getBoundingClientRect();
            return rect ? { left: rect.left, right: rect.right } : null;
        };
        const titleText = row.querySelector(":scope > a bdi")?.firstChild;
        const firstWord = document.createRange();
        if (titleText) {
            firstWord.setStart(titleText, 0);
            firstWord.setEnd(titleText, (titleText.textContent ?? "").split(" ")[0]!.length);
        }
        const startedBy = [...row.querySelectorAll("span")].find((span) => span.textContent?.startsWith("Started by"));
        return {
            avatar: box(row.querySelector(":scope > [aria-hidden='true'], :scope > img")),
            checkbox: box(row.querySelector("input[type='checkbox']")),
            startedBy: startedBy ? startedBy.getBoundingClientRect().left : null,
            titleLines: [...(row.querySelector(":scope > a")?.getClientRects() ?? [])].map((rect) => rect.left),
            firstWordLines: new Set([...firstWord.getClientRects()].map((rect) => Math.round(rect.top))).size,
        };
    });
}

async function expectTextBesideAvatar(server: IServer, viewer: "guest" | "member" | "admin", width: number): Promise<void> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    if (viewer === "guest") {
        await page.goto(`${server.url}/discussions`);
        await waitForReady(page);
    } else {
        await signInThroughForm(page, server.url, viewer);
    }
    const row = await announcementRow(page);
    const where = { viewer, width };
    expect({ ...where, found: !!row?.avatar && row.startedBy !== null && row.titleLines.length > 0 }).toEqual({ ...where, found: true });
    const avatarRight = row!.avatar!.right;
    // The title wraps at these widths for a signed-in viewer: the test covers a second line.
    if (viewer !== "guest") expect({ ...where, titleLines: row!.titleLines.length > 1 }).toEqual({ ...where, titleLines: true });
    expect({ ...where, startedByRightOfAvatar: row!.startedBy! > avatarRight }).toEqual({ ...where, startedByRightOfAvatar: true });
    expect({ ...where, titleLinesRightOfAvatar: row!.titleLines.every((left) => left > avatarRight) }).toEqual({ ...where, titleLinesRightOfAvatar: true });
    // The title breaks between words: its tag ends a word of its own ("Welco|me" at 375 px, with the checkbox).
    expect({ ...where, firstWordLines: row!.firstWordLines }).toEqual({ ...where, firstWordLines: 1 });
    // The administrator's checkbox comes first, clear of the avatar.
    if (viewer === "admin") expect({ ...where, checkboxBeforeAvatar: !!row!.checkbox && row!.checkbox.right < row!.avatar!.left }).toEqual({ ...where, checkboxBeforeAvatar: true });
    expect(errors).toEqual([]);
    await context.close();
}

describe.each([
    ["Island page", {}],
    ["App page", { "Feature.customLayout.discussionList.Enabled": true }],
])("an announcement row on the %s", (_, config) => {
    let server: IServer;
    beforeAll(async () => {
        server = await startServer(config);
    });
    afterAll(() => server?.stop());

    it.each([375, 1350])("keeps its title and meta line right of the avatar at %i px", async (width) => {
        for (const viewer of ["guest", "member", "admin"] as const) await expectTextBesideAvatar(server, viewer, width);
    });
});
