/**
 * "Add to Collection" in a real browser (content §6; shell §7): an administrator opens the
 * options menu of a discussion, creates a collection in the form, saves (the record's
 * collections are cleared, then set), and after a reload finds the new collection checked.
 */
import type { Page } from "playwright-core";
import { collectPageErrors, eventually, signInThroughForm, useForumAndBrowser, waitForReady } from "./browser";

interface IListedDiscussion {
    discussionID: number;
    url: string;
    pinned: boolean;
    category?: { name: string };
}

const forum = useForumAndBrowser();

async function openAddToCollection(page: Page) {
    await page.getByRole("button", { name: "Options" }).click();
    await page.getByRole("button", { name: "Add to Collection" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to Collection" });
    await dialog.waitFor();
    return dialog;
}

it("adds a discussion to a new collection from the options menu; reopened, the form shows it checked", async () => {
    const context = await forum.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughForm(page, forum.server.url, "admin");

    const listed = (await (await page.request.get(`${forum.server.url}/api/v2/discussions?limit=30&expand=category`)).json()) as IListedDiscussion[];
    const discussion = listed.find((item) => !item.pinned && item.category && item.category.name !== "Staff Room");
    expect(discussion).toBeDefined();
    const { discussionID, url } = discussion as IListedDiscussion;

    await page.goto(`${forum.server.url}${url}`);
    await waitForReady(page);
    let dialog = await openAddToCollection(page);
    // The demo forum's collections are listed.
    await dialog.getByRole("checkbox", { name: "Start here" }).waitFor();

    await dialog.getByLabel("New collection").fill("Picked in the browser");
    await dialog.getByRole("button", { name: "Create" }).click();
    const created = dialog.getByRole("checkbox", { name: "Picked in the browser" });
    await eventually(async () => expect(await created.isChecked()).toBe(true));

    const puts: Array<{ record: unknown; collectionIDs: number[] }> = [];
    page.on("request", (request) => {
        if (request.method() === "PUT" && request.url().includes("/api/v2/collections/by-resource")) puts.push(JSON.parse(request.postData() ?? "{}"));
    });
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Success. Collections have been updated.").waitFor();
    await dialog.waitFor({ state: "detached" });

    const record = { recordID: discussionID, recordType: "discussion" };
    const collections = (await (await page.request.get(`${forum.server.url}/api/v2/collections/by-resource?recordID=${discussionID}&recordType=discussion`)).json()) as Array<{
        collectionID: number;
        name: string;
    }>;
    const saved = collections.find((collection) => collection.name === "Picked in the browser");
    expect(saved).toBeDefined();
    // Shell §7: cleared with an empty list, then set.
    expect(puts).toEqual([
        { record, collectionIDs: [] },
        { record, collectionIDs: expect.arrayContaining([saved?.collectionID]) },
    ]);

    await page.reload();
    await waitForReady(page);
    dialog = await openAddToCollection(page);
    const again = dialog.getByRole("checkbox", { name: "Picked in the browser" });
    await eventually(async () => expect(await again.isChecked()).toBe(true));
    expect(await dialog.getByRole("checkbox", { name: "Start here" }).isChecked()).toBe(collections.some((collection) => collection.name === "Start here"));

    expect(errors).toEqual([]);
    await context.close();
});
