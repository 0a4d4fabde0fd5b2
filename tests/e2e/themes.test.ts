/**
 * Themes in Chromium (shell §4): an administrator previews a theme (only their pages change),
 * applies it (guests then see it), previews another and cancels; the dark preset paints dark
 * colours; the editor refuses a bad colour.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { closeBrowser, collectPageErrors, eventually, launchBrowser, signInThroughForm, waitForReady } from "./browser";
import { startServer, type IServer } from "./serverProcess";

let browser: Browser;
let server: IServer;
let adminContext: BrowserContext;
let guestContext: BrowserContext;
let admin: Page;
let guest: Page;

const WHITE = "rgb(255, 255, 255)";
const DARK_BG = "rgb(13, 17, 23)";
const PREVIEW_TEXT = "You are previewing the Keystone Dark theme";

beforeAll(async () => {
    [browser, server] = await Promise.all([launchBrowser(), startServer()]);
    // Both in a light OS scheme, so any dark colour comes from the theme.
    adminContext = await browser.newContext({ colorScheme: "light" });
    guestContext = await browser.newContext({ colorScheme: "light" });
    admin = await adminContext.newPage();
    guest = await guestContext.newPage();
}, 60_000);

afterAll(async () => {
    await Promise.all([closeBrowser(browser), server?.stop()]);
});

function background(page: Page): Promise<string> {
    return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

async function open(page: Page, path: string): Promise<void> {
    await page.goto(`${server.url}${path}`);
    await waitForReady(page);
}

it("an administrator previews, applies, then previews another theme and cancels", async () => {
    const errors = collectPageErrors(admin);
    await signInThroughForm(admin, server.url, "admin");
    await open(admin, "/appearance/themes");
    expect(await background(admin)).toBe(WHITE);

    // Preview: the administrator's pages turn dark, with the toast; a guest's do not.
    await Promise.all([admin.waitForURL(/\/discussions$/), admin.getByRole("button", { name: "Preview Keystone Dark" }).click()]);
    await waitForReady(admin);
    expect(await background(admin)).toBe(DARK_BG);
    await eventually(async () => expect(await admin.getByText(PREVIEW_TEXT).isVisible()).toBe(true));
    await open(guest, "/discussions");
    expect(await background(guest)).toBe(WHITE);

    // Apply: back to the themes page, the theme is current, and a guest now sees it too.
    await Promise.all([admin.waitForURL(/\/appearance\/themes$/), admin.getByRole("button", { name: "Apply" }).click()]);
    await waitForReady(admin);
    expect(await background(admin)).toBe(DARK_BG);
    expect(await admin.getByText(PREVIEW_TEXT).count()).toBe(0);
    await open(guest, "/discussions");
    expect(await background(guest)).toBe(DARK_BG);

    // Preview the light theme, then Cancel: the current (dark) theme is back, the toast gone.
    await Promise.all([admin.waitForURL(/\/discussions$/), admin.getByRole("button", { name: "Preview Keystone", exact: true }).click()]);
    await waitForReady(admin);
    expect(await background(admin)).toBe(WHITE);
    await eventually(async () => expect(await admin.getByText("You are previewing the Keystone theme").isVisible()).toBe(true));
    await Promise.all([admin.waitForURL(/\/appearance\/themes$/), admin.getByRole("button", { name: "Cancel" }).click()]);
    await waitForReady(admin);
    expect(await background(admin)).toBe(DARK_BG);
    expect(await admin.getByText("You are previewing").count()).toBe(0);
    expect(errors).toEqual([]);
});

it("the dark preset paints dark colours on the first paint, before any script runs", async () => {
    const context = await browser.newContext({ colorScheme: "light", javaScriptEnabled: false });
    const page = await context.newPage();
    try {
        await page.goto(`${server.url}/discussions`);
        expect(await background(page)).toBe(DARK_BG);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    } finally {
        await context.close();
    }
});

it("the editor refuses a colour that is not one", async () => {
    await open(admin, "/appearance/themes");
    await admin.getByRole("button", { name: "Edit Keystone", exact: true }).click();
    const form = admin.getByRole("form", { name: "Theme Variables" });
    await form.getByLabel("Primary Color").fill("nope");
    await form.getByRole("button", { name: "Save" }).click();
    await eventually(async () => expect(await form.getByText("nope is not a valid color.").isVisible()).toBe(true));
    expect(await form.getByLabel("Primary Color").getAttribute("aria-invalid")).toBe("true");
});
