import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;

beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

describe("/dashboard/addons", () => {
    it("lists each add-on with its description, its feature flags and its state", async () => {
        const body = (await t.app.inject({ url: "/dashboard/addons", headers: { cookie: admin } })).body;
        expect(body).toContain('data-react="AddonsManager"');
        expect(body).toContain("Who&#x27;s Online");
        expect(body).toContain("Shows the members active in the last 15 minutes");
        expect(body).toContain("Feature flags: none.");
        expect(body).toMatch(/role="switch" aria-checked="true"/);
    });
});

describe("/dashboard/locales and the translation services", () => {
    const put = (type: string, payload: object) => t.app.inject({ method: "PUT", url: `/api/v2/translation-services/${type}`, headers: { ...JSON_HEADERS, cookie: admin }, payload });

    it("stores a service's key and address, shows the address back and the key never", async () => {
        const saved = await put("deepl", { apiKey: "top-secret-key", url: "https://api-free.deepl.com" });
        expect(saved.statusCode).toBe(200);
        expect(saved.json()).toEqual({ type: "deepl", name: "DeepL", isConfigured: true, url: "https://api-free.deepl.com" });
        const page = (await t.app.inject({ url: "/dashboard/locales", headers: { cookie: admin } })).body;
        expect(page).toContain("https://api-free.deepl.com");
        expect(page).not.toContain("top-secret-key");
        expect(JSON.stringify((await t.app.inject({ url: "/api/v2/config", headers: { cookie: admin } })).json())).not.toContain("top-secret-key");
        expect(JSON.stringify((await t.app.inject({ url: "/api/v2/translation-services", headers: { cookie: admin } })).json())).not.toContain("top-secret-key");
    });

    it("refuses an address that is not http or https, naming the field", async () => {
        const response = await put("google", { apiKey: "k", url: "javascript:alert(1)" });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([expect.objectContaining({ field: "url" })]);
    });

    it("gives a locale a service that holds a key, shown on the page", async () => {
        const patch = await t.app.inject({ method: "PATCH", url: "/api/v2/locales/fr", headers: { ...JSON_HEADERS, cookie: admin }, payload: { translationService: "deepl" } });
        expect(patch.statusCode).toBe(200);
        const page = (await t.app.inject({ url: "/dashboard/locales", headers: { cookie: admin } })).body;
        expect(page).toMatch(/<option value="deepl" selected="">DeepL<\/option>/);
    });
});
