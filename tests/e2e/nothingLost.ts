/**
 * Helpers of the "nothing lost" browser tests (issue 9 item 5): type into a post form the way a
 * member does, read back what the form holds, and count what the server really posted.
 */
import type { Page } from "playwright-core";
import { waitForReady } from "./browser";

/** The reply form at the end of a discussion page. */
export const REPLY_FORM = "#create-comment";

/** Opens a discussion and waits for the page to be ready. */
export async function openDiscussion(page: Page, baseUrl: string, discussionID: number): Promise<void> {
    await page.goto(`${baseUrl}/discussion/${discussionID}`);
    await waitForReady(page);
}

/**
 * Focuses a form's body box (a plain textarea until the rich editor loads on focus), waits for the
 * editor to take the focus, and types at the end with the keyboard.
 */
export async function typeInto(page: Page, form: string, text: string): Promise<void> {
    await page.locator(`${form} textarea, ${form} [contenteditable="true"]`).first().click();
    const editor = page.locator(`${form} [contenteditable="true"]`);
    await editor.waitFor();
    await page.waitForFunction((selector) => document.activeElement?.closest(selector) !== null && document.activeElement?.getAttribute("contenteditable") === "true", form);
    // A click lands the caret where it hits: the member goes on typing at the end.
    await page.keyboard.press("Control+End");
    await page.keyboard.type(text);
}

/**
 * What a form's body box holds (the rich editor's text, or the plain textarea's value), read in
 * one look at the page: the box changes from textarea to editor as the composer loads, so a
 * locator picked before could be gone by the time it is read.
 */
export async function bodyText(page: Page, form: string): Promise<string> {
    return page.evaluate((selector) => {
        const root = document.querySelector(selector);
        const editor = root?.querySelector<HTMLElement>('[contenteditable="true"]');
        if (editor) return editor.innerText.trim();
        return root?.querySelector("textarea")?.value.trim() ?? "";
    }, form);
}

/** The draft status words under a form's composer. */
export async function draftStatus(page: Page, form: string): Promise<string> {
    return ((await page.locator(`${form} .draftSyncStatus`).textContent({ timeout: 2_000 }).catch(() => "")) ?? "").trim();
}

/** Waits until the draft status under the composer reads `words` (autosave runs 5 s after typing). */
export async function waitForDraftStatus(page: Page, form: string, words: string): Promise<void> {
    await page.locator(`${form} .draftSyncStatus`, { hasText: words }).waitFor({ timeout: 20_000 });
}

/** The failure told to the member by the form (its alert). */
export async function failureWords(page: Page, form: string): Promise<string> {
    const alert = page.locator(`${form} p[role=alert]`);
    await alert.waitFor({ timeout: 40_000 });
    return ((await alert.textContent()) ?? "").trim();
}

/** How many comments of a discussion contain `text`, asked of the API as a guest would. */
export async function commentsContaining(baseUrl: string, discussionID: number, text: string): Promise<number> {
    let count = 0;
    for (let page = 1; ; page++) {
        const response = await fetch(`${baseUrl}/api/v2/comments?discussionID=${discussionID}&limit=100&page=${page}`);
        if (!response.ok) throw new Error(`GET /api/v2/comments answered ${response.status}`);
        const comments = (await response.json()) as Array<{ body: string }>;
        count += comments.filter((comment) => comment.body.includes(text)).length;
        if (comments.length < 100) return count;
    }
}

/** The member's own drafts, asked through the page (its session). */
export async function myDrafts(page: Page): Promise<Array<{ draftID: number; recordType: string; parentRecordID: number | null; attributes: { body?: unknown; name?: string } }>> {
    return page.evaluate(async () => {
        const response = await fetch("/api/v2/drafts?limit=100", { headers: { accept: "application/json" } });
        if (!response.ok) throw new Error(`GET /api/v2/drafts answered ${response.status}`);
        return response.json();
    });
}
