/**
 * Issue 11 item 4, server side: the external search template (search.externalSearch) and the
 * new-search-page flag reach the page metadata, and only an http(s) template holding %s does.
 */
import { createTestApp, preloadOf, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

async function settingsOnPage(): Promise<Record<string, unknown>> {
    const page = await t.app.inject({ url: "/discussions" });
    expect(page.statusCode).toBe(200);
    return preloadOf(page.body).meta.settings as Record<string, unknown>;
}

it("puts the external search template and the search page flag in the page metadata", async () => {
    expect(await settingsOnPage()).toMatchObject({ "search.externalSearch": null, "themeFeatures.useNewSearchPage": null });
    await t.app.hearth.config.set("search.externalSearch", "https://search.example/?site=forum&q=%s");
    await t.app.hearth.config.set("themeFeatures.useNewSearchPage", true);
    expect(await settingsOnPage()).toMatchObject({ "search.externalSearch": "https://search.example/?site=forum&q=%s", "themeFeatures.useNewSearchPage": true });
});

it("never hands the page an unsafe or unusable template", async () => {
    for (const template of ["javascript:alert(1)//%s", "//evil.example/?q=%s", "https://search.example/?q=", "data:text/html,%s"]) {
        await t.app.hearth.config.set("search.externalSearch", template);
        expect([template, (await settingsOnPage())["search.externalSearch"]]).toEqual([template, null]);
    }
});
