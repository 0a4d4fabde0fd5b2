/**
 * Starting discussions and replying in a real browser (issue 9 items 1 and 6): with JavaScript
 * through the create-post page and the API, and with JavaScript off through the plain forms.
 */
import { E2E_PASSWORD } from "./serverProcess";
import { collectPageErrors, eventually, signInByRequest, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";
import { composerText, writeMarkdown } from "./composerHelpers";

const forum = useForumAndBrowser();

it("lets a member start a discussion from /post/discussion and lands on it", async () => {
    const page = await forum.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/post/discussion`);
    await waitForReady(page);
    await page.getByLabel("Title").fill("Started in the browser");
    await page.getByLabel("Category").selectOption({ label: "General Discussion" });
    await writeMarkdown(page, "Body", "A **first** post.");
    await Promise.all([
        page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/v2/discussions") && request.headers()["idempotency-key"] !== undefined),
        page.waitForURL(/\/discussion\/\d+\/started-in-the-browser$/),
        page.getByRole("button", { name: "Post Discussion" }).click(),
    ]);
    await waitForReady(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Started in the browser");
    expect(await page.locator("strong", { hasText: "first" }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
});

it("posts a reply and a discussion with JavaScript off, and keeps the text of a refused one", async () => {
    const context = await forum.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${forum.server.url}/entry/signin?target=%2Fdiscussions`);
    await page.getByLabel("Username or Email").fill("member");
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await Promise.all([page.waitForURL(/\/discussions$/), page.getByRole("button", { name: "Sign In" }).click()]);

    await page.goto(`${forum.server.url}/discussion/4`);
    await page.getByRole("textbox", { name: "Body" }).fill("Sent as a plain form");
    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.getByRole("button", { name: "Post Comment" }).click()]);
    const commentID = /#Comment_(\d+)$/.exec(page.url())![1];
    expect(await page.locator(`#Comment_${commentID}`).textContent()).toContain("Sent as a plain form");

    await page.goto(`${forum.server.url}/post/discussion`);
    await page.getByLabel("Category").selectOption({ label: "General Discussion" });
    await page.getByRole("textbox", { name: "Body" }).fill("Typed without scripts");
    // A title of spaces passes the browser's "required" check; the server refuses it.
    await page.getByLabel("Title").fill("   ");
    await Promise.all([page.waitForURL(/\/post\/discussion$/), page.getByRole("button", { name: "Post Discussion" }).click()]);
    expect(await page.getByText("Give your discussion a title.").count()).toBe(1);
    expect(await page.getByRole("textbox", { name: "Body" }).inputValue()).toBe("Typed without scripts");

    await page.getByLabel("Title").fill("Posted with scripts off");
    await Promise.all([page.waitForURL(/\/discussion\/\d+\/posted-with-scripts-off$/), page.getByRole("button", { name: "Post Discussion" }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Posted with scripts off");
    await context.close();
});

it("resends a reply whose answer was lost without posting it twice", async () => {
    const page = await forum.browser.newPage();
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/discussion/4`);
    await waitForReady(page);
    // The first post reaches the server, but its answer never reaches the page.
    let lost = false;
    await page.route("**/api/v2/comments", async (route) => {
        if (lost) return route.continue();
        lost = true;
        await route.fetch();
        await route.abort("connectionreset");
    });
    // Typed as a person does: into the rich editor the box becomes once focused (filling the plain
    // box while the editor swaps in could send the text to neither).
    const box = page.getByRole("textbox", { name: "Body" });
    await box.click();
    await box.and(page.locator("[contenteditable=true]")).waitFor();
    await box.fill("Only once, whatever the network does");
    await page.getByRole("button", { name: "Post Comment" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("The server did not answer. Your text is kept here; post again (it will not be posted twice).");
    expect(await composerText(box)).toBe("Only once, whatever the network does");
    await Promise.all([page.waitForURL(/#Comment_\d+$/), page.getByRole("button", { name: "Post Comment" }).click()]);
    await waitForReady(page);
    expect(await page.locator("li[id^=Comment_]", { hasText: "Only once, whatever the network does" }).count()).toBe(1);
    await page.close();
});

it("keeps every key typed while the rich editor takes the plain box's place", async () => {
    const page = await forum.browser.newPage();
    await signInThroughForm(page, forum.server.url, "member");
    // The editor's chunk is held back until half the text is typed, so the swap comes mid-typing.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/composer\.[0-9a-f]+\.js$/, async (route) => {
        await released;
        await route.continue();
    });
    await page.goto(`${forum.server.url}/discussion/4`);
    await waitForReady(page);
    const box = page.getByRole("textbox", { name: "Body" });
    await box.click();
    await page.keyboard.type("Typed before the editor came, ");
    const chunk = page.waitForResponse(/\/composer\.[0-9a-f]+\.js$/);
    release();
    await chunk;
    await page.keyboard.type("and typed on while it swapped in.");
    await box.and(page.locator("[contenteditable=true]")).waitFor();
    await eventually(async () => expect(await composerText(box)).toBe("Typed before the editor came, and typed on while it swapped in."));
    await page.close();
});
