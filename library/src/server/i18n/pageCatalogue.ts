/**
 * The part of a language's catalogue a page carries (issue 15, Performance: ≤ 6 KB gzip): the keys
 * the code of its first-load chunks uses (the page's entry and the enabled add-ons' entries, as
 * the build lists them per chunk in the manifest, build/chunkKeys.cjs), plus every key its render
 * looked up: a hydrated island renders again what the server rendered, and some of its keys come
 * from data (a navigation item's name shown through t()), which no chunk's code names. What the
 * browser renders later (a menu, a modal, a card) comes with the chunk that renders it
 * (scripts/i18n/chunkTranslations.ts). Without a build's chunk lists (a server run
 * before any build) the page carries the whole catalogue, as hydration then still matches.
 */
import type { AssetManifest } from "@server/ssr/assetManifest";
import { messagesFor } from "@server/i18n/catalogues";
import type { ITranslator } from "@library/i18n/translator";

export interface IPageCatalogue {
    translations: Record<string, string>;
    /** The chunks whose keys are in `translations` (the browser fetches only the others'); absent with the whole catalogue. */
    chunks?: string[];
}

/** Per manifest (loaded once per process, never changed): the first-load chunks and keys of each set of entries. */
const byManifest = new WeakMap<AssetManifest, Map<string, { chunks: string[]; keys: Set<string> }>>();

/** The first-load chunks of these entries and the keys their code uses. */
export function entryChunkKeys(manifest: AssetManifest, entries: string[]): { chunks: string[]; keys: Set<string> } {
    let known = byManifest.get(manifest);
    if (!known) byManifest.set(manifest, (known = new Map()));
    const name = entries.join("\n");
    let found = known.get(name);
    if (!found) {
        const chunks = [...new Set(entries.flatMap((entry) => manifest.data.entryChunks?.[entry] ?? []))];
        found = { chunks, keys: new Set(chunks.flatMap((chunk) => manifest.data.chunkKeys?.[chunk] ?? [])) };
        known.set(name, found);
    }
    return found;
}

/**
 * The page's share of `locale`'s catalogue: its entries' keys, the keys of `islandChunks` (the
 * lazy code of the islands it shows, fetched at its first paint: assetLoader.ts) and the keys its
 * render looked up.
 */
export function pageCatalogue(manifest: AssetManifest, locale: string, entries: string[], rendered: Iterable<string>, islandChunks: string[] = []): IPageCatalogue {
    const messages = messagesFor(locale);
    if (!manifest.data.chunkKeys || !manifest.data.entryChunks) return { translations: { ...messages } };
    const { chunks, keys } = entryChunkKeys(manifest, entries);
    const translations: Record<string, string> = {};
    const take = (key: string) => {
        const text = messages[key];
        if (text !== undefined) translations[key] = text;
    };
    for (const key of keys) take(key);
    for (const chunk of islandChunks) for (const key of manifest.data.chunkKeys[chunk] ?? []) take(key);
    for (const key of rendered) take(key);
    return { translations, chunks: islandChunks.length ? [...new Set([...chunks, ...islandChunks])] : chunks };
}

/** The keys a chunk's code uses, in `locale` (what the browser fetches with a lazy chunk). */
export function chunkCatalogue(manifest: AssetManifest, locale: string, chunk: string): Record<string, string> {
    const messages = messagesFor(locale);
    const translations: Record<string, string> = {};
    for (const key of manifest.data.chunkKeys?.[chunk] ?? []) if (messages[key] !== undefined) translations[key] = messages[key];
    return translations;
}

/** `translator`, noting every key it is asked for in `keys` (the keys a render looked up). */
export function recordingTranslator(translator: ITranslator, keys: Set<string>): ITranslator {
    return {
        ...translator,
        t(key, fallback) {
            keys.add(key);
            return translator.t(key, fallback);
        },
        tf(key, values, fallback) {
            keys.add(key);
            return translator.tf(key, values, fallback);
        },
    };
}
