/**
 * The page's asset loader (issue 18 item 1): the page names its scripts and its site stylesheet
 * only in the loader, and the loader adds them (the scripts in order, with the answer's nonce)
 * at the first contentful paint — at once in a background tab, after a frame where paint timing
 * is missing.
 */
import { AssetManifest } from "@server/ssr/assetManifest";
import { assetLoaderScript, LATEST_MS, pageAssetsIn } from "@server/ssr/assetLoader";
import { createTestApp, preloadOf, type ITestApp } from "@server/testing/testApp";

/** What the loader set on an element it added (a script's or the stylesheet link's properties). */
type IAdded = Record<string, unknown>;

/** Runs the loader's text against a stand-in window; returns what it added and the page's hooks. */
function runLoader(sources: string[], { hidden = false, paintTiming = true } = {}) {
    const added: IAdded[] = [];
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const frames: Array<() => void> = [];
    const observers: FakeObserver[] = [];
    class FakeObserver {
        static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
        disconnected = false;
        constructor(readonly callback: (list: unknown, observer: FakeObserver) => void) {}
        observe() {
            observers.push(this);
        }
        disconnect() {
            this.disconnected = true;
        }
    }
    const observer = () => observers[0];
    const document = {
        visibilityState: hidden ? "hidden" : "visible",
        createElement: (tag: string) => ({ tag }) as IAdded,
        head: { appendChild: (element: IAdded) => added.push({ ...element }) },
    };
    const window = {
        PerformanceObserver: FakeObserver,
        setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
    };
    new Function("window", "document", assetLoaderScript({ stylesheet: STYLESHEET, scripts: sources, preload: PRELOAD }, "n0nce+/="))(window, document);
    const paint = (name: string) => observer()!.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, observer()!);
    return { added, timers, frames, paint, observer };
}

const SOURCES = ["/assets/runtime.1.js", "/assets/react.2.js", "/assets/addon-polls.3.js", "/assets/discussion.4.js"];
const STYLESHEET = { href: "/styles/site.abc.css", id: "site-styles" };
const PRELOAD = ["/assets/Pager.5.js"];
const scriptsOf = (added: IAdded[]) => added.filter((element) => element.tag === "script").map((element) => element.src);

describe("the script loader", () => {
    it("adds nothing before the first contentful paint, then the stylesheet (print until boot), every script in order, ordered and with the nonce, and the islands' code as hints", () => {
        const page = runLoader(SOURCES);
        expect(page.added).toEqual([]);
        page.paint("first-paint");
        expect(page.added).toEqual([]);
        page.paint("first-contentful-paint");
        expect(page.added).toEqual([
            { tag: "link", rel: "stylesheet", id: "site-styles", href: "/styles/site.abc.css", media: "print" },
            ...SOURCES.map((src) => ({ tag: "script", src, async: false, nonce: "n0nce+/=" })),
            { tag: "link", rel: "preload", as: "script", href: "/assets/Pager.5.js" },
        ]);
        expect(page.observer()!.disconnected).toBe(true);
        // The fallback timer finds them added: nothing twice.
        for (const timer of page.timers) timer.callback();
        expect(page.added).toHaveLength(SOURCES.length + 2);
    });

    it("loads at once in a tab opened in the background (it paints nothing until shown)", () => {
        expect(scriptsOf(runLoader(SOURCES, { hidden: true }).added)).toEqual(SOURCES);
    });

    it("without paint timing, loads after the first frame; without any paint reported, after LATEST_MS", () => {
        const page = runLoader(SOURCES, { paintTiming: false });
        expect(page.added).toEqual([]);
        page.frames.forEach((frame) => frame());
        page.timers.filter((timer) => timer.delay === 0).forEach((timer) => timer.callback());
        expect(scriptsOf(page.added)).toEqual(SOURCES);

        const silent = runLoader(SOURCES);
        expect(silent.timers.map((timer) => timer.delay)).toEqual([LATEST_MS]);
        silent.timers[0]!.callback();
        expect(scriptsOf(silent.added)).toEqual(SOURCES);
    });

    it("keeps an address from closing its script element", () => {
        const hostile = "/assets/a.js</script><script>alert(1)//";
        const assets = { stylesheet: { href: hostile, id: "site-styles" }, scripts: [hostile], preload: [hostile] };
        const text = assetLoaderScript(assets, "n");
        expect(text).not.toContain("</script");
        expect(pageAssetsIn(`<script>${text}</script>`)).toEqual(assets);
    });
});

describe("a page's scripts", () => {
    let forum: ITestApp;
    beforeAll(async () => {
        forum = await createTestApp();
        // A manifest as the build writes it: shared chunks, an add-on's entry, the page's entry.
        forum.app.hearth.manifest = new AssetManifest({
            publicPath: "/assets/",
            entrypoints: { discussionList: ["runtime.js", "react.js", "discussionList.js"], "addon-online-online": ["runtime.js", "addon-online.js"] },
            addons: { online: ["addon-online-online"] },
            entryChunks: { discussionList: ["1", "2", "3"], "addon-online-online": ["1", "4"] },
            // "Last Active" is a word of no list page's render (the user card's): only the Pager's chunk brings it.
            chunkKeys: { "3": ["Recent Discussions"], "5": ["Previous", "Next", "Last Active"], "6": ["Search"] },
            // Named after their islands (either case of the first letter); one shares react.js.
            chunkGroups: { Pager: { files: ["react.js", "Pager.js"], chunks: ["2", "5"] }, titleBarSearch: { files: ["titleBarSearch.js"], chunks: ["6"] }, EmojiPicker: { files: ["EmojiPicker.js"], chunks: ["7"] } },
        });
    });
    afterAll(() => forum.close());

    it("are named only in the loader, entry last, with the site stylesheet, and the loader carries the page's nonce", async () => {
        const response = await forum.app.inject("/discussions");
        expect(response.body).not.toMatch(/<script\b[^>]*\bsrc=/);
        // The page's own links: its icon and the one preloaded font face, nothing the paint waits on.
        const links = response.body.match(/<link\b[^>]*>/g) ?? [];
        expect(links.filter((link) => !/rel="icon"/.test(link) && !/rel="preload"[^>]*as="font"/.test(link))).toEqual([]);
        const assets = pageAssetsIn(response.body)!;
        expect(assets.stylesheet).toEqual({ href: expect.stringMatching(/^\/styles\/site\.[\w-]{12}\.css$/), id: "site-styles" });
        const sources = assets.scripts;
        expect(sources[0]).toBe("/assets/runtime.js");
        expect(sources.at(-1)).toBe("/assets/discussionList.js");
        expect(new Set(sources).size).toBe(sources.length);
        const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))![1]!;
        expect(response.body).toContain(`, ${JSON.stringify(nonce)});</script>`);
    });

    it("have the code of the islands shown fetched at the paint too, their words in the page, and nothing for islands not shown", async () => {
        const html = (await forum.app.inject({ url: "/discussions", headers: { "accept-language": "fr" } })).body;
        expect(html).toContain('data-react="Pager"');
        expect(html).toContain('data-react="TitleBarSearch"');
        // In the order the islands come in the page (the title bar first), react.js not twice.
        expect(pageAssetsIn(html)!.preload).toEqual(["/assets/titleBarSearch.js", "/assets/Pager.js"]);
        // The islands' chunks came with the page's catalogue: the browser fetches no keys for them.
        const meta = preloadOf(html).meta as unknown as { translations: Record<string, string>; translationChunks?: string[] };
        expect(meta.translationChunks).toEqual(expect.arrayContaining(["1", "2", "3", "4", "5", "6"]));
        expect(meta.translationChunks).not.toContain("7");
        expect(meta.translations).toHaveProperty(["Last Active"], "Dernière activité");
    });
});
