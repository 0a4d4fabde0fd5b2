/**
 * The guest page cache (issue 17 item 4) with two server processes on one database (an SQLite
 * file, or PostgreSQL): a write made through either drops every page showing it from both
 * caches at once; members are never served from it; every answer has its own nonce; gzip
 * answers decode to the same page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { openDatabase, type IDatabaseHandle } from "@server/db/database";
import { CACHE_STATUS_HEADER, GUEST_CACHE_CONFIG_KEY } from "@server/http/guestPageCache";
import { UNLIMITED_RATE_LIMITS } from "@server/http/rateLimits";
import { createTestApp, JSON_HEADERS, signIn, testDatabaseUrl, type ITestApp } from "@server/testing/testApp";

let first: ITestApp;
let second: ITestApp;
/** SQLite: each app opens the file itself, as two processes would. */
const handles: IDatabaseHandle[] = [];
let tempDir: string | undefined;
let member: string;
let generalID: number;
let generalUrl: string;
let discussionID: number;

beforeAll(async () => {
    if (testDatabaseUrl()) {
        first = await createTestApp();
        second = await createTestApp({ database: first.database });
    } else {
        const seeded = await createTestApp();
        tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-cache-"));
        const file = path.join(tempDir, "forum.sqlite");
        fs.writeFileSync(file, seeded.database.serialize!());
        await seeded.close();
        handles.push(await openDatabase({ sqliteFile: file }), await openDatabase({ sqliteFile: file }));
        first = await createTestApp({ database: handles[0] });
        second = await createTestApp({ database: handles[1] });
    }
    member = await signIn(first.app, "member");
    const general = await first.db.selectFrom("categories").select(["categoryID", "urlcode"]).where("urlcode", "=", "general").executeTakeFirstOrThrow();
    generalID = general.categoryID;
    generalUrl = `/categories/${general.urlcode}`;
    discussionID = (await first.db.selectFrom("discussions").select("discussionID").where("categoryID", "=", generalID).orderBy("discussionID").executeTakeFirstOrThrow()).discussionID;
});

afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const handle of handles) await handle.destroy();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

function get(forum: ITestApp, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return forum.app.inject({ url, headers });
}

/** Asks until the page comes from the cache (the first request stores it). */
async function cached(forum: ITestApp, url: string): Promise<LightMyRequestResponse> {
    const stored = await get(forum, url);
    expect(stored.statusCode).toBe(200);
    const hit = await get(forum, url);
    expect(hit.headers[CACHE_STATUS_HEADER]).toBe("hit");
    return hit;
}

function nonceOf(html: string): string[] {
    return [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]!))];
}

function withoutNonces(html: string): string {
    return html.replace(/nonce="[^"]+"/g, 'nonce=""');
}

function cspNonce(response: LightMyRequestResponse): string | undefined {
    return /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
}

describe("guest page cache", () => {
    it("serves a guest the stored page again, each answer with its own nonce", async () => {
        const url = `/discussion/${discussionID}`;
        const stored = await get(first, url);
        expect(stored.headers[CACHE_STATUS_HEADER]).toBe("miss");
        const hits = await Promise.all([get(first, url), get(first, url)]);
        const nonces = [stored, ...hits].map((response) => {
            const [nonce, ...others] = nonceOf(response.body);
            expect(others).toEqual([]);
            // The page's scripts carry the nonce its own Content-Security-Policy names.
            expect(cspNonce(response)).toBe(nonce);
            return nonce;
        });
        expect(new Set(nonces).size).toBe(3);
        for (const hit of hits) {
            expect(hit.headers[CACHE_STATUS_HEADER]).toBe("hit");
            expect(withoutNonces(hit.body)).toBe(withoutNonces(stored.body));
        }
    });

    it("answers gzip that decodes to the same page, with the answer's nonce", async () => {
        const url = "/discussions";
        const plain = await cached(first, url);
        const gzip = await first.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
        expect(gzip.headers[CACHE_STATUS_HEADER]).toBe("hit");
        expect(gzip.headers["content-encoding"]).toBe("gzip");
        const html = zlib.gunzipSync(gzip.rawPayload).toString();
        expect(nonceOf(html)).toEqual([cspNonce(gzip)]);
        expect(withoutNonces(html)).toBe(withoutNonces(plain.body));
    });

    it("shows a new discussion on the list, its category and its author's profile, served by the other process at once", async () => {
        const pages = ["/discussions", generalUrl, "/profile/member"];
        for (const url of pages) await cached(second, url);
        const name = `Fresh from the other process ${Date.now()}`;
        const posted = await first.app.inject({ method: "POST", url: "/api/v2/discussions", headers: { ...JSON_HEADERS, cookie: member }, payload: { categoryID: generalID, name, body: "Hello", format: "markdown" } });
        expect(posted.statusCode).toBe(201);
        for (const url of pages) {
            const page = await get(second, url);
            expect(page.headers[CACHE_STATUS_HEADER]).toBe("miss");
            expect(page.body).toContain(name);
        }
    });

    it("shows a new comment, its edit and its deletion on the discussion page of the other process", async () => {
        const url = `/discussion/${discussionID}`;
        await cached(second, url);
        const body = `A comment posted on the first process ${Date.now()}`;
        const posted = await first.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: member }, payload: { discussionID, body, format: "text" } });
        expect(posted.statusCode).toBe(201);
        const commentID = posted.json().commentID as number;
        // The new comment may be on a later page of the discussion: its own address finds it.
        const commentPage = async () => {
            const redirect = await get(second, `/discussion/comment/${commentID}`);
            return get(second, String(redirect.headers.location).replace(/#.*$/, ""));
        };
        expect((await commentPage()).body).toContain(body);
        expect((await get(second, url)).headers[CACHE_STATUS_HEADER]).toBe("miss");

        await cached(second, String((await get(second, `/discussion/comment/${commentID}`)).headers.location).replace(/#.*$/, ""));
        const edited = `${body}, edited`;
        const patched = await first.app.inject({ method: "PATCH", url: `/api/v2/comments/${commentID}`, headers: { ...JSON_HEADERS, cookie: member }, payload: { body: edited, format: "text" } });
        expect(patched.statusCode).toBe(200);
        expect((await commentPage()).body).toContain(edited);

        const admin = await signIn(first.app, "admin");
        const deleted = await first.app.inject({ method: "DELETE", url: `/api/v2/comments/${commentID}`, headers: { "x-requested-with": "vanilla", cookie: admin } });
        expect(deleted.statusCode).toBe(204);
        expect((await get(second, url)).body).not.toContain(edited);
    });

    it("renders a page once for guests asking for it at the same time", async () => {
        await cached(first, "/discussions");
        const url = `/discussions?sort=-score&together=${Date.now()}`;
        const answers = await Promise.all(Array.from({ length: 5 }, () => get(first, url)));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
        expect(answers.map((answer) => answer.headers[CACHE_STATUS_HEADER]).sort()).toEqual(["hit", "hit", "hit", "hit", "miss"]);
    });

    it("never serves or stores a member's page", async () => {
        const url = "/categories";
        await cached(first, url);
        const page = await get(first, url, { cookie: member });
        expect(page.headers[CACHE_STATUS_HEADER]).toBeUndefined();
        expect(page.body).toContain('"currentUser":{"userID":3,');
        // A member's render of a page no guest asked for is not kept for guests.
        const fresh = `/discussions?sort=-dateInserted&member=${Date.now()}`;
        expect((await get(first, fresh, { cookie: member })).headers[CACHE_STATUS_HEADER]).toBeUndefined();
        const guest = await get(first, fresh);
        expect(guest.headers[CACHE_STATUS_HEADER]).toBe("miss");
        expect(guest.body).toContain('"currentUser":{"userID":0,');
    });

    it("keeps pages when a guest's view is counted", async () => {
        const url = `/discussion/${discussionID}`;
        await cached(second, url);
        const tick = await first.app.inject({ method: "POST", url: "/api/v2/tick", headers: JSON_HEADERS, payload: { type: "discussion_view", discussionID }, remoteAddress: "198.51.100.77" });
        expect(tick.statusCode).toBeLessThan(300);
        expect((await get(second, url)).headers[CACHE_STATUS_HEADER]).toBe("hit");
    });

    it("shows a change of the site configuration (title, navigation) made on the other process", async () => {
        await cached(second, "/categories");
        const title = `Renamed ${Date.now()}`;
        const admin = await signIn(first.app, "admin");
        const navigation = [{ name: "Fresh Menu Item", url: "/categories" }];
        const patched = await first.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...JSON_HEADERS, cookie: admin }, payload: { "Garden.Title": title, "Navigation.Items": navigation } });
        expect(patched.statusCode).toBe(200);
        const page = await get(second, "/categories");
        expect(page.headers[CACHE_STATUS_HEADER]).toBe("miss");
        expect(page.body).toContain(title);
        expect(page.body).toContain("Fresh Menu Item");
    });

    it("is off when the site configuration says so", async () => {
        await first.app.hearth.config.set(GUEST_CACHE_CONFIG_KEY, false);
        try {
            await get(first, "/discussions");
            expect((await get(first, "/discussions")).headers[CACHE_STATUS_HEADER]).toBeUndefined();
        } finally {
            await first.app.hearth.config.set(GUEST_CACHE_CONFIG_KEY, true);
        }
    });
});

describe("guest API reads", () => {
    const PAGING = ["x-app-page-current", "x-app-page-limit", "x-app-page-result-count", "x-app-page-next-url", "link"];

    it("serves the discussions, a discussion's comments and the categories again (plain and gzip), with their paging headers; a write on the other process shows at once", async () => {
        const urls = ["/api/v2/discussions?limit=5", `/api/v2/comments?discussionID=${discussionID}&limit=5`, "/api/v2/categories"];
        for (const url of urls) {
            const stored = await get(second, url);
            const hit = await cached(second, url);
            expect(hit.body).toBe(stored.body);
            expect(hit.headers["content-type"]).toBe("application/json; charset=utf-8");
            // Sent as stored, the same bytes for every hit, plain or gzip.
            const gzip = await second.app.inject({ url, headers: { "accept-encoding": "gzip" } });
            expect(gzip.headers[CACHE_STATUS_HEADER]).toBe("hit");
            expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(stored.body);
            expect((await cached(second, url)).body).toBe(stored.body);
            for (const header of PAGING) expect({ url, header, value: hit.headers[header] }).toEqual({ url, header, value: stored.headers[header] });
        }
        const commentsBefore = Number((await get(second, urls[1]!)).headers["x-app-page-result-count"]);

        const name = `An API reader's fresh discussion ${Date.now()}`;
        const posted = await first.app.inject({ method: "POST", url: "/api/v2/discussions", headers: { ...JSON_HEADERS, cookie: member }, payload: { categoryID: generalID, name, body: "Hello", format: "markdown" } });
        expect(posted.statusCode).toBe(201);
        const commented = await first.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: member }, payload: { discussionID, body: "One more", format: "text" } });
        expect(commented.statusCode).toBe(201);

        const list = await get(second, urls[0]!);
        expect(list.headers[CACHE_STATUS_HEADER]).toBe("miss");
        expect(list.json().map((discussion: { name: string }) => discussion.name)).toContain(name);
        const comments = await get(second, urls[1]!);
        expect(comments.headers[CACHE_STATUS_HEADER]).toBe("miss");
        expect(Number(comments.headers["x-app-page-result-count"])).toBe(commentsBefore + 1);
        const categories = await get(second, urls[2]!);
        expect(categories.headers[CACHE_STATUS_HEADER]).toBe("miss");
    });

    it("serves a search and the search page again; a comment posted on the other process is found at once", async () => {
        const word = `lanternfish${Date.now()}`;
        const api = `/api/v2/search?query=${word}&collapse=true&limit=5`;
        const page = `/search?query=${word}`;
        expect((await cached(second, api)).json()).toEqual([]);
        expect((await cached(second, page)).body).not.toContain(`/discussion/comment/`);

        const commented = await first.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: member }, payload: { discussionID, body: `A ${word} at dusk`, format: "text" } });
        expect(commented.statusCode).toBe(201);
        const commentID = commented.json().commentID;

        const found = await get(second, api);
        expect(found.headers[CACHE_STATUS_HEADER]).toBe("miss");
        expect(found.json().map((result: { recordID: number }) => result.recordID)).toEqual([commentID]);
        const foundPage = await get(second, page);
        expect(foundPage.headers[CACHE_STATUS_HEADER]).toBe("miss");
        expect(foundPage.body).toContain(`/discussion/comment/${commentID}`);
    });

    it("shows a member a category renamed by the other process after their last read: the generation their session statement read is current", async () => {
        // A member's search answer is kept under the generation (search/searchSite.ts).
        const word = `quenzaloft${Date.now()}`;
        const found = async () => (await get(first, `/api/v2/search?query=${word}&recordTypes=category`, { cookie: member })).json().map((result: { recordID: number }) => result.recordID);
        expect(await found()).toEqual([]);
        expect(await found()).toEqual([]);
        const before = (await second.db.selectFrom("categories").select("name").where("categoryID", "=", generalID).executeTakeFirstOrThrow()).name;
        await second.db.updateTable("categories").set({ name: `${before} ${word}` }).where("categoryID", "=", generalID).execute();
        try {
            expect(await found()).toEqual([generalID]);
        } finally {
            await second.db.updateTable("categories").set({ name: before }).where("categoryID", "=", generalID).execute();
        }
    });

    it("never answers a member from it", async () => {
        await cached(first, "/api/v2/categories");
        const answer = await get(first, "/api/v2/categories", { cookie: member });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    });

    it("counts a call it answers against the API's limit per address: 429 with Retry-After past it", async () => {
        await first.app.hearth.config.set("RateLimit.apiPerAddress", { max: 3, seconds: 600 });
        try {
            const remoteAddress = "198.51.100.91";
            const call = () => first.app.inject({ url: "/api/v2/categories", remoteAddress });
            const allowed = [await call(), await call(), await call()];
            expect(allowed.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
            expect(allowed.at(-1)!.headers[CACHE_STATUS_HEADER]).toBe("hit");
            const refused = await call();
            expect(refused.statusCode).toBe(429);
            expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
            expect(refused.json()).toMatchObject({ status: 429, message: expect.stringContaining("too often") });
        } finally {
            await first.app.hearth.config.set("RateLimit.apiPerAddress", UNLIMITED_RATE_LIMITS["RateLimit.apiPerAddress"]!);
        }
    });
});
