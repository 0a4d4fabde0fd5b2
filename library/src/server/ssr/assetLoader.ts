/**
 * Paint first (issue 18 item 1): a page's scripts and its site stylesheet are requested once its
 * first contentful paint has happened, never before.
 *
 * Script tags and stylesheet links in the HTML, even deferred or `media="print"`, are found by
 * the browser's preload scanner and fetched while the page is still being parsed: they compete
 * with the HTML and the font for a slow phone's bandwidth, and Lighthouse's simulated LCP counts
 * every request started before the paint (its pessimistic estimate). The first paint needs
 * neither: the page's critical CSS is inline. So the page's head carries this loader instead: it
 * watches the paint timeline and, at the first contentful paint, adds the site stylesheet (as
 * `media="print"`, which boot turns on: bootPageIds.ts SITE_STYLES_ID) and the scripts in their
 * order (`async = false`: they run in that order, as deferred scripts did, the page's entry
 * last, after the add-on bundles that register into it), then hints for the lazy code of the
 * page's islands, which the entry asks for as soon as it runs: fetched beside it, not after it.
 *
 * Fallbacks: a tab opened in the background paints nothing until shown, and its assets load at
 * once; a browser without paint timing loads them after the first frame; and if no paint is
 * reported at all, they load after `LATEST_MS`.
 */

import { escapeJsonForHtml } from "@server/ssr/escape";

/** The longest the assets wait for a paint that is not reported. */
export const LATEST_MS = 3000;

export interface IPageAssets {
    /** The site stylesheet's link: its address and element ID. */
    stylesheet: { href: string; id: string };
    /** Script addresses, in the order they run. */
    scripts: string[];
    /** Scripts the page will ask for once booted (its islands' lazy code): fetched at the paint too. */
    preload: string[];
}

/** The component names of the islands in a page's HTML (data-react), each once. */
export function islandNamesIn(html: string): Set<string> {
    return new Set(Array.from(html.matchAll(/data-react="([^"]+)"/g), (match) => match[1]!));
}

/**
 * The loader's inline text for a page's assets and the answer's CSP nonce, written as plain
 * ES2017 like the click guard (@library/boot/clickReplay.ts says why).
 */
export function assetLoaderScript({ stylesheet, scripts, preload }: IPageAssets, nonce: string): string {
    return `(function (sources, stylesheet, preload, nonce) {
    var started = false;
    function load() {
        if (started) return;
        started = true;
        var link = document.createElement("link");
        link.rel = "stylesheet";
        link.id = stylesheet.id;
        link.href = stylesheet.href;
        link.media = "print";
        document.head.appendChild(link);
        sources.forEach(function (src) {
            var script = document.createElement("script");
            script.src = src;
            script.async = false;
            script.nonce = nonce;
            document.head.appendChild(script);
        });
        preload.forEach(function (href) {
            var hint = document.createElement("link");
            hint.rel = "preload";
            hint.as = "script";
            hint.href = href;
            document.head.appendChild(hint);
        });
    }
    window.setTimeout(load, ${LATEST_MS});
    if (document.visibilityState === "hidden") return load();
    var Observer = window.PerformanceObserver;
    if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf("paint") < 0) {
        return window.requestAnimationFrame(function () { window.setTimeout(load, 0); });
    }
    new Observer(function (list, observer) {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        load();
    }).observe({ type: "paint", buffered: true });
})(${escapeJsonForHtml(scripts)}, ${escapeJsonForHtml(stylesheet)}, ${escapeJsonForHtml(preload)}, ${escapeJsonForHtml(nonce)});`;
}

/** The assets a page's loader names (for tests and benches reading a page); none without a loader. */
export function pageAssetsIn(html: string): IPageAssets | null {
    const match = /\(function \(sources, stylesheet, preload, nonce\) \{[\s\S]*?\}\)\((\[[^\]]*\]), (\{[^}]*\}), (\[[^\]]*\]), /.exec(html);
    if (!match) return null;
    return { scripts: JSON.parse(match[1]!) as string[], stylesheet: JSON.parse(match[2]!) as IPageAssets["stylesheet"], preload: JSON.parse(match[3]!) as string[] };
}
