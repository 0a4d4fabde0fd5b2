/**
 * The keys of a chunk loaded after the page (issue 15, Performance): fetched once per chunk, beside
 * the chunk's own script, into the page translator's catalogue before the chunk's code runs.
 */
import { chunkTranslationsUrl, createChunkTranslationsLoader, installChunkTranslations } from "@library/i18n/chunkTranslations";
import { createTranslator } from "@library/i18n/translator";

function answers(byChunk: Record<string, Record<string, string>>) {
    const asked: string[] = [];
    const fetchKeys = jest.fn(async (url: string) => {
        asked.push(url);
        const chunk = new URL(url, "http://x").searchParams.get("chunk")!;
        if (!byChunk[chunk]) throw new Error("offline");
        return byChunk[chunk]!;
    });
    return { asked, fetchKeys };
}

describe("chunk translations", () => {
    it("adds a chunk's keys to the page translator once, and fetches nothing for the chunks the page came with", async () => {
        const messages: Record<string, string> = { "Sign In": "Connexion" };
        const translator = createTranslator("fr", messages);
        const { asked, fetchKeys } = answers({ menu: { Bookmark: "Favori" } });
        const load = createChunkTranslationsLoader({ locale: "fr", messages, covered: ["runtime", 42], fetchKeys });

        expect(translator.t("Bookmark")).toBe("Bookmark");
        await Promise.all([load("menu"), load("menu"), load(42), load("runtime")]);
        expect(translator.t("Bookmark")).toBe("Favori");
        expect(translator.t("Sign In")).toBe("Connexion");
        expect(asked).toEqual([chunkTranslationsUrl("fr", "menu")]);
        expect(asked[0]).toBe("/api/v2/locales/translations/fr?chunk=menu");
    });

    it("leaves a chunk in English when its keys cannot be fetched, and tries again next time", async () => {
        const messages: Record<string, string> = {};
        const byChunk: Record<string, Record<string, string>> = {};
        const { asked, fetchKeys } = answers(byChunk);
        const load = createChunkTranslationsLoader({ locale: "de", messages, covered: [], fetchKeys });
        await expect(load("modal")).resolves.toBeUndefined();
        expect(messages).toEqual({});
        byChunk.modal = { Cancel: "Abbrechen" };
        await load("modal");
        expect(messages).toEqual({ Cancel: "Abbrechen" });
        expect(asked).toHaveLength(2);
    });

    it("makes webpack's chunk loading wait for the chunk's keys", async () => {
        let scriptLoaded!: () => void;
        const loadChunk = jest.fn(() => new Promise<void>((resolve) => (scriptLoaded = resolve)));
        const webpack = { e: loadChunk as (chunkId: string | number) => Promise<unknown> };
        (globalThis as { __webpack_require__?: unknown }).__webpack_require__ = webpack;
        try {
            const messages: Record<string, string> = {};
            let keysArrived!: (keys: Record<string, string>) => void;
            const fetchKeys = () => new Promise<Record<string, string>>((resolve) => (keysArrived = resolve));
            installChunkTranslations(createChunkTranslationsLoader({ locale: "fr", messages, covered: [], fetchKeys }));
            let done = false;
            const loading = webpack.e(7).then(() => (done = true));
            expect(loadChunk).toHaveBeenCalledWith(7);
            // The script is in, the keys not yet: the chunk is not ready (its code would render English).
            scriptLoaded();
            for (let tick = 0; tick < 10; tick++) await Promise.resolve();
            expect(done).toBe(false);
            keysArrived({ Share: "Partager" });
            await loading;
            expect(messages).toEqual({ Share: "Partager" });
            expect(done).toBe(true);
        } finally {
            delete (globalThis as { __webpack_require__?: unknown }).__webpack_require__;
        }
    });
});
