/**
 * The catalogue a page gets in parts (issue 15, Performance). The server puts in the page only the
 * keys of its entry's chunks (server/i18n/pageCatalogue.ts); every chunk loaded later brings its
 * own: webpack's chunk loading asks each handler of `__webpack_require__.f` for a promise, and the
 * one added here fetches the chunk's keys beside the chunk's script, so the chunk's code runs (and
 * renders, hydrates) only once its words are in the page's catalogue: no English first, no
 * hydration mismatch. The keys of each chunk are listed by the build (build/chunkKeys.cjs).
 */

/**
 * webpack's require function (a module variable webpack provides in the bundle; absent in tests
 * and on the server). Its `e` loads a chunk; every import() calls it afresh, so wrapping it reaches
 * every later chunk. (webpack's handler table `e.f` is not used: with one handler at build time
 * the runtime calls that one directly.)
 */
declare const __webpack_require__: { e?: (chunkId: string | number) => Promise<unknown> } | undefined;

export type ChunkTranslationsLoader = (chunkId: string | number) => Promise<void>;

/** Where a chunk's keys in one language are answered (applications/dashboard/src/server/localesRoutes.ts). */
export function chunkTranslationsUrl(locale: string, chunkId: string | number): string {
    return `/api/v2/locales/translations/${encodeURIComponent(locale)}?chunk=${encodeURIComponent(String(chunkId))}`;
}

/** A plain GET (same-origin credentials by default): every page pays these bytes, so no API client. */
async function fetchJson(url: string): Promise<Record<string, string>> {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as Record<string, string>;
}

/**
 * A loader that adds a chunk's keys to `messages` (the page translator's own catalogue object,
 * read on every t()), once per chunk; the chunks in `covered` came with the page. A failed fetch
 * leaves the chunk in English rather than failing it, and is tried again the next time.
 */
export function createChunkTranslationsLoader(options: {
    locale: string;
    messages: Record<string, string>;
    covered: Array<string | number>;
    fetchKeys?: (url: string) => Promise<Record<string, string>>;
}): ChunkTranslationsLoader {
    const { locale, messages, fetchKeys = fetchJson } = options;
    const pending = new Map<string, Promise<void>>(options.covered.map((id) => [String(id), Promise.resolve()]));
    return (chunkId) => {
        const id = String(chunkId);
        let loading = pending.get(id);
        if (!loading) {
            loading = fetchKeys(chunkTranslationsUrl(locale, id)).then(
                (keys) => {
                    for (const [key, text] of Object.entries(keys)) if (typeof text === "string") messages[key] = text;
                },
                () => {
                    pending.delete(id);
                },
            );
            pending.set(id, loading);
        }
        return loading;
    };
}

/** Makes every chunk webpack loads from now on wait for its keys. */
export function installChunkTranslations(load: ChunkTranslationsLoader): void {
    if (typeof __webpack_require__ === "undefined" || !__webpack_require__.e) return;
    const loadChunk = __webpack_require__.e;
    __webpack_require__.e = (chunkId) => Promise.all([loadChunk(chunkId), load(chunkId)]).then(([loaded]) => loaded);
}
