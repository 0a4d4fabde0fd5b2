/**
 * External search (content §2, §4: search.externalSearch): the title bar's search opens the
 * other site in a new tab, this page stays, and nothing is suggested.
 */
import { collectPageErrors, useForumAndBrowser, waitForReady } from "./browser";

const EXTERNAL = "https://search.example.com/?q=%s&site=forum";
const forum = useForumAndBrowser({ "search.externalSearch": EXTERNAL });

it("the title bar's search opens the external search in a new tab, with no suggestions", async () => {
    const context = await forum.browser.newContext();
    // The other site is not reachable from the test machine: answer for it.
    await context.route("https://search.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>External results</title>" }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const searches: string[] = [];
    page.on("request", (request) => {
        if (request.url().includes("/api/v2/search")) searches.push(request.url());
    });
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await page.getByRole("button", { name: "Search" }).click();
    const input = page.getByRole("combobox", { name: "Search" });
    await input.fill("dark mode");
    expect(await input.getAttribute("aria-expanded")).toBe("false");
    const [popup] = await Promise.all([context.waitForEvent("page"), input.press("Enter")]);
    await popup.waitForURL("https://search.example.com/**");
    expect(popup.url()).toBe("https://search.example.com/?q=dark%20mode&site=forum");
    expect(page.url()).toBe(`${forum.server.url}/discussions`);
    expect(searches).toEqual([]);
    expect(await page.getByRole("option", { name: /Search for/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
});
