import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { loadFragment, loadFragmentStylesheet, resetFragmentLoads, STYLESHEET_FALLBACK_MS, STYLESHEET_REMOVAL_DELAY_MS } from "@library/fragments/loadFragment";
import type { FragmentFactory } from "@library/fragments/fragmentContract";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";

const UUID = "01956517-0dd5-731e-bd2a-1fbf9b47933e";

/** jsdom runs no external script: play the browser's part — the script runs (calling define) and loads. */
function runScript(script: HTMLScriptElement, factory?: FragmentFactory): void {
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => script });
    if (factory) window.HearthFragments!.define(factory);
    Object.defineProperty(document, "currentScript", { configurable: true, get: () => null });
    script.dispatchEvent(new Event("load"));
}

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>("script[data-fragment-script]")];
const styles = () => [...document.head.querySelectorAll<HTMLLinkElement | HTMLStyleElement>("[data-fragment-style]")];
const hello: FragmentFactory =
    ({ React }) =>
    (props) =>
        React.createElement("p", null, `Custom ${String(props.title)}`);

beforeEach(() => {
    resetFragmentLoads();
    document.head.innerHTML = "";
});
afterEach(() => jest.useRealTimers());

describe("loading a custom fragment", () => {
    it("loads its script and stylesheet from /api/v2/fragments/{uuid}/js and /css and resolves to the component the script defines", async () => {
        const loading = loadFragment({ fragmentUUID: UUID });
        const [script] = scripts();
        expect(script!.getAttribute("src")).toBe(`/api/v2/fragments/${UUID}/js`);
        const [link] = styles();
        expect(link!.getAttribute("href")).toBe(`/api/v2/fragments/${UUID}/css`);
        runScript(script!, hello);
        link!.dispatchEvent(new Event("load"));
        const component = await loading;
        expect(renderToString(createElement(component, { title: "banner" }))).toBe("<p>Custom banner</p>");
        // A second widget of the same fragment shares the load.
        await expect(loadFragment({ fragmentUUID: UUID })).resolves.toBe(component);
        expect(scripts()).toHaveLength(1);
    });

    it("uses the override URLs, and inline css instead of fetching a stylesheet", async () => {
        const loading = loadFragment({ fragmentUUID: UUID, jsUrl: "/static/fragment.js", css: ".x { color: red }" });
        expect(scripts()[0]!.getAttribute("src")).toBe("/static/fragment.js");
        expect(styles().map((element) => [element.tagName, element.textContent])).toEqual([["STYLE", ".x { color: red }"]]);
        runScript(scripts()[0]!, hello);
        await expect(loading).resolves.toEqual(expect.any(Function));
    });

    it("rejects a script that fails to load (and tries again on the next load), and one that defines nothing", async () => {
        const failing = loadFragment({ fragmentUUID: UUID, css: "" });
        scripts()[0]!.dispatchEvent(new Event("error"));
        await expect(failing).rejects.toThrow(`The fragment script /api/v2/fragments/${UUID}/js could not be loaded.`);
        expect(scripts()).toHaveLength(0);

        const silent = loadFragment({ fragmentUUID: UUID, css: "" });
        expect(scripts()).toHaveLength(1);
        runScript(scripts()[0]!);
        await expect(silent).rejects.toThrow("did not call HearthFragments.define()");
    });

    it("refuses code from another site: a foreign jsUrl rejects without a script; a foreign cssUrl is a logged stylesheet failure", async () => {
        await expect(loadFragment({ fragmentUUID: UUID, jsUrl: "https://evil.example/x.js" })).rejects.toThrow("Fragment code loads only from this site");
        await expect(loadFragment({ fragmentUUID: UUID, jsUrl: "//evil.example/x.js" })).rejects.toThrow("only from this site");
        expect(scripts()).toHaveLength(0);

        const loading = loadFragment({ fragmentUUID: UUID, cssUrl: "https://evil.example/x.css" });
        expect(styles()).toHaveLength(0);
        runScript(scripts()[0]!, hello);
        await expect(loading).resolves.toEqual(expect.any(Function));
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("Failed to load stylesheet https://evil.example/x.css")]);
    });

    it("logs a stylesheet that fails as 'Failed to load stylesheet' and goes on", async () => {
        const loading = loadFragment({ fragmentUUID: UUID });
        styles()[0]!.dispatchEvent(new Event("error"));
        runScript(scripts()[0]!, hello);
        await expect(loading).resolves.toEqual(expect.any(Function));
        expect(takeConsoleErrors()).toEqual([`[hearth] Failed to load stylesheet /api/v2/fragments/${UUID}/css`]);
    });
});

describe("fragment stylesheets", () => {
    it("waits for a stylesheet that neither loads nor fails for 1 s, no longer", async () => {
        jest.useFakeTimers();
        let done = false;
        void loadFragmentStylesheet(UUID, { href: "/slow.css" }).then(() => (done = true));
        await jest.advanceTimersByTimeAsync(STYLESHEET_FALLBACK_MS - 1);
        expect(done).toBe(false);
        await jest.advanceTimersByTimeAsync(1);
        expect(done).toBe(true);
        expect(STYLESHEET_FALLBACK_MS).toBe(1000);
    });

    it("removes the stylesheet a new one replaces 100 ms after the new one is in", async () => {
        jest.useFakeTimers();
        const first = loadFragmentStylesheet(UUID, { href: "/a.css" });
        styles()[0]!.dispatchEvent(new Event("load"));
        await first;
        const second = loadFragmentStylesheet(UUID, { href: "/b.css" });
        expect(styles().map((element) => element.getAttribute("href"))).toEqual(["/a.css", "/b.css"]);
        styles()[1]!.dispatchEvent(new Event("load"));
        await second;
        await jest.advanceTimersByTimeAsync(STYLESHEET_REMOVAL_DELAY_MS - 1);
        expect(styles()).toHaveLength(2);
        await jest.advanceTimersByTimeAsync(1);
        expect(styles().map((element) => element.getAttribute("href"))).toEqual(["/b.css"]);
        expect(STYLESHEET_REMOVAL_DELAY_MS).toBe(100);
    });
});
