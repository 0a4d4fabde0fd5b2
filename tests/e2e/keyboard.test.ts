/**
 * A keyboard-only journey in Chromium (shell §2 skip link and mega-menu, §4 drop-downs and
 * modals): every step after page.goto is a key press. The skip link is the first Tab stop and
 * Enter puts the focus on the main content; a navigation item with children opens its mega-menu
 * with Enter or ArrowDown, the arrows move between its links and between top-level items, Escape
 * closes it with the focus on its button; the account drop-down gives the focus back on Escape;
 * the delete confirmation of the options menu keeps Tab and Shift+Tab inside and gives the focus
 * back to the Options button when it closes.
 */
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, useForumAndBrowser, waitForReady } from "./browser";
import { E2E_PASSWORD } from "./serverProcess";


/** A custom navigation (shell §2) with one item that has children: the mega-menu under test. */
const NAVIGATION = [
    { name: "Posts", url: "/discussions" },
    { name: "Categories", url: "/categories" },
    {
        name: "Help",
        children: [
            { name: "FAQ", url: "/kb/faq" },
            { name: "Guides", url: "/kb/guides" },
            { name: "Contact", url: "/kb/contact" },
        ],
    },
];

const forum = useForumAndBrowser({ "Navigation.Items": NAVIGATION });

interface IFocused {
    tag: string;
    id: string;
    /** aria-label, else the trimmed text. */
    name: string;
    controls: string | null;
    inDialog: string | null;
}

/** What has the focus now. */
function focused(page: Page): Promise<IFocused> {
    return page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return {
            tag: element?.tagName.toLowerCase() ?? "",
            id: element?.id ?? "",
            name: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "",
            controls: element?.getAttribute("aria-controls") ?? null,
            inDialog: element?.closest("[role='dialog']")?.getAttribute("aria-labelledby") ?? null,
        };
    });
}

/** Presses `key` (Tab by default) until the focused element matches, at most `limit` times. */
async function pressUntil(page: Page, matches: (element: IFocused) => boolean, what: string, key = "Tab", limit = 80): Promise<void> {
    const seen: string[] = [];
    for (let i = 0; i < limit; i++) {
        await page.keyboard.press(key);
        const element = await focused(page);
        if (matches(element)) return;
        seen.push(element.name || element.tag);
    }
    throw new Error(`${key} never reached ${what}; went through: ${seen.join(" | ")}`);
}

/** Signs in with the keyboard: Tab to each field, type, Enter. */
async function signInWithKeyboard(page: Page, name: string): Promise<void> {
    await page.goto(`${forum.server.url}/entry/signin?target=%2Fdiscussions`);
    await waitForReady(page);
    // The fields are found by their labels, not their order: Tab until the focused input is the one labelled so.
    const labelOfFocused = () =>
        page.evaluate(() => {
            const element = document.activeElement as HTMLInputElement | null;
            return element?.labels?.[0]?.textContent?.replace("*", "").trim() ?? "";
        });
    for (let i = 0; i < 40 && (await labelOfFocused()) !== "Username or Email"; i++) await page.keyboard.press("Tab");
    await page.keyboard.type(name);
    for (let i = 0; i < 5 && (await labelOfFocused()) !== "Password"; i++) await page.keyboard.press("Tab");
    expect(await labelOfFocused()).toBe("Password");
    await page.keyboard.type(E2E_PASSWORD);
    await Promise.all([page.waitForURL(/\/discussions$/), page.keyboard.press("Enter")]);
    await waitForReady(page);
}

it("Tab reaches Skip to content first, and Enter moves the focus to the main content", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);

    await page.keyboard.press("Tab");
    const first = await focused(page);
    expect({ tag: first.tag, name: first.name }).toEqual({ tag: "a", name: "Skip to content" });
    // Only visible when focused: a sighted keyboard user sees where they are.
    expect(await page.getByRole("link", { name: "Skip to content" }).isVisible()).toBe(true);

    await page.keyboard.press("Enter");
    await eventually(async () => expect((await focused(page)).id).toBe("main-content"));
    // The next Tab continues inside the main content, not back in the title bar.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#main-content"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
});

it("the mega-menu opens with Enter and ArrowDown, the arrows move between its links and the top-level items, Escape closes it on its button", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);

    const help = page.getByRole("button", { name: "Help" });
    const panelID = (await help.getAttribute("aria-controls")) as string;
    const panel = page.locator(`[id='${panelID}']`);
    await pressUntil(page, (element) => element.tag === "button" && element.name === "Help", "the Help navigation item");

    // Focus alone opens it (shell §4); Escape closes it and leaves the focus on the button.
    await eventually(async () => expect(await help.getAttribute("aria-expanded")).toBe("true"));
    await page.keyboard.press("Escape");
    expect(await help.getAttribute("aria-expanded")).toBe("false");
    expect((await focused(page)).name).toBe("Help");
    await eventually(async () => expect(await panel.isHidden()).toBe(true));

    // Enter opens it.
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await help.getAttribute("aria-expanded")).toBe("true"));
    expect(await panel.getByRole("link", { name: "FAQ" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await help.getAttribute("aria-expanded")).toBe("false");

    // ArrowDown opens it and goes in; the arrows move between its links, wrapping.
    await page.keyboard.press("ArrowDown");
    await eventually(async () => expect((await focused(page)).name).toBe("FAQ"));
    expect(await help.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowDown");
    expect((await focused(page)).name).toBe("Guides");
    await page.keyboard.press("ArrowDown");
    expect((await focused(page)).name).toBe("Contact");
    await page.keyboard.press("ArrowDown");
    expect((await focused(page)).name).toBe("FAQ");
    await page.keyboard.press("ArrowUp");
    expect((await focused(page)).name).toBe("Contact");

    // Escape from inside the menu closes it and puts the focus back on its button.
    await page.keyboard.press("Escape");
    expect((await focused(page)).name).toBe("Help");
    expect(await help.getAttribute("aria-expanded")).toBe("false");
    await eventually(async () => expect(await panel.isHidden()).toBe(true));

    // Left and right move between the top-level items (wrapping from the last to the first).
    await page.keyboard.press("ArrowLeft");
    expect((await focused(page)).name).toBe("Categories");
    await page.keyboard.press("ArrowRight");
    expect((await focused(page)).name).toBe("Help");
    await page.keyboard.press("ArrowRight");
    expect((await focused(page)).name).toBe("Posts");
    // Leaving the item by keyboard closes its menu.
    await eventually(async () => expect(await help.getAttribute("aria-expanded")).toBe("false"));
    expect(errors).toEqual([]);
    await context.close();
});

it("the account drop-down opens with Enter, moves with the arrows and gives the focus back on Escape", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInWithKeyboard(page, "member");

    await pressUntil(page, (element) => element.controls === "titleBar-account-menu", "the account button");
    const account = page.locator("[aria-controls='titleBar-account-menu']");
    await page.keyboard.press("Enter");
    expect(await account.getAttribute("aria-expanded")).toBe("true");
    await eventually(async () => expect((await focused(page)).name).toBe("Profile"));
    await page.keyboard.press("ArrowDown");
    expect((await focused(page)).name).not.toBe("Profile");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#titleBar-account-menu"))).toBe(true);

    await page.keyboard.press("Escape");
    expect(await account.getAttribute("aria-expanded")).toBe("false");
    expect((await focused(page)).controls).toBe("titleBar-account-menu");
    expect(await page.locator("#titleBar-account-menu").isHidden()).toBe(true);

    // Opening another drop-down (Shift+Tab back to Notifications) closes this one.
    await page.keyboard.press("Enter");
    expect(await account.getAttribute("aria-expanded")).toBe("true");
    await pressUntil(page, (element) => element.controls === "titleBar-notifications-menu", "the notifications button", "Shift+Tab", 20);
    await page.keyboard.press("Enter");
    const bell = page.locator("[aria-controls='titleBar-notifications-menu']");
    await eventually(async () => expect(await bell.getAttribute("aria-expanded")).toBe("true"));
    expect(await account.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Escape");
    expect((await focused(page)).controls).toBe("titleBar-notifications-menu");
    expect(errors).toEqual([]);
    await context.close();
});

it("the delete confirmation traps Tab and Shift+Tab, and gives the focus back to the Options button on Escape and on Cancel", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInWithKeyboard(page, "admin");
    await page.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(page);

    const options = page.getByRole("button", { name: "Options" });
    const openDeleteConfirmation = async () => {
        await pressUntil(page, (element) => element.name === "Options", "the Options button");
        await page.keyboard.press("ArrowDown");
        await eventually(async () => expect(await options.getAttribute("aria-expanded")).toBe("true"));
        await pressUntil(page, (element) => element.name === "Delete", "the Delete item", "ArrowDown", 20);
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: "Delete Discussion" });
        await dialog.waitFor();
        await eventually(async () => expect((await focused(page)).inDialog).not.toBeNull());
        return dialog;
    };

    const dialog = await openDeleteConfirmation();
    const stops = await dialog.evaluate(
        (element) =>
            Array.from(element.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, [tabindex]:not([tabindex='-1'])")).filter(
                (candidate) => !candidate.hasAttribute("disabled"),
            ).length,
    );
    expect(stops).toBeGreaterThanOrEqual(2);
    // Around the dialog twice each way: the focus never leaves it, and it visits every stop.
    for (const key of ["Tab", "Shift+Tab"]) {
        const names = new Set<string>();
        for (let i = 0; i < stops * 2 + 1; i++) {
            await page.keyboard.press(key);
            const element = await focused(page);
            expect({ key, inDialog: element.inDialog !== null }).toEqual({ key, inDialog: true });
            names.add(element.name);
        }
        expect(names.size).toBe(stops);
    }
    expect(await dialog.getByText("Are you sure you want to delete this discussion?").count()).toBe(1);

    await page.keyboard.press("Escape");
    await eventually(async () => expect(await dialog.count()).toBe(0));
    expect((await focused(page)).name).toBe("Options");

    // Again, closed with its Cancel button this time (Tab to it, Enter).
    await page.keyboard.press("Shift+Tab"); // pressUntil starts with a press: step back off the button first
    const again = await openDeleteConfirmation();
    await pressUntil(page, (element) => element.name === "Cancel" && element.inDialog !== null, "Cancel", "Tab", 10);
    await page.keyboard.press("Enter");
    await eventually(async () => expect(await again.count()).toBe(0));
    expect((await focused(page)).name).toBe("Options");
    // Nothing was deleted.
    expect((await page.request.get(`${forum.server.url}/api/v2/discussions/1`)).status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
});
