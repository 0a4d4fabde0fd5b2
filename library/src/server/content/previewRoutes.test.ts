/** POST /api/v2/preview: what posting would show, for signed-in members, with posting's validation. */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { MAX_PREVIEW_LENGTH } from "./previewRoutes";

let t: ITestApp;
let member: string;

beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t.app, "member");
});
afterAll(() => t.close());

const preview = (payload: object, cookie = member) =>
    t.app.inject({ method: "POST", url: "/api/v2/preview", headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) }, payload });

describe("POST /api/v2/preview", () => {
    it("renders each format as posting would", async () => {
        const rich2 = JSON.stringify([{ type: "p", children: [{ text: "Hi " }, { type: "@", name: "admin", userID: 1, children: [{ text: "" }] }] }]);
        expect((await preview({ body: rich2, format: "rich2" })).json()).toEqual({ body: '<p>Hi <a href="/profile/admin" class="atMention" data-userid="1">@admin</a></p>' });
        expect((await preview({ body: "# Hi <script>x</script>", format: "markdown" })).json()).toEqual({ body: "<h3>Hi &lt;script&gt;x&lt;/script&gt;</h3>" });
        expect((await preview({ body: "[x](javascript:alert(1))" })).json().body).not.toContain("href");
    });

    it("answers 400 naming body for an unreadable or oversized body, 403 for guests", async () => {
        const broken = await preview({ body: "[{", format: "rich2" });
        expect(broken.statusCode).toBe(400);
        expect(broken.json().errors[0]).toMatchObject({ field: "body" });
        const huge = await preview({ body: "x".repeat(MAX_PREVIEW_LENGTH + 1), format: "text" });
        expect(huge.statusCode).toBe(400);
        expect(huge.json().errors[0].field).toBe("body");
        const badFormat = await preview({ body: "x", format: "bbcode" });
        expect(badFormat.statusCode).toBe(400);
        expect(badFormat.json().errors[0].field).toBe("format");
        expect((await preview({ body: "x" }, "")).statusCode).toBe(403); // no session cookie: a guest
    });
});
