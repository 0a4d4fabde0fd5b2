import { forceRenderStyles, keyframes, style } from "typestyle";
import { installClientStyles, missingFromSiteSheet } from "@library/boot/clientStyles";

describe("missingFromSiteSheet", () => {
    const site = new Set(["fknown", "fspin"]);

    it("drops the rules of classes and keyframes the site sheet defines, whole @media blocks included", () => {
        const css =
            ".fknown{color:red}.fknown:hover{color:blue}@media (max-width:600px){.fknown{display:none}}" +
            "@keyframes fspin{from{opacity:0}to{opacity:1}}body{margin:0}";
        expect(missingFromSiteSheet(css, site)).toBe("");
    });

    it("keeps a rule naming a class the site sheet lacks, alone or beside a known one", () => {
        const css = ".fknown{color:red}.fnew{color:green}@media (min-width:800px){.fnew{width:10px}}.fknown .fnew{margin:0}@keyframes fother{to{opacity:1}}";
        expect(missingFromSiteSheet(css, site)).toBe("" + ".fnew{color:green}@media (min-width:800px){.fnew{width:10px}}.fknown .fnew{margin:0}@keyframes fother{to{opacity:1}}");
    });

    it("is not fooled by a declaration that looks like a class", () => {
        expect(missingFromSiteSheet(".fknown{background:url(/a.fnew)}", site)).toBe("");
    });
});

describe("installClientStyles", () => {
    /** The site stylesheet as the asset loader adds it: a link, loaded or not yet. */
    function siteLink(css: string, loaded: boolean): HTMLLinkElement {
        const parsed = document.head.appendChild(document.createElement("style"));
        parsed.textContent = css;
        const link = document.createElement("link");
        Object.defineProperty(link, "sheet", { get: () => (loaded ? parsed.sheet : null), configurable: true });
        return link;
    }

    afterEach(() => {
        document.head.innerHTML = "";
    });

    it("writes nothing the site sheet already holds, and only the rules it lacks", () => {
        const known = style({ color: "rgb(1, 2, 3)" });
        const target = document.head.appendChild(document.createElement("style"));
        installClientStyles(target, siteLink(`.${known}{color:rgb(1,2,3)}`, true));
        forceRenderStyles();
        expect(target.textContent).not.toContain(known);
        const added = style({ color: "rgb(4, 5, 6)" });
        forceRenderStyles();
        expect(target.textContent).toContain(`.${added}{`);
        expect(target.textContent).not.toContain(known);
    });

    it("waits for the site sheet to load before writing, then writes what it lacks", () => {
        const known = style({ margin: 3 });
        const pulse = keyframes({ from: { opacity: 0.5 } });
        const link = siteLink(`.${known}{margin:3px}`, false);
        const target = document.head.appendChild(document.createElement("style"));
        installClientStyles(target, link);
        forceRenderStyles();
        expect(target.textContent).toBe("");
        Object.defineProperty(link, "sheet", { get: () => (document.head.querySelector("style") as HTMLStyleElement).sheet });
        link.dispatchEvent(new Event("load"));
        expect(target.textContent).toContain(`@keyframes ${pulse}`);
        expect(target.textContent).not.toContain(`.${known}{`);
    });

    it("writes everything when the site sheet fails to load", () => {
        const known = style({ padding: 7 });
        const link = siteLink(`.${known}{padding:7px}`, false);
        const target = document.head.appendChild(document.createElement("style"));
        installClientStyles(target, link);
        forceRenderStyles();
        link.dispatchEvent(new Event("error"));
        expect(target.textContent).toContain(`.${known}{`);
    });
});
