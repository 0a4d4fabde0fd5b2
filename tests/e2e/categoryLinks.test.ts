/**
 * Category names look like the links they are: on /categories (the Island page, and the App page
 * drawn from the category-list layout) and on the home page's category cards, a category's name
 * is drawn in the theme's link colour, not the text colour, and is underlined under the pointer,
 * in the light and the dark scheme, at 375 and 1350 px; axe finds no contrast problem there.
 */
import type { Browser, Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { closeBrowser, collectPageErrors, launchBrowser, waitForReady } from "./browser";
import { startServer, type IServer } from "./serverProcess";

/** A bound of the test on a busy machine, not a wait. */
jest.setTimeout(120_000);

const CATEGORY = "Help & Support";

let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => closeBrowser(browser));

interface INameStyle {
    color: string;
    /** The theme's link and text colours as the browser resolves them in the same place. */
    linkColor: string;
    textColor: string;
    decoration: string;
}

/** The computed style of the category's name link in `scope`, and the theme's colours beside it. */
async function nameStyle(page: Page, scope: string): Promise<INameStyle> {
    const link = page.locator(scope).getByRole("link", { name: CATEGORY, exact: true });
    return link.evaluate((element) => {
        const probe = (variable: string) => {
            const span = document.createElement("span");
            span.style.color = `var(${variable})`;
            element.parentElement!.appendChild(span);
            const color = getComputedStyle(span).color;
            span.remove();
            return color;
        };
        const style = getComputedStyle(element);
        return { color: style.color, linkColor: probe("--h-color-link"), textColor: probe("--h-color-fg"), decoration: style.textDecorationLine };
    });
}

async function expectLinkStyle(server: IServer, path: string, scope: string): Promise<void> {
    for (const colorScheme of ["light", "dark"] as const) {
        for (const width of [375, 1350]) {
            const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
            const page = await context.newPage();
            const errors = collectPageErrors(page);
            try {
                await page.goto(`${server.url}${path}`);
                await waitForReady(page);
                const where = { path, colorScheme, width };
                const style = await nameStyle(page, scope);
                // The link colour, which the text colour is not (before: the text colour, or inherited).
                expect({ ...where, color: style.color, differsFromText: style.linkColor !== style.textColor }).toEqual({ ...where, color: style.linkColor, differsFromText: true });
                await page.locator(scope).getByRole("link", { name: CATEGORY, exact: true }).hover();
                expect({ ...where, hovered: (await nameStyle(page, scope)).decoration }).toEqual({ ...where, hovered: "underline" });
                expect({ ...where, contrast: await seriousViolations(page, { include: scope, rules: ["color-contrast", "link-in-text-block"] }) }).toEqual({ ...where, contrast: [] });
                expect(errors).toEqual([]);
            } finally {
                await context.close();
            }
        }
    }
}

describe("category names are drawn as links", () => {
    describe("Island pages and the home page", () => {
        let server: IServer;
        beforeAll(async () => {
            server = await startServer();
        });
        afterAll(() => server?.stop());

        it("on /categories", () => expectLinkStyle(server, "/categories", "main"));
        it("on the home page's category cards", () => expectLinkStyle(server, "/", 'section[aria-label="Categories"]'));
    });

    describe("the App page (customLayout.categoryList)", () => {
        let server: IServer;
        beforeAll(async () => {
            server = await startServer({ "Feature.customLayout.categoryList.Enabled": true });
        });
        afterAll(() => server?.stop());

        it("on /categories", () => expectLinkStyle(server, "/categories", 'section[aria-label="Categories"]'));
    });
});
