/**
 * A page carries only its share of its language's catalogue (issue 15, Performance: ≤ 6 KB gzip):
 * the keys of its entry's chunks and the keys its render looked up; a chunk
 * loaded later fetches its own (GET /locales/translations/{id}?chunk=). The page tests read the
 * build's real manifest (dist/manifest.json, written by `npm run build`).
 */
import path from "node:path";
import zlib from "node:zlib";
import { AssetManifest, type IManifestFile } from "@server/ssr/assetManifest";
import { pageCatalogue, chunkCatalogue, recordingTranslator } from "@server/i18n/pageCatalogue";
import { catalogueFor } from "@server/i18n/catalogues";
import { keysByFile } from "@server/i18n/keyExtraction";
import { createTranslator } from "@library/i18n/translator";
import { ROOT_DIR } from "@server/config/env";
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

const PAGE_BUDGET_BYTES = 6 * 1024;

describe("the split of a catalogue", () => {
    const manifest = (data: Partial<IManifestFile>) => new AssetManifest({ publicPath: "/assets/", entrypoints: {}, addons: {}, ...data });
    const french = catalogueFor("fr");

    it("gives a page its entries' keys and the keys its render looked up, not the rest of a lazy chunk's", () => {
        const split = manifest({
            entryChunks: { page: ["runtime", "page"], addon: ["runtime", "addonEntry"] },
            chunkKeys: { page: ["Sign In"], addonEntry: ["Register"], lazyMenu: ["Bookmark", "Cancel"] },
        });
        // "Apply" is rendered from server data (no chunk names it); "Bookmark" by an island the browser hydrates.
        const { translations, chunks } = pageCatalogue(split, "fr", ["addon", "page"], ["Sign In", "Apply", "Bookmark"]);
        expect(translations).toEqual({ "Sign In": french["Sign In"], Register: french["Register"], Apply: french["Apply"], Bookmark: french["Bookmark"] });
        expect(chunks).toEqual(["runtime", "addonEntry", "page"]);
        expect(chunkCatalogue(split, "fr", "lazyMenu")).toEqual({ Bookmark: french["Bookmark"], Cancel: french["Cancel"] });
        expect(chunkCatalogue(split, "fr", "unknown")).toEqual({});
        expect(chunkCatalogue(split, "en", "lazyMenu")).toEqual({});
    });

    it("gives the whole catalogue when the build has not listed the chunks' keys", () => {
        expect(pageCatalogue(manifest({}), "de", ["page"], [])).toEqual({ translations: catalogueFor("de") });
    });

    it("reads each file's keys with constants imported from another file", () => {
        const byFile = keysByFile([
            { file: "messages.ts", text: 'export const LOAD_FAILED = "Could not load.";' },
            { file: "menu.tsx", text: 'import { LOAD_FAILED } from "./messages"; t(LOAD_FAILED); t("Bookmark"); plural(n, { one: "{count} reply", other: "{count} replies" });' },
        ]);
        expect(byFile.get("menu.tsx")?.sort()).toEqual(["Bookmark", "Could not load.", "{count} replies", "{count} reply"]);
        expect(byFile.get("messages.ts")).toEqual([]);
    });

    it("notes the keys a render asks for", () => {
        const keys = new Set<string>();
        const translator = recordingTranslator(createTranslator("fr", { Hello: "Bonjour" }), keys);
        expect(translator.t("Hello")).toBe("Bonjour");
        expect(translator.tf("{count} left", { count: 2 })).toBe("2 left");
        expect([...keys]).toEqual(["Hello", "{count} left"]);
    });
});

describe("the catalogue in each page", () => {
    let t: ITestApp;
    let built: AssetManifest;
    let admin: string;

    beforeAll(async () => {
        t = await createTestApp();
        built = AssetManifest.load(path.join(ROOT_DIR, "dist"));
        if (!built.data.chunkKeys) throw new Error("dist/manifest.json has no chunk keys: run `npm run build` first.");
        // The test app has no build of its own: this one's manifest gives it the real chunks.
        t.app.hearth.manifest = built;
        admin = await signIn(t.app, "admin");
    });
    afterAll(() => t.close());

    async function pages(): Promise<Array<{ url: string; cookie?: string }>> {
        const discussion = await t.db.selectFrom("discussions").select("discussionID").orderBy("discussionID").limit(1).executeTakeFirstOrThrow();
        return [
            { url: "/" },
            { url: "/discussions" },
            { url: "/categories" },
            { url: `/discussion/${discussion.discussionID}` },
            { url: "/post/discussion", cookie: admin },
            { url: "/dashboard/navigation", cookie: admin },
        ];
    }

    it.each(["fr", "de", "ar"])("holds only the page's keys, within 6 KB gzip, in %s", async (locale) => {
        const whole = catalogueFor(locale);
        for (const { url, cookie } of await pages()) {
            const response = await t.app.inject({ url, headers: { "accept-language": locale, ...(cookie ? { cookie } : {}) } });
            expect(response.statusCode).toBe(200);
            const meta = preloadOf(response.body).meta as unknown as { locale: string; entry: string; translations: Record<string, string>; translationChunks: string[] };
            expect(meta.locale).toBe(locale);
            const entryKeys = new Set(meta.translationChunks.flatMap((chunk) => built.data.chunkKeys![chunk] ?? []));
            for (const [key, text] of Object.entries(meta.translations)) expect(text).toBe(whole[key]);
            // The user card's words come with its chunk, on the first click on a name.
            expect(meta.translations).not.toHaveProperty(["Last Active"]);
            // Each of the entry's keys the language translates is there.
            for (const key of entryKeys) if (whole[key] !== undefined) expect(meta.translations).toHaveProperty([key]);
            const gzipped = zlib.gzipSync(JSON.stringify(meta.translations)).length;
            expect([url, gzipped <= PAGE_BUDGET_BYTES]).toEqual([url, true]);
            expect(Object.keys(meta.translations).length).toBeLessThan(Object.keys(whole).length / 2);
        }
    });

    it("answers a lazy chunk's keys in the asked language", async () => {
        const [chunk, keys] = Object.entries(built.data.chunkKeys!).find(([, list]) => list.includes("Bookmark"))!;
        const response = await t.app.inject({ url: `/api/v2/locales/translations/fr?chunk=${encodeURIComponent(chunk)}` });
        expect(response.statusCode).toBe(200);
        const answer = response.json<Record<string, string>>();
        expect(answer.Bookmark).toBe(catalogueFor("fr").Bookmark);
        expect(Object.keys(answer).every((key) => keys.includes(key))).toBe(true);
    });
});

