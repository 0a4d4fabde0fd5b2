/**
 * Writing in a post form's composer from a browser test. The form server-renders a plain text
 * box that turns into the rich editor (a contenteditable, not an input) once focused, so a test
 * that types Markdown switches the composer to Markdown first, and reads the text either way.
 */
import type { Locator, Page } from "playwright-core";

/** Focuses the composer labelled `label`, switches it to Markdown and fills in `markdown`. */
export async function writeMarkdown(page: Page, label: string, markdown: string): Promise<Locator> {
    const box = page.getByRole("textbox", { name: label });
    await box.click();
    await page.locator("form", { has: box }).getByRole("button", { name: "Switch to Markdown" }).click();
    // The Markdown box is a textarea again (the rich editor is gone once the switch is done).
    await box.and(page.locator("textarea")).waitFor();
    await box.fill(markdown);
    return box;
}

/** The text in a composer: a textarea's value, or the rich editor's text (its top-level blocks on lines). */
export function composerText(box: Locator): Promise<string> {
    return box.evaluate((element) =>
        element instanceof HTMLTextAreaElement
            ? element.value
            : Array.from(element.querySelectorAll(":scope > [data-slate-node='element']"))
                  .map((block) => block.textContent ?? "")
                  .join("\n")
                  .replace(/\uFEFF/g, ""),
    );
}
