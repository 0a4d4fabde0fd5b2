/**
 * Avatars in a real browser (issue 12 item 1): every list row and every post shows its author's
 * avatar, sized before it loads (no layout shift) and decorative beside the name; a member
 * changes their photo on /profile/picture by keyboard (crop moved and zoomed with keys, saved
 * with Enter) and the cropped photo, served immutable, then shows in the title bar and on their
 * posts.
 */
import { seriousViolations } from "./axe";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInByRequest, useForumAndBrowser, waitForReady } from "./browser";

const forum = useForumAndBrowser();

/** Avatars on the page: photos and initials (placeholders of deleted users count too). */
const AVATARS = "img[width][height][alt=''], span[data-initials][aria-hidden='true']";

/** The share of blue among the pixels of an image on the page (drawn into a canvas, same origin). */
function blueShare(page: Page, selector: string): Promise<number> {
    return page.locator(selector).first().evaluate((image: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let blue = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i + 2]! > 180 && data[i]! < 80) blue++;
        return blue / (data.length / 4);
    });
}

it("shows the author's and the last commenter's avatars in the list and one on every post, sized before loading", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1350, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${forum.server.url}/discussions`);
    await waitForReady(page);
    const rows = page.locator("li[data-discussion-id]");
    const rowCount = await rows.count();
    expect(rowCount).toBeGreaterThan(5);
    for (let index = 0; index < rowCount; index++) {
        const row = rows.nth(index);
        // The author's (40 px) and the last commenter's (24 px).
        expect(await row.locator(AVATARS).count()).toBe(2);
        const [author, last] = [await row.locator(AVATARS).first().boundingBox(), await row.locator(AVATARS).last().boundingBox()];
        expect([author?.width, author?.height, last?.width, last?.height]).toEqual([40, 40, 24, 24]);
    }
    // Initials carry the member's letters; the avatar adds no text to the row.
    const initials = page.locator("span[data-initials]").first();
    expect(await initials.getAttribute("data-initials")).toMatch(/^\S{1,2}$/);
    expect(await initials.textContent()).toBe("");

    await page.goto(`${forum.server.url}/discussion/1`);
    await waitForReady(page);
    const posts = page.locator("article, li[id^='Comment_']:not([data-display-mode='tombstone'])");
    const postCount = await posts.count();
    expect(postCount).toBeGreaterThan(1);
    for (let index = 0; index < postCount; index++) expect(await posts.nth(index).locator(AVATARS).count()).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
});

it("lets a member crop and save a photo by keyboard, then shows it in the title bar and on their posts", async () => {
    const context = await forum.browser.newContext({ viewport: { width: 1350, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByRequest(page, forum.server.url, "member");
    await page.goto(`${forum.server.url}/profile/picture`);
    await waitForReady(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Change My Picture");

    // Left half red, right half blue: where the crop lands shows in the saved photo.
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ff0000" } }).png().toBuffer();
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#0000ff" } }).composite([{ input: red, left: 0, top: 0 }]).png().toBuffer();

    // A file that is not an image is refused with a message, before anything is sent.
    const input = page.getByLabel("Choose a new photo");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    expect(await page.getByRole("alert").textContent()).toContain("Choose a JPEG, PNG, GIF or WebP image.");

    // By keyboard: Tab reaches the file input (the system's file dialog then picks the file).
    await page.getByRole("link", { name: "Back to your profile" }).focus();
    await page.keyboard.press("Tab");
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    const picture = page.getByRole("img", { name: /Cropped photo/ });
    await picture.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Tab to the picture; zoom in with +, push the square right with Shift+ArrowRight.
    await page.keyboard.press("Tab");
    expect(await picture.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("+");
    for (let step = 0; step < 3; step++) await page.keyboard.press("Shift+ArrowRight");
    const zoom = page.getByRole("slider", { name: "Zoom" });
    expect(Number(await zoom.inputValue())).toBe(1.25);
    expect(Number(await page.getByRole("slider", { name: "Left to right" }).inputValue())).toBe(100);
    // The sliders take the keyboard too.
    await page.keyboard.press("Tab");
    expect(await zoom.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(Number(await zoom.inputValue())).toBeCloseTo(1.3);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.getByRole("button", { name: "Save Photo" }).evaluate((element) => element === document.activeElement)).toBe(true);
    const saved = page.waitForResponse((response) => /\/api\/v2\/users\/\d+$/.test(response.url()) && response.request().method() === "PATCH");
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(200);

    // Focus lands on the message, never on the body.
    const status = page.getByRole("status").filter({ hasText: "Your photo was saved." });
    await status.waitFor();
    expect(await status.evaluate((element) => element === document.activeElement)).toBe(true);
    const large = page.locator("[data-testid='photo-cropper'] img[width='145']");
    await eventually(async () => expect(await large.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(290));
    expect(await large.getAttribute("src")).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}-290\.webp$/);
    // The crop was pushed into the blue half.
    expect(await blueShare(page, "[data-testid='photo-cropper'] img[width='145']")).toBeGreaterThan(0.9);
    const served = await page.request.get(`${forum.server.url}${await large.getAttribute("src")}`);
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Everywhere else: the title bar (24 px, the 56 px file), the profile, and the member's own posts.
    await page.goto(`${forum.server.url}/profile/member`);
    await waitForReady(page);
    const account = page.locator("[aria-controls='titleBar-account-menu'] img");
    expect(await account.getAttribute("src")).toMatch(/-56\.webp$/);
    await eventually(async () => expect(await account.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(56));
    expect(await page.locator("main img[width='145']").first().getAttribute("src")).toMatch(/-290\.webp$/);
    const me = (await (await page.request.get(`${forum.server.url}/api/v2/users/me`)).json()) as { userID: number };
    const [own] = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?insertUserID=${me.userID}&limit=1`)).json()) as Array<{ url: string }>;
    await page.goto(new URL(own!.url, forum.server.url).href);
    await waitForReady(page);
    expect(await page.locator("article img[width='40']").first().getAttribute("src")).toMatch(/-80\.webp$/);
    expect(errors).toEqual([]);
    await context.close();
});

it("keeps a photo's box while it loads, and shows the placeholder icon in it when the photo fails", async () => {
    // The member has a photo since the test above. Sizes on /profile/picture: 145, 40 and 24 px.
    const boxes = async (page: Page) => Promise.all((await page.locator("[data-testid='photo-cropper'] > div:first-child > *").all()).map(async (avatar) => (await avatar.boundingBox())?.width));
    for (const failure of ["pending", "404"] as const) {
        const context = await forum.browser.newContext();
        const page = await context.newPage();
        await page.route("**/uploads/avatars/**", (route) => (failure === "404" ? route.fulfill({ status: 404, body: "" }) : undefined));
        await signInByRequest(page, forum.server.url, "member");
        await page.goto(`${forum.server.url}/profile/picture`);
        await waitForReady(page);
        const cropper = page.locator("[data-testid='photo-cropper']");
        if (failure === "pending") {
            // The photos never arrive: their boxes are already the avatar sizes, so nothing moves when they do.
            expect(await cropper.locator("img").count()).toBe(3);
            expect(await boxes(page)).toEqual([145, 40, 24]);
        } else {
            await eventually(async () => expect(await cropper.locator("span[aria-hidden='true'] svg").count()).toBe(3));
            expect(await cropper.locator("img").count()).toBe(0);
            expect(await boxes(page)).toEqual([145, 40, 24]);
        }
        await context.close();
    }
});
