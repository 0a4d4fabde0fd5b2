/**
 * The host: the CSRF guard on mutating API calls, the not-found answers and the site
 * configuration read from DATA_DIR/config.json at start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, preloadOf, type ITestApp } from "@server/testing/testApp";

describe("the host", () => {
    let forum: ITestApp;
    let discussionID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        const row = await forum.db.selectFrom("discussions").select("discussionID").where("name", "like", "Welcome to the Hearth demo forum%").executeTakeFirstOrThrow();
        discussionID = row.discussionID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    async function countViews(): Promise<number> {
        return (await forum.app.inject(`/api/v2/discussions/${discussionID}`)).json().countViews;
    }

    describe("CSRF guard", () => {
        it("refuses a mutating API call without X-Requested-With: vanilla", async () => {
            const response = await forum.app.inject({ method: "POST", url: "/api/v2/tick", payload: { type: "page_view" } });
            expect(response.statusCode).toBe(403);
            expect(response.json()).toEqual({ status: 403, message: expect.stringContaining("X-Requested-With"), permissions: [] });
        });

        it("refuses the header with another value, and a cross-site form post", async () => {
            const wrong = await forum.app.inject({ method: "POST", url: "/api/v2/tick", headers: { "x-requested-with": "XMLHttpRequest" }, payload: { type: "page_view" } });
            expect(wrong.statusCode).toBe(403);
            const form = await forum.app.inject({
                method: "POST",
                url: "/api/v2/tick",
                headers: { "content-type": "application/x-www-form-urlencoded" },
                payload: "type=discussion_view&discussionID=1",
            });
            expect(form.statusCode).toBe(403);
        });

        it("accepts the call with the header", async () => {
            const response = await forum.app.inject({ method: "POST", url: "/api/v2/tick", headers: { "x-requested-with": "vanilla" }, payload: { type: "page_view" } });
            expect(response.statusCode).toBe(201);
            expect(response.json()).toEqual({ type: "page_view" });
        });

        it("does not count a refused discussion_view tick", async () => {
            const before = await countViews();
            const response = await forum.app.inject({ method: "POST", url: "/api/v2/tick", payload: { type: "discussion_view", discussionID } });
            expect(response.statusCode).toBe(403);
            expect(await countViews()).toBe(before);
        });

        it("counts a discussion_view tick in the discussion's countViews", async () => {
            const before = await countViews();
            const response = await forum.app.inject({ method: "POST", url: "/api/v2/tick", headers: { "x-requested-with": "vanilla" }, payload: { type: "discussion_view", discussionID } });
            expect(response.statusCode).toBe(201);
            expect(await countViews()).toBe(before + 1);
        });

        it("validates the tick body", async () => {
            const response = await forum.app.inject({ method: "POST", url: "/api/v2/tick", headers: { "x-requested-with": "vanilla" }, payload: { type: "bogus" } });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: "type", code: "enum" })] });
        });

        it("lets reads through without the header", async () => {
            expect((await forum.app.inject("/api/v2/discussions?limit=1")).statusCode).toBe(200);
        });
    });

    describe("not found", () => {
        it("answers an unknown page with the not-found page and status 404", async () => {
            const response = await forum.app.inject("/nope");
            expect(response.statusCode).toBe(404);
            expect(response.headers["content-type"]).toMatch(/^text\/html/);
            expect(response.body).toContain("Page Not Found");
            expect(response.body).toContain("The page you were looking for could not be found.");
            expect(response.body).toContain("<title>Page Not Found - Hearth Community</title>");
            expect(preloadOf(response.body).meta).toMatchObject({ entry: "basicPage", url: "/nope" });
        });

        it("says it whole in each language: French \"La page…\", German and Arabic without an English \"page\"", async () => {
            const main = async (language: string) => /<main[^]*?<\/main>/.exec((await forum.app.inject({ url: "/nope", headers: { "accept-language": language } })).body)![0];
            const french = await main("fr");
            expect(french).toContain("<h1");
            expect(french).toContain("Page introuvable</h1>");
            expect(french).toContain("<p>La page que vous cherchiez est introuvable.</p>");
            expect(await main("de")).toContain("<p>Die gesuchte Seite wurde nicht gefunden.</p>");
            expect(await main("ar")).toContain("<p>تعذّر العثور على الصفحة التي تبحث عنها.</p>");
        });

        it("answers an unknown API path with JSON", async () => {
            const response = await forum.app.inject("/api/v2/nope");
            expect(response.statusCode).toBe(404);
            expect(response.json()).toEqual({ message: "Not Found", status: 404 });
        });

        it("serves the favicon", async () => {
            const response = await forum.app.inject("/favicon.ico");
            expect(response.statusCode).toBe(200);
            expect(response.headers["content-type"]).toBe("image/svg+xml");
        });
    });
});

describe("site configuration (DATA_DIR/config.json)", () => {
    it("overrides the defaults at start: Garden.Title becomes the title suffix", async () => {
        const forum = await createTestApp({ config: { "Garden.Title": "Tiny Test Forum" } });
        try {
            const response = await forum.app.inject("/discussions");
            expect(response.body).toContain("<title>Recent Discussions - Tiny Test Forum</title>");
            expect(preloadOf(response.body).meta).toMatchObject({ siteName: "Tiny Test Forum" });
            // The override is saved in the config table too.
            const row = await forum.db.selectFrom("config").select("value").where("key", "=", "Garden.Title").executeTakeFirstOrThrow();
            expect(JSON.parse(row.value)).toBe("Tiny Test Forum");
        } finally {
            await forum.close();
        }
    });

    it("makes buildApp reject invalid JSON with a message naming the file", async () => {
        const attempt = createTestApp({ configText: '{"Garden.Title": "oops",' });
        await expect(attempt).rejects.toThrow(/config\.json is not valid JSON/);
        await expect(attempt).rejects.toThrow(path.join(os.tmpdir(), "hearth-test-data-"));
    });

    it("makes buildApp reject a config.json that is not one object", async () => {
        await expect(createTestApp({ configText: '["Garden.Title", "x"]' })).rejects.toThrow(/config\.json must hold one JSON object/);
    });

    it("starts without a config.json in the data folder", async () => {
        const forum = await createTestApp({ dataDir: true });
        try {
            expect(fs.existsSync(path.join(forum.dataDir!, "config.json"))).toBe(false);
            expect((await forum.app.inject("/discussions")).body).toContain("<title>Recent Discussions - Hearth Community</title>");
        } finally {
            await forum.close();
        }
    });
});
