/**
 * axe-core on every page that exists, in Chromium: no serious or critical violation
 * (README "Standards": usable by keyboard and screen reader). One colour scheme per test file
 * (accessibility.light.test.ts, accessibility.dark.test.ts), so the two run in parallel workers.
 */
import type { Browser } from "playwright-core";
import { seriousViolations } from "./axe";
import { closeBrowser, eventually, launchBrowser, signInByRequest, waitForReady } from "./browser";
import { startServer, type IServer } from "./serverProcess";

/**
 * axe reads the whole page: on the 120-comment discussion that takes tens of seconds on a busy
 * machine. The bound of each test, not a wait: a test ends as soon as its checks are done.
 */
const AXE_TEST_BOUND_MS = 180_000;

export function describeAccessibility(colorScheme: "light" | "dark"): void {
    let browser: Browser;
    let server: IServer;

    jest.setTimeout(AXE_TEST_BOUND_MS);

    beforeAll(async () => {
        [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    });

    afterAll(async () => {
        await Promise.all([closeBrowser(browser), server?.stop()]);
    });

    const PAGES = ["/", "/discussions", "/discussions/p2", "/categories", "/categories/help", "/discussion/1", "/profile/member", "/profile/discussions/3/member", "/profile/comments/3/member", "/profile/reactions/member", "/entry/signin", "/entry/register", "/entry/passwordrequest", "/no-such-page"];

    /** What a signed-in member sees: the reply form, the create-post page, reactions, bookmarks, private messages. */
    const MEMBER_PAGES = ["/", "/discussions", "/categories/help", "/discussion/4", "/post/discussion", "/drafts", "/messages", "/messages/add/moderator", "/profile/moderator", "/account", "/profile/picture", "/profile/edit"];

    /** The administrator's pages: themes (the list with the editor open, a theme's revisions), the dashboard's sections and the moderation pages. */
    const ADMIN_PAGES = [
        "/appearance/themes",
        "/appearance/style-guides/1/revisions",
        "/appearance/layouts",
        "/appearance/fragments",
        "/dashboard",
        "/dashboard/settings",
        "/dashboard/navigation",
        "/dashboard/addons",
        "/dashboard/locales",
        "/dashboard/categories",
        "/dashboard/roles",
        "/dashboard/members",
        "/dashboard/members/3",
        "/dashboard/content/reports?statuses=none",
        "/log/filter?recordType=discussion&recordID=1",
        "/log/filter?parentRecordID=1&recordType=comment&operation=delete",
        "/dashboard/audit-log",
    ];

    /**
     * Pages that are another page of the same template with other records (a list's second page,
     * another filter of the log): axe's rules read the
     * markup the template makes, so one of each is checked, in both schemes.
     */
    const SAME_TEMPLATE_AS_ANOTHER = new Set(["/discussions/p2", "/log/filter?parentRecordID=1&recordType=comment&operation=delete"]);
    /**
     * The dark run checks contrast, which depends on the components a page shows and the
     * scheme's colours: pages built of the same components as one already on the lists (the
     * dashboard's other form sections, the other forms) are checked in the light run only.
     */
    const SAME_COMPONENTS_AS_ANOTHER = new Set([
        "/entry/passwordrequest",
        "/messages/add/moderator",
        "/profile/edit",
        "/appearance/style-guides/1/revisions",
        "/dashboard/navigation",
        "/dashboard/addons",
        "/dashboard/locales",
        "/dashboard/categories",
        "/dashboard/members/3",
        "/dashboard/audit-log",
    ]);
    for (const path of [...SAME_TEMPLATE_AS_ANOTHER, ...SAME_COMPONENTS_AS_ANOTHER]) {
        if (![...PAGES, ...MEMBER_PAGES, ...ADMIN_PAGES].includes(path)) throw new Error(`${path} is not on the accessibility sweep's lists.`);
    }
    const inThisScheme = (paths: string[]) => paths.filter((path) => !SAME_TEMPLATE_AS_ANOTHER.has(path) && !(colorScheme === "dark" && SAME_COMPONENTS_AS_ANOTHER.has(path)));

    // Names, roles, structure and keyboard rules read the same DOM in both schemes, and the
    // light run checks them all; the dark run checks what the scheme changes: contrast.
    const violationsOf = (page: import("playwright-core").Page) => seriousViolations(page, colorScheme === "dark" ? { rules: ["color-contrast", "link-in-text-block"] } : {});

    describe(`axe-core, ${colorScheme} colour scheme`, () => {
        it.each(inThisScheme(PAGES))("%s has no serious or critical violation", async (path) => {
            const context = await browser.newContext({ colorScheme });
            const page = await context.newPage();
            try {
                await page.goto(`${server.url}${path}`);
                await waitForReady(page);
                expect(await violationsOf(page)).toEqual([]);
            } finally {
                await context.close();
            }
        });

        it("the administrator's theme pages have no serious or critical violation", async () => {
            const context = await browser.newContext({ colorScheme });
            const page = await context.newPage();
            try {
                await signInByRequest(page, server.url, "admin");
                for (const path of inThisScheme(ADMIN_PAGES)) {
                    await page.goto(`${server.url}${path}`);
                    await waitForReady(page);
                    if (path === "/appearance/themes") await page.getByRole("button", { name: "Edit Keystone", exact: true }).click();
                    expect({ path, violations: await violationsOf(page) }).toEqual({ path, violations: [] });
                }
            } finally {
                await context.close();
            }
        });

        it("pages a signed-in member sees have no serious or critical violation", async () => {
            const context = await browser.newContext({ colorScheme });
            const page = await context.newPage();
            try {
                await signInByRequest(page, server.url, "member");
                for (const path of inThisScheme(MEMBER_PAGES)) {
                    await page.goto(`${server.url}${path}`);
                    await waitForReady(page);
                    expect({ path, violations: await violationsOf(page) }).toEqual({ path, violations: [] });
                }
            } finally {
                await context.close();
            }
        });
    });

    /**
     * The pages and open states added with the shell (issue 3): the leaving interstitial, the edit
     * page, the confirmation-mail page, and the title bar's, user card's, options menu's and bulk
     * moderation's open states, each checked while open (axe looks at the whole page as it is).
     */
    describe(`axe-core on the shell's pages and open states, ${colorScheme} colour scheme`, () => {
        async function signedIn(name: string, viewport = { width: 1280, height: 900 }) {
            const context = await browser.newContext({ colorScheme, viewport });
            const page = await context.newPage();
            await signInByRequest(page, server.url, name);
            return { context, page };
        }

        async function check(page: import("playwright-core").Page, state: string): Promise<void> {
            expect({ state, violations: await violationsOf(page) }).toEqual({ state, violations: [] });
        }

        it("/home/leaving (guest and member), /post/editdiscussion/{id} and /entry/emailconfirmrequest", async () => {
            const guest = await browser.newContext({ colorScheme });
            try {
                const page = await guest.newPage();
                await page.goto(`${server.url}/home/leaving?target=${encodeURIComponent("https://example.com/page")}`);
                await waitForReady(page);
                await check(page, "/home/leaving as a guest");
            } finally {
                await guest.close();
            }
            const { context, page } = await signedIn("admin");
            try {
                for (const path of [`/home/leaving?target=${encodeURIComponent("https://example.com/page")}`, "/post/editdiscussion/1", "/entry/emailconfirmrequest"]) {
                    await page.goto(`${server.url}${path}`);
                    await waitForReady(page);
                    await check(page, path);
                }
            } finally {
                await context.close();
            }
        });

        // One test per open state, each on a light page: axe on the 120-comment discussion takes
        // long enough to crowd the test time-out on a loaded machine.
        it("the notifications drop-down open", async () => {
            const { context, page } = await signedIn("admin");
            try {
                await page.goto(`${server.url}/discussions`);
                await waitForReady(page);
                const bell = page.locator("[aria-controls='titleBar-notifications-menu']");
                await bell.click();
                await eventually(async () => expect(await bell.getAttribute("aria-expanded")).toBe("true"));
                await page.locator("#titleBar-notifications-menu").getByRole("button", { name: "Mark All Read" }).waitFor();
                await check(page, "notifications drop-down open");
            } finally {
                await context.close();
            }
        });

        it("the options menu and the user card, each open", async () => {
            const { context, page } = await signedIn("admin");
            try {
                await page.goto(`${server.url}/discussion/2`);
                await waitForReady(page);
                const options = page.getByRole("button", { name: "Options" });
                await options.click();
                await eventually(async () => expect(await options.getAttribute("aria-expanded")).toBe("true"));
                await check(page, "options menu open");
                await page.keyboard.press("Escape");

                const name = page.locator("article [data-user-card]").first();
                const author = (await name.textContent())!.trim();
                await name.click();
                const card = page.getByRole("dialog", { name: author });
                await card.waitFor();
                await eventually(async () => expect(await card.getByText("Last Active").count()).toBe(1));
                await check(page, "user card open");
            } finally {
                await context.close();
            }
        });

        it("the bulk moderation toast with discussions checked", async () => {
            const { context, page } = await signedIn("admin");
            try {
                await page.goto(`${server.url}/discussions`);
                await waitForReady(page);
                const checkboxes = page.getByRole("checkbox", { name: /^Select / });
                await checkboxes.nth(0).check();
                await checkboxes.nth(1).check();
                await eventually(async () => expect(await page.locator("[data-bulk-toast]").getByText("2 selected").count()).toBe(1));
                await check(page, "bulk moderation toast");
            } finally {
                await context.close();
            }
        });

        it("the title bar's side panels at 375 px: My Account and Site Navigation", async () => {
            const { context, page } = await signedIn("member", { width: 375, height: 740 });
            try {
                await page.goto(`${server.url}/discussions`);
                await waitForReady(page);
                await page.getByTestId("compact-account-button").click();
                await page.getByRole("dialog", { name: "My Account" }).waitFor();
                await check(page, "My Account side panel at 375 px");
                await page.keyboard.press("Escape");
                await eventually(async () => expect(await page.getByRole("dialog").count()).toBe(0));

                await page.getByRole("button", { name: "Site Navigation" }).click();
                await page.getByRole("dialog", { name: "Site Navigation" }).waitFor();
                await check(page, "Site Navigation side panel at 375 px");
            } finally {
                await context.close();
            }
        });

        // The composer is loaded on focus, so the pages above show only its plain text box: here
        // it is open (toolbar, editor, draft status), with a Markdown preview shown too.
        it("the composer open on /post/discussion and in the reply form, and its preview", async () => {
            const { context, page } = await signedIn("member");
            try {
                for (const [path, label] of [["/post/discussion", "Body"], ["/discussion/4", "Body"]] as const) {
                    await page.goto(`${server.url}${path}`);
                    await waitForReady(page);
                    const box = page.getByRole("textbox", { name: label });
                    await box.click();
                    await page.locator("[data-slate-editor]").waitFor();
                    await box.fill("Some **words** to check");
                    await check(page, `composer open on ${path}`);
                }
                await page.getByRole("button", { name: "Preview" }).click();
                await page.getByRole("region", { name: "Preview" }).waitFor();
                await check(page, "composer preview in the reply form");
            } finally {
                await context.close();
            }
        });
    });
}
