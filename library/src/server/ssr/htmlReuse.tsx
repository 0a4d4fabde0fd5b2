/**
 * Render reuse (issue 17 item 4): the HTML of a page's reusable parts (ReusableHtml, a comment of
 * a discussion page) kept from earlier renders, so a page renders only what it has not shown
 * before with the same inputs. At a million posts a discussion page's 30 comments were about 8 of
 * its 10 ms of React rendering.
 *
 * A part's HTML is kept under a digest of everything it is made from: the inputs its page names
 * (its props, the store's records it reads) and the page's metadata (viewer, permissions, locale,
 * settings, add-ons, the page's address), with the translation keys and icon symbols it used, so
 * a page that reuses it still carries their words and drawings. A changed comment, reaction count,
 * permission or setting is a different digest: nothing is ever invalidated, which is why the kept
 * HTML may live in each process's memory (nothing another process writes can make it wrong). Old
 * digests fall out of it, least recently used first, past MAX_KEPT_CHARS.
 *
 * A part not kept yet is rendered after its page, on its own under the page's providers, and put
 * in place of a placeholder: once, as it would have been inline (renderReuse.test.ts holds the
 * pages to the same bytes with reuse on and off). Only Island pages reuse: an App page hydrates
 * its whole tree, and its reusable parts render inline.
 */
import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { ReactNode } from "react";
import type { IHtmlReuse } from "@library/components/ReusableHtml";
import type { IPageMeta } from "@library/boot/pageMeta";

/** Site config: render reuse on (the default) or off. */
export const HTML_REUSE_CONFIG_KEY = "Cache.RenderReuse.Enabled";

/** At most this many characters of kept HTML per process (about 2 KB a comment: 16,000 comments). */
export const MAX_KEPT_CHARS = 32 * 1024 * 1024;

interface IKeptHtml {
    html: string;
    /** The translation keys the part looked up (pageCatalogue.ts sends those words with the page). */
    keys: string[];
    /** The icon symbols it drew (the page carries their drawings: iconSprite.tsx). */
    symbols: string[];
}

/** Kept HTML by digest, the least recently used dropped first once the characters pass the limit. */
const kept = new LRUCache<string, IKeptHtml>({ maxSize: MAX_KEPT_CHARS, sizeCalculation: (entry) => Math.max(1, entry.html.length) });
/** Parts pasted from kept HTML and parts rendered, since the process started (the tests read them). */
const counts = { reused: 0, rendered: 0 };

export function htmlReuseCounts(): Readonly<typeof counts> {
    return { ...counts };
}

/**
 * Renders a part on its own under the page's providers, recording the translation keys it looks
 * up into `keys`, its useId() identifiers starting with `idPrefix`.
 */
export type PartRenderer = (children: ReactNode, keys: Set<string>, idPrefix: string) => { html: string; symbols: string[] };

export interface IPageReuse {
    /** What the page's render is given (HtmlReuseContext). */
    context: IHtmlReuse;
    /**
     * After the page's render: renders the parts that were not kept, puts them in place, and gives
     * the page's HTML with the symbols the reused and newly rendered parts drew. The translation
     * keys go into the page's set as the parts are found.
     */
    complete(html: string, render: PartRenderer): { html: string; symbols: string[] };
}

/**
 * The page's metadata, less what differs between two renders of the same page for the same viewer
 * and never reaches a part's HTML (the audit context's random ID, where live updates resume) or is
 * filled in after the render (the page's words).
 */
function metaFingerprint(meta: IPageMeta): string {
    const { auditContext: _audit, liveFrom: _live, translations: _words, translationChunks: _chunks, ...rest } = meta;
    return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

/** One page render's reuse: `renderedKeys` is the page's set of translation keys. */
export function startPageReuse(meta: IPageMeta, renderedKeys: Set<string>): IPageReuse {
    // Made at the first part: most pages (sign-in, dashboard) have none.
    let fingerprint: string | undefined;
    // A placeholder no member can write: a random token per render.
    let token: string | undefined;
    const symbols = new Set<string>();
    const pending = new Map<string, { index: number; children: ReactNode }>();
    const context: IHtmlReuse = {
        innerHtml(inputs, children) {
            fingerprint ??= metaFingerprint(meta);
            const digest = createHash("sha256").update(fingerprint).update(JSON.stringify(inputs) ?? "").digest("base64url");
            const entry = kept.get(digest);
            if (entry) {
                counts.reused++;
                for (const key of entry.keys) renderedKeys.add(key);
                for (const symbol of entry.symbols) symbols.add(symbol);
                return entry.html;
            }
            let part = pending.get(digest);
            if (!part) pending.set(digest, (part = { index: pending.size, children }));
            token ??= randomBytes(8).toString("hex");
            return `<!--reuse-${token}-${part.index}-->`;
        },
    };
    return {
        context,
        complete(html, render) {
            if (!pending.size) return { html, symbols: [...symbols] };
            const rendered: string[] = [];
            for (const [digest, { index, children }] of pending) {
                const keys = new Set<string>();
                // Rendered on its own, each part would number its useId() identifiers from the same
                // start: its digest keeps them apart from every other part's on the page.
                const part = render(children, keys, `r${digest.slice(0, 12)}-`);
                counts.rendered++;
                for (const key of keys) renderedKeys.add(key);
                for (const symbol of part.symbols) symbols.add(symbol);
                kept.set(digest, { html: part.html, keys: [...keys], symbols: part.symbols });
                rendered[index] = part.html;
            }
            const placeholder = new RegExp(`<!--reuse-${token}-(\\d+)-->`, "g");
            return { html: html.replace(placeholder, (_match, index: string) => rendered[Number(index)]!), symbols: [...symbols] };
        },
    };
}
