/**
 * The knowledge add-on in Chromium (issue 16 items 5 and 7): a guest finds an article from the
 * discussions list's knowledge bases box,
 * jumps to a section through its table of contents and searches /kb/search; a member answers
 * "Was this helpful?" and changes the answer; an editor writes an article with the composer,
 * edits it and restores the first revision. axe (light scheme) on /kb, the article and
 * /kb/search inside the journey. Disabling the add-on is covered by its server test.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { collectPageErrors, collectTicks, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";
import { writeMarkdown } from "./composerHelpers";

const forum = useForumAndBrowser({ "EnabledPlugins.knowledge": true });

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function open(page: Page, click: () => Promise<void>): Promise<void> {
    await Promise.all([page.waitForEvent("load"), click()]);
    await waitForReady(page);
}

it("a guest reads an article through its table of contents and searches; a member answers 'Was this helpful?'", async () => {
    const page = await (await forum.browser.newContext({ colorScheme: "light" })).newPage();
    const errors = collectPageErrors(page);
    const ticks = collectTicks(page);
    // The way in from the forum: the knowledge bases box beside the discussions.
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    await open(page, () => page.getByRole("complementary").getByRole("link", { name: "Knowledge Bases" }).click());
    expect(new URL(page.url()).pathname).toBe("/kb");
    await expectNoSeriousAxeViolations(page);
    await open(page, () => page.getByRole("link", { name: "Help Center" }).click());
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Help Center");
    await open(page, () => page.getByRole("link", { name: "Welcome to the community" }).click());
    expect(page.url()).toMatch(/\/kb\/articles\/\d+-welcome-to-the-community$/);
    await eventually(() => expect(ticks.map((tick) => tick.type).filter((type) => type.startsWith("kb_"))).toEqual(["kb_view", "kb_view", "kb_article_view"]));

    const toc = page.getByRole("navigation", { name: "Table of Contents" });
    await toc.getByRole("link", { name: "Formatting" }).click();
    await page.waitForURL(/#kb-formatting$/);
    const heading = page.getByRole("heading", { name: "Formatting" });
    await eventually(async () => {
        const box = await heading.boundingBox();
        expect(box && box.y >= 0 && box.y < (page.viewportSize()?.height ?? 0)).toBe(true);
    });
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).resolves.toMatch(/Knowledge Bases.*Help Center.*Getting Started/s);
    // Guests are asked to sign in rather than answer.
    expect(await page.getByRole("link", { name: "Sign in to answer" }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    const articleUrl = page.url().replace(/#.*$/, "");

    await page.goto(`${forum.server.url}/kb/search?query=password`);
    await waitForReady(page);
    expect(await page.getByRole("link", { name: "Changing your password" }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    expect(errors).toEqual([]);

    await signInByRequest(page, forum.server.url, "member");
    await page.goto(articleUrl);
    await waitForReady(page);
    const yes = page.getByRole("button", { name: "Yes" });
    const no = page.getByRole("button", { name: "No", exact: true });
    await yes.click();
    await eventually(async () => expect(await yes.getAttribute("aria-pressed")).toBe("true"));
    await expect(page.getByRole("status").filter({ hasText: "found this helpful" }).textContent()).resolves.toContain("1 found this helpful, 0 did not.");
    await no.click();
    await eventually(async () => expect(await no.getAttribute("aria-pressed")).toBe("true"));
    expect(await yes.getAttribute("aria-pressed")).toBe("false");
    await page.reload();
    await waitForReady(page);
    expect(await page.getByRole("button", { name: "No", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await expect(page.getByText("0 found this helpful, 1 did not.").count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
});

it("an editor writes an article with the composer, edits it and restores the first revision", async () => {
    const page = await (await forum.browser.newContext()).newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "moderator");
    await page.goto(`${forum.server.url}/kb/help`);
    await waitForReady(page);
    await open(page, () => page.getByRole("link", { name: "New Article" }).click());
    await page.getByLabel("Title").fill("Setting up two-step sign in");
    await page.getByLabel("Category").selectOption({ label: "Your Account" });
    await writeMarkdown(page, "Body", "# Before you start\n\nHave your phone ready.\n\n# Turning it on\n\nOpen your profile.");
    await open(page, () => page.getByRole("button", { name: "Save" }).click());
    expect(page.url()).toMatch(/\/kb\/articles\/\d+-setting-up-two-step-sign-in$/);
    const toc = page.getByRole("navigation", { name: "Table of Contents" });
    expect(await toc.getByRole("link").allTextContents()).toEqual(["Before you start", "Turning it on"]);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).resolves.toContain("Your Account");

    await open(page, () => page.getByRole("link", { name: "Edit Article" }).click());
    // A Markdown article opens in the composer's Markdown mode.
    const body = page.getByRole("textbox", { name: "Body" });
    await body.click();
    await page.getByRole("button", { name: "Switch to rich text" }).waitFor();
    await body.fill("# Turning it on\n\nOpen your profile, then Security.");
    await open(page, () => page.getByRole("button", { name: "Save" }).click());
    expect(await toc.getByRole("link").allTextContents()).toEqual(["Turning it on"]);

    await open(page, () => page.getByRole("link", { name: "Edit Article" }).click());
    const revisions = page.getByRole("region", { name: "Revisions" }).getByRole("listitem");
    expect(await revisions.count()).toBe(2);
    await open(page, () => revisions.nth(1).getByRole("button", { name: /^Restore/ }).click());
    expect(await toc.getByRole("link").allTextContents()).toEqual(["Before you start", "Turning it on"]);
    expect(await page.getByText("Have your phone ready.").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
});
