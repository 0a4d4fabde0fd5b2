/**
 * The qna add-on in Chromium (issue 16 items 1 and 7): a member asks a question from
 * /post/question/general, another member answers twice, the asker accepts the second answer;
 * it then shows first, labelled, and the list says "Accepted"; the panel box leads to the
 * Unanswered view, without it. axe finds nothing serious on the question and on that view, and switching the add-on off takes its script and routes away.
 * Accepting and unaccepting with the keyboard leaves the focus on that answer's button after the reload.
 */
import { pageAssetsIn } from "@server/ssr/assetLoader";
import { seriousViolations } from "./axe";
import type { Browser, Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";
import { writeMarkdown } from "./composerHelpers";

const forum = useForumAndBrowser({ "EnabledPlugins.qna": true });

async function signedInPage(browser: Browser, name: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await signInThroughForm(page, forum.server.url, name);
    return page;
}

const commentTexts = (page: Page) => page.locator("ol > li[id^='Comment_']").allTextContents();

it("asks, answers, accepts: the accepted answer shows first and labelled, the list says Accepted", async () => {
    const asker = await signedInPage(forum.browser, "member");
    const errors = collectPageErrors(asker);
    await asker.goto(`${forum.server.url}/post/question/general`);
    await waitForReady(asker);
    expect(await asker.getByLabel("Type").inputValue()).toBe("question");
    // The page speaks of a question, not of a discussion.
    expect(await asker.getByRole("heading", { level: 1 }).textContent()).toBe("Ask a Question");
    await asker.getByLabel("Title").fill("How do I reset my theme");
    await writeMarkdown(asker, "Body", "The colours look wrong after an upgrade.");
    await Promise.all([asker.waitForURL(/\/discussion\/\d+\/how-do-i-reset-my-theme$/), asker.getByRole("button", { name: "Ask Question" }).click()]);
    await waitForReady(asker);
    const questionUrl = asker.url();
    expect(await asker.getByText("Unanswered", { exact: true }).count()).toBe(1);

    const answerer = await signedInPage(forum.browser, "moderator");
    for (const text of ["Have you tried turning it off?", "Open Appearance and choose Reset theme."]) {
        await answerer.goto(questionUrl);
        await waitForReady(answerer);
        await writeMarkdown(answerer, "Body", text);
        // Posting lands on the new comment's address (#Comment_{id}).
        await Promise.all([answerer.waitForURL(/#Comment_\d+$/), answerer.getByRole("button", { name: "Post Comment" }).click()]);
        await waitForReady(answerer);
        expect((await commentTexts(answerer)).some((comment) => comment.includes(text))).toBe(true);
    }

    await asker.reload();
    await waitForReady(asker);
    expect(await asker.getByText("Answered", { exact: true }).count()).toBe(1);
    const second = asker.locator("ol > li[id^='Comment_']", { hasText: "Reset theme" });
    await Promise.all([asker.waitForEvent("load"), second.getByRole("button", { name: "Accept answer" }).click()]);
    await waitForReady(asker);
    const [first] = await commentTexts(asker);
    expect(first).toContain("Open Appearance and choose Reset theme.");
    expect(first).toContain("Accepted answer");
    expect(await asker.locator("ol > li[id^='Comment_']").first().getByRole("button", { name: "Unaccept" }).count()).toBe(1);

    expect(await seriousViolations(asker)).toEqual([]);

    await asker.goto(`${forum.server.url}/discussions`);
    await waitForReady(asker);
    expect(await asker.locator("[data-discussion-id]", { hasText: "How do I reset my theme" }).textContent()).toContain("Accepted");
    // The panel box leads to the Unanswered view, where the accepted question is not listed.
    await Promise.all([asker.waitForURL(/\/questions\?status=unanswered$/), asker.getByRole("navigation", { name: "Questions" }).getByRole("link", { name: "Unanswered questions" }).click()]);
    await waitForReady(asker);
    expect(await asker.getByRole("link", { name: "Unanswered", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await asker.locator("[data-question-id]", { hasText: "How do I reset my theme" }).count()).toBe(0);
    expect(await seriousViolations(asker)).toEqual([]);
    expect(errors).toEqual([]);
    await asker.context().close();
    await answerer.context().close();
});

/** An API call from the signed-in page, as its own scripts make them. */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
    return page.evaluate(
        async ([method, path, body]) => {
            const response = await fetch(`/api/v2/${path}`, { method, headers: { "content-type": "application/json", "x-requested-with": "vanilla" }, ...(body ? { body: JSON.stringify(body) } : {}) });
            if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
            return response.json();
        },
        [method, path, body] as const,
    ) as Promise<T>;
}

/** The focused element's text and the comment it is in ("body" when nothing is focused). */
const focused = (page: Page) =>
    page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return "body";
        return { text: active.textContent?.trim(), comment: active.closest("li[id^='Comment_']")?.id ?? null };
    });

it("after accepting or unaccepting with the keyboard, the reloaded page gives the focus back to that answer's button", async () => {
    const asker = await signedInPage(forum.browser, "member");
    const answerer = await signedInPage(forum.browser, "moderator");
    const errors = collectPageErrors(asker);
    const categories = await api<Array<{ categoryID: number; urlcode: string }>>(asker, "GET", "categories");
    const { categoryID } = categories.find((category) => category.urlcode === "general")!;
    const question = await api<{ discussionID: number; url: string }>(asker, "POST", "discussions", { categoryID, type: "question", name: "Where is the focus", body: "After a reload?", format: "markdown" });
    for (const body of ["First answer.", "Second answer.", "Third answer."]) await api(answerer, "POST", "comments", { discussionID: question.discussionID, body, format: "markdown" });
    await asker.goto(`${forum.server.url}${question.url}`);
    await waitForReady(asker);
    const third = asker.locator("ol > li[id^='Comment_']", { hasText: "Third answer." });
    const thirdID = await third.getAttribute("id");
    // Reached with the keyboard (the focus put on it, then Enter): the accept reloads the page and the answer moves to the top.
    await third.getByRole("button", { name: "Accept answer" }).focus();
    await Promise.all([asker.waitForEvent("load"), asker.keyboard.press("Enter")]);
    await waitForReady(asker);
    expect((await commentTexts(asker))[0]).toContain("Third answer.");
    expect(await focused(asker)).toEqual({ text: "Unaccept", comment: thirdID });
    // The same key again, where the focus now is: unaccepted, and the focus on its Accept answer button.
    await Promise.all([asker.waitForEvent("load"), asker.keyboard.press("Enter")]);
    await waitForReady(asker);
    expect(await asker.getByText("Accepted answer").count()).toBe(0);
    expect(await focused(asker)).toEqual({ text: "Accept answer", comment: thirdID });
    // Forgotten once used: opening the page again starts at its top.
    await asker.goto(`${forum.server.url}${question.url}`);
    await waitForReady(asker);
    expect(await asker.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(errors).toEqual([]);
    await asker.context().close();
    await answerer.context().close();
});

it("leaves the pages without its script and answers 404 on its routes once disabled", async () => {
    const hasQnaScript = (html: string) => (pageAssetsIn(html)?.scripts ?? []).some((src) => src.includes("qna"));
    const question = await fetch(`${forum.server.url}/discussions`).then((response) => response.text());
    expect(hasQnaScript(question)).toBe(true);
    const admin = await signedInPage(forum.browser, "admin");
    const answer = await admin.evaluate(async () => {
        const response = await fetch("/api/v2/addons/qna", { method: "PATCH", headers: { "content-type": "application/json", "x-requested-with": "vanilla" }, body: JSON.stringify({ enabled: false }) });
        return response.status;
    });
    expect(answer).toBe(200);
    await eventually(async () => expect(await fetch(`${forum.server.url}/discussions`).then((response) => response.text()).then(hasQnaScript)).toBe(false));
    expect((await fetch(`${forum.server.url}/api/v2/questions`)).status).toBe(404);
    expect((await fetch(`${forum.server.url}/post/question/general`)).status).toBe(404);
    await admin.context().close();
});
