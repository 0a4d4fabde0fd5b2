/**
 * The icon sprite (issue 18 item 3): one long-cached SVG file holds every icon's drawing; a page
 * carries the few its first paint draws.
 */
import zlib from "node:zlib";
import { ICON_NAMES } from "@library/components/iconNames";
import { iconSprite, registerIconSymbols } from "@server/ssr/iconSprite";
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

/** Every `<use href>` of a page. */
function iconReferencesIn(html: string): string[] {
    return [...html.matchAll(/<use href="([^"]*)"/g)].map((match) => match[1]!);
}

function symbolIDsIn(sprite: string): string[] {
    return [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"<>]+"\/><\/symbol>/g)].map((match) => match[1]!);
}

describe("the icon sprite", () => {
    let forum: ITestApp;
    let busiest: number;
    beforeAll(async () => {
        forum = await createTestApp();
        busiest = (await forum.db.selectFrom("discussions").select("discussionID").orderBy("countComments", "desc").limit(1).executeTakeFirstOrThrow()).discussionID;
    });
    afterAll(async () => {
        await forum?.close();
    });

    it("is one content-hashed SVG file, cached for a year and sent compressed, with a symbol for every icon and reaction kind", async () => {
        const html = (await forum.app.inject(`/discussion/${busiest}`)).body;
        const href = preloadOf(html).meta.iconSprite as string;
        expect(href).toMatch(/^\/icons\/sprite\.[\w-]{12}\.svg$/);
        const plain = await forum.app.inject({ url: href, headers: { "accept-encoding": "identity" } });
        expect(plain.statusCode).toBe(200);
        expect(plain.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
        expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(plain.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">.*<\/svg>$/);
        const ids = symbolIDsIn(plain.body);
        expect(ids).toEqual(expect.arrayContaining([...ICON_NAMES.map((name) => `i-${name}`), "reaction-like", "reaction-default", "reaction-lol"]));
        // Nothing in the file but well-formed symbols.
        expect(plain.body.length).toBe(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`.length + plain.body.match(/<symbol[\s\S]*?<\/symbol>/g)!.join("").length);
        const brotli = await forum.app.inject({ url: href, headers: { "accept-encoding": "br" } });
        expect(brotli.headers["content-encoding"]).toBe("br");
        expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
        expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 2);
    });

    it("a page carries the symbols its HTML draws, once each, drawn as the sprite draws them, and no other drawing", async () => {
        const sprite = (await forum.app.inject(iconSprite().href)).body;
        const member = await signIn(forum.app, "member");
        for (const headers of [{}, { cookie: member }]) {
            for (const url of [`/discussion/${busiest}`, "/discussions"]) {
                const html = (await forum.app.inject({ url, headers })).body;
                const carried = /<body[^>]*><svg aria-hidden="true" width="0" height="0" style="position:absolute">(.*?)<\/svg><div id="app">/.exec(html)?.[1] ?? "";
                const carriedIDs = symbolIDsIn(carried);
                const referenced = new Set(iconReferencesIn(html));
                expect(referenced.size).toBeGreaterThan(2);
                expect([...referenced].sort()).toEqual(carriedIDs.map((id) => `#${id}`).sort());
                for (const symbol of carried.match(/<symbol[\s\S]*?<\/symbol>/g)!) expect(sprite).toContain(symbol);
                // No other drawing: the reaction buttons and bookmarks of every post only refer to these.
                expect(html.replace(carried, "")).not.toContain("<path");
            }
        }
    });

    it("answers no other name, and takes only plain symbol names and path data from an application", async () => {
        expect((await forum.app.inject("/icons/sprite.aaaaaaaaaaaa.svg")).statusCode).toBe(404);
        expect(() => registerIconSymbols({ 'x"><script>': "M0 0h1" })).toThrow(/plain name/);
        expect(() => registerIconSymbols({ star: 'M0 0"/><script>alert(1)</script>' })).toThrow(/plain path data/);
        const before = iconSprite().href;
        registerIconSymbols({ "test-dot": "M12 12h.01" });
        const after = iconSprite().href;
        expect(after).not.toBe(before);
        expect((await forum.app.inject(after)).body).toContain('<symbol id="test-dot" viewBox="0 0 24 24"><path d="M12 12h.01"/></symbol>');
        expect((await forum.app.inject(before)).statusCode).toBe(404);
    });
});
