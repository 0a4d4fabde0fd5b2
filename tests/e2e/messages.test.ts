/**
 * Private messages in Chromium, by keyboard: a new message sent from /messages/add opens its
 * conversation with the focus on the message just sent, and the next Tab is the reply box.
 */
import type { Page } from "playwright-core";
import { collectPageErrors, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** Where the focus is: the focused message's text, the focused field's label, or "body". */
const focusedPlace = (page: Page) =>
    page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "body";
        if (active.matches("li[id^='Message_']")) return `message: ${active.querySelector("p")?.textContent ?? ""}`;
        return `${active.tagName.toLowerCase()}: ${(active as HTMLInputElement).labels?.[0]?.textContent ?? ""}`;
    });

it("sending a new message opens its conversation with the focus on the message sent; the next Tab is the reply box", async () => {
    const page = await (await forum.browser.newContext()).newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/messages/add/moderator`);
    await waitForReady(page);
    await page.getByRole("textbox", { name: "Message" }).focus();
    await page.keyboard.type("Is the focus where I left off?");
    await Promise.all([page.waitForURL(/\/messages\/\d+$/), page.keyboard.press("Control+Enter")]);
    await waitForReady(page);
    expect(await focusedPlace(page)).toBe("message: Is the focus where I left off?");
    await page.keyboard.press("Tab");
    expect(await focusedPlace(page)).toBe("textarea: Reply");
    // Used once: the same page opened again starts at its top.
    await page.goto(page.url());
    await waitForReady(page);
    expect(await focusedPlace(page)).toBe("body");
    expect(errors).toEqual([]);
    await page.context().close();
});

it("a reply in a conversation shows at once, with the focus on it, and the reply box is empty", async () => {
    const page = await (await forum.browser.newContext()).newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/messages/add/moderator`);
    await waitForReady(page);
    await page.getByRole("textbox", { name: "Message" }).fill("The first message.");
    await Promise.all([page.waitForURL(/\/messages\/\d+$/), page.keyboard.press("Control+Enter")]);
    await waitForReady(page);
    // The reply's address is the same page with the message's anchor: the page must load again to show it.
    await page.getByRole("textbox", { name: "Reply" }).fill("A reply on the same page.");
    await Promise.all([page.waitForURL(/\/messages\/\d+#Message_\d+$/), page.keyboard.press("Control+Enter")]);
    await page.getByRole("listitem").filter({ hasText: "A reply on the same page." }).waitFor();
    await waitForReady(page);
    expect(await focusedPlace(page)).toBe("message: A reply on the same page.");
    expect(await page.getByRole("textbox", { name: "Reply" }).inputValue()).toBe("");
    expect(errors).toEqual([]);
    await page.context().close();
});
