import { createTestApp, JSON_HEADERS, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;
let moderator: string;

beforeAll(async () => {
    t = await createTestApp();
    [admin, moderator] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "moderator")]);
});
afterAll(() => t.close());

const patch = (payload: object, cookie = admin) => t.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...JSON_HEADERS, cookie }, payload });

describe("/dashboard/settings", () => {
    it("renders the form with the stored values for a site manager, the 403 page for a moderator", async () => {
        const page = await t.app.inject({ url: "/dashboard/settings", headers: { cookie: admin } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('data-react="SettingsForm"');
        expect(page.body).toMatch(/id="setting-Garden-Title"[^>]*value="Hearth Community"/);
        expect((await t.app.inject({ url: "/dashboard/settings", headers: { cookie: moderator } })).statusCode).toBe(403);
    });
});

describe("PATCH /api/v2/config with the dashboard's settings", () => {
    it("saves every kind of setting and the pages use them", async () => {
        const response = await patch({
            "Garden.Title": "Maple Makers",
            "Garden.EditContentTimeout": 3600,
            "upload.maxSize": 2 * 1024 * 1024,
            "upload.allowedExtensions": ["jpg", "png"],
            "search.externalSearch": "https://search.example/?q=%s",
            "Garden.Embed.TrustedDomains": ["https://blog.example"],
            "themeFeatures.DataDrivenTheme": true,
            "Analytics.AnonymizeData": 1,
            signInUrl: "/entry/signin",
        });
        expect(response.statusCode).toBe(200);
        const meta = preloadOf((await t.app.inject({ url: "/discussions", headers: { cookie: admin } })).body).meta;
        expect(meta.siteName).toBe("Maple Makers");
        expect(meta.settings).toMatchObject({ "ui.editContentTimeout": 3600, "search.externalSearch": "https://search.example/?q=%s" });
        expect((await t.app.inject({ url: "/api/v2/analytics/privacy", headers: { cookie: admin } })).json()).toEqual({ AnonymizeData: 1 });
    });

    it("refuses the whole change with each field's error, grouped by field, and saves nothing", async () => {
        const response = await patch({ "Garden.Title": "Saved?", signOutUrl: "javascript:alert(1)", "upload.allowedExtensions": ["svg"], "Garden.EditContentTimeout": -7 });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
            expect.objectContaining({ field: "signOutUrl", message: expect.stringContaining("not a safe link") }),
            expect.objectContaining({ field: "upload.allowedExtensions", message: expect.stringContaining("svg") }),
            expect.objectContaining({ field: "Garden.EditContentTimeout", message: "Choose one of the options." }),
        ]);
        expect((await t.app.inject({ url: "/api/v2/config?select=Garden.Title", headers: { cookie: admin } })).json()).toEqual({ "Garden.Title": "Maple Makers" });
    });

    it("sends guests to the configured sign-in and registration addresses, and members there after signing out", async () => {
        expect((await patch({ signInUrl: "https://sso.example/login", registrationUrl: "https://sso.example/join", signOutUrl: "https://sso.example/bye" })).statusCode).toBe(200);
        const guestPage = (await t.app.inject({ url: "/categories" })).body;
        expect(guestPage).toContain('href="https://sso.example/login"');
        expect(guestPage).toContain('href="https://sso.example/join"');
        const member = await signIn(t.app, "member");
        const out = await t.app.inject({ method: "POST", url: "/entry/signout", headers: { cookie: member, "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:80" }, payload: "target=/discussions" });
        expect(out.headers.location).toBe("https://sso.example/bye");
        expect((await patch({ signInUrl: "", registrationUrl: "", signOutUrl: "" })).statusCode).toBe(200);
        expect((await t.app.inject({ url: "/categories" })).body).toContain('href="/entry/register"');
    });

    it("answers ten identical saves sent at once alike, and keeps the value", async () => {
        const answers = await Promise.all(Array.from({ length: 10 }, () => patch({ "Garden.Title": "Ten At Once", "Signatures.Enabled": true })));
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
        expect((await t.app.inject({ url: "/api/v2/config?select=Garden.Title,Signatures.Enabled", headers: { cookie: admin } })).json()).toEqual({ "Garden.Title": "Ten At Once", "Signatures.Enabled": true });
    });

    it("takes any edit window in whole seconds from the API, and the form shows it", async () => {
        expect((await patch({ "Garden.EditContentTimeout": 600 })).statusCode).toBe(200);
        expect((await t.app.inject({ url: "/dashboard/settings", headers: { cookie: admin } })).body).toContain('<option value="600" selected="">600</option>');
    });
});
