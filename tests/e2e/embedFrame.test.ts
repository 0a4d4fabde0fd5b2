/**
 * Issue 10 item 3 in a real browser: the Content-Security-Policy lets the pages boot (their
 * scripts carry the answer's nonce), and its frame-ancestors lets a parent site named in
 * Garden.Embed.TrustedDomains show the forum in an iframe (embed mode reports to it, shell §4)
 * while a site not named there is refused.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { closeBrowser, collectPageErrors, eventually, launchBrowser, waitForReady } from "./browser";
import { startServer, type IServer } from "./serverProcess";

/** A parent site on its own port (so its own origin): a page with the forum in an iframe. */
async function startParentSite(): Promise<{ origin: string; setFrameUrl(url: string): void; stop(): Promise<void> }> {
    let frameUrl = "about:blank";
    const server = http.createServer((_request, response) => {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.end(
            `<!DOCTYPE html><html><body><script>window.embedMessages = [];` +
                `window.addEventListener("message", (event) => window.embedMessages.push(event.data));</script>` +
                `<iframe id="forum" src="${frameUrl}" width="1000" height="700"></iframe></body></html>`,
        );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
        origin: `http://127.0.0.1:${port}`,
        setFrameUrl: (url) => {
            frameUrl = url;
        },
        stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
}

let browser: Browser;
let server: IServer;
let allowed: Awaited<ReturnType<typeof startParentSite>>;
let refused: Awaited<ReturnType<typeof startParentSite>>;

beforeAll(async () => {
    [allowed, refused] = await Promise.all([startParentSite(), startParentSite()]);
    [browser, server] = await Promise.all([launchBrowser(), startServer({ "Garden.Embed.TrustedDomains": [allowed.origin] })]);
    allowed.setFrameUrl(`${server.url}/discussions`);
    refused.setFrameUrl(`${server.url}/discussions`);
});

afterAll(async () => {
    await Promise.all([closeBrowser(browser), server?.stop(), allowed?.stop(), refused?.stop()]);
});

async function newPage(): Promise<{ page: Page; errors: string[]; cspReports: string[] }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cspReports: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
        if (message.text().includes("Content Security Policy")) cspReports.push(message.text());
    });
    return { page, errors: collectPageErrors(page), cspReports };
}

it("a page boots on its own under the policy, with no violation reported", async () => {
    const { page, errors, cspReports } = await newPage();
    const response = await page.goto(`${server.url}/discussions`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
    await waitForReady(page);
    // An island (the pager) is interactive: its lazily loaded chunk was admitted too.
    await page.getByLabel("Jump to page").pressSequentially("2x");
    expect(await page.getByLabel("Jump to page").inputValue()).toBe("2");
    expect(cspReports).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
});

it("a trusted parent site shows the forum in its frame, and embed mode reports to it", async () => {
    const { page, cspReports } = await newPage();
    await page.goto(allowed.origin);
    const frame = page.frameLocator("#forum");
    await frame.getByRole("heading", { level: 1 }).first().waitFor();
    const forumFrame = page.frames().find((candidate) => candidate.url().startsWith(server.url))!;
    await forumFrame.waitForFunction(() => !document.body.classList.contains("isLoading"));
    await eventually(async () => {
        const messages = (await page.evaluate(() => (window as unknown as { embedMessages: Array<{ type: string; action: string; href: string }> }).embedMessages)) ?? [];
        expect(messages).toContainEqual(expect.objectContaining({ type: "hearth:embed", action: "location", href: `${server.url}/discussions` }));
    });
    expect(cspReports).toEqual([]);
    await page.context().close();
});

it("a site not named in the setting is refused the frame", async () => {
    const { page } = await newPage();
    const refusal = page.waitForEvent("console", { predicate: (message) => /frame-ancestors/.test(message.text()) });
    await page.goto(refused.origin);
    const report = (await refusal).text();
    expect(report).toContain(`'${server.url}/'`);
    expect(report).toContain(`frame-ancestors 'self' ${allowed.origin}`);
    // The frame shows the browser's error page: nothing of the forum, no embed messages.
    const frameUrl = page.frames()[1]?.url();
    expect(frameUrl?.startsWith(server.url)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { embedMessages: unknown[] }).embedMessages)).toEqual([]);
    await page.context().close();
});
