/** Debian's Chromium through playwright-core, with the flags of DESIGN.md §5 (never a downloaded browser). */
import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { E2E_PASSWORD, startServer, type IServer } from "./serverProcess";

/** The whole browser: the benches measure what a visitor's Chromium does. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, the same
 * Chromium release with Blink and V8, without the browser's window layer) when it is installed,
 * as `.ci/run` does. The browser tests are CPU-bound on CI: on one browser test file it spent
 * 16-19 s of CPU against 28-29 s for the whole browser, the same file passing. Without the
 * package, the whole browser.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const TEST_CHROMIUM_PATH = process.env.CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export function launchBrowser(): Promise<Browser> {
    return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** How long closeBrowser waits for Chromium to close. */
const BROWSER_CLOSE_TIMEOUT_MS = 20_000;

/**
 * Closes the test's Chromium, giving up (with a warning) when it has not closed in 20 s: a file's
 * tests have passed by then, and a Chromium that never answers its close must not fail them.
 * Playwright ends it anyway when this test process exits.
 */
export async function closeBrowser(browser: Browser | undefined): Promise<void> {
    if (!browser) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), BROWSER_CLOSE_TIMEOUT_MS)));
    const outcome = await Promise.race([browser.close(), timedOut]);
    clearTimeout(timer);
    if (outcome === "timeout") console.warn(`Chromium did not close in ${BROWSER_CLOSE_TIMEOUT_MS / 1000} s; leaving it to end with this test process.`);
}

/** Collects the page's console errors and uncaught exceptions (hydration mismatches among them). */
export function collectPageErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    return errors;
}

/** Resolves once boot finished: the body lost its isLoading class. */
export async function waitForReady(page: Page): Promise<void> {
    await page.waitForFunction(() => !document.body.classList.contains("isLoading"), undefined, { timeout: 15_000 });
}

/** Retries an assertion until it passes or the time is up (the page updates asynchronously). */
export async function eventually(assertion: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        try {
            await assertion();
            return;
        } catch (error) {
            if (Date.now() > deadline) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
    }
}

/** The bodies of the page-view ticks (POST /api/v2/tick) the page sends, as they are sent. */
export function collectTicks(page: Page): Array<{ type: string }> {
    const ticks: Array<{ type: string }> = [];
    page.on("request", (request) => {
        if (request.url().endsWith("/api/v2/tick")) ticks.push(JSON.parse(request.postData() ?? "{}"));
    });
    return ticks;
}

/** Signs in through the sign-in form (as a person would) and waits for the list page. */
export async function signInThroughForm(page: Page, baseUrl: string, name: string, password = E2E_PASSWORD): Promise<void> {
    await page.goto(`${baseUrl}/entry/signin?target=%2Fdiscussions`);
    await page.getByLabel("Username or Email").fill(name);
    await page.getByLabel("Password").fill(password);
    await Promise.all([page.waitForURL(/\/discussions$/), page.getByRole("button", { name: "Sign In" }).click()]);
    await waitForReady(page);
}

/**
 * Signs the page's browser context in without loading a page: the sign-in form's post, sent as
 * the form sends it, whose session cookie the context keeps (page.request shares its cookies).
 * For tests about something else that go to their own page next: the form's two page loads (the
 * form, then the discussion list it leads to) were a large part of their browser's CPU.
 * signInThroughForm is the person's way, and what tests of signing in use.
 */
export async function signInByRequest(page: Page, baseUrl: string, name: string, password = E2E_PASSWORD): Promise<void> {
    const answer = await page.request.post(`${baseUrl}/entry/signin`, { form: { name, password, target: "/" }, headers: { origin: baseUrl }, maxRedirects: 0 });
    if (answer.status() !== 303) throw new Error(`Signing in as ${name} answered ${answer.status()}, not 303.`);
}

/** What a browser test file runs against: Chromium and a forum of its own. */
export interface IForumUnderTest {
    browser: Browser;
    server: IServer;
}

/**
 * Starts Chromium and a fresh forum (with `config` in its config.json) before the file's tests
 * and stops both after them. The fields are there once the tests run:
 * `const forum = useForumAndBrowser(); … forum.browser.newPage(); forum.server.url`.
 */
export function useForumAndBrowser(config: Record<string, unknown> = {}): IForumUnderTest {
    const forum = {} as IForumUnderTest;
    beforeAll(async () => {
        [forum.browser, forum.server] = await Promise.all([launchBrowser(), startServer(config)]);
    });
    afterAll(async () => {
        await Promise.all([closeBrowser(forum.browser), forum.server?.stop()]);
    });
    return forum;
}
