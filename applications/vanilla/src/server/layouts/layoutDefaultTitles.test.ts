/**
 * The built-in layouts' widget titles are interface text: a French reader's home page says
 * "Comment pouvons-nous vous aider ?" and "Discussions récentes", not the English defaults.
 */
import { createTestApp, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;

beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

const inFrench = { "accept-language": "fr" };

it("speaks the reader's language in the default home layout's titles, on the page and in the lookup-hydrate answer", async () => {
    const html = (await t.app.inject({ url: "/", headers: inFrench })).body;
    expect(html).toMatch(/<h1[^>]*>Comment pouvons-nous vous aider \?<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Discussions récentes<\/h2>/);
    expect(html).not.toContain("How can we help you?</h1>");
    expect(html).not.toContain("Recent Discussions</h2>");
    const api = (await t.app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0", headers: inFrench })).json();
    expect(api.layout.map((widget: { $reactProps: { title?: string } }) => widget.$reactProps.title)).toEqual(["Comment pouvons-nous vous aider ?", "Discussions récentes", "Catégories", "Meilleurs membres"]);
});

it("keeps the English defaults for an English reader", async () => {
    const html = (await t.app.inject({ url: "/", headers: { "accept-language": "en" } })).body;
    expect(html).toMatch(/<h1[^>]*>How can we help you\?<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Recent Discussions<\/h2>/);
});
