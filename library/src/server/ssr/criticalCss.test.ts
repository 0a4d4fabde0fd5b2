import { classNamesIn, criticalCss } from "@server/ssr/criticalCss";

const SHEET =
    ".used{color:red}.unused{color:blue}.used:hover, .other:focus{color:green}" +
    "*, *::before{box-sizing:border-box}body{margin:0}a[href$=\".pdf\"]{color:gray}" +
    "@media (max-width: 800px){.used{padding:0}.unused{padding:1px}}@media print{.unused{display:none}}" +
    "@keyframes spin{to{transform:rotate(360deg)}}.button[aria-disabled='true']{opacity:0.5}";

describe("criticalCss", () => {
    it("reads the class names of a page's HTML", () => {
        expect([...classNamesIn('<div class="used  a-b"><p class="c">x</p><span data-class="no"></span></div>')]).toEqual(["used", "a-b", "c"]);
    });

    it("keeps the rules whose classes the HTML uses, rules without classes and keyframes; drops the others, inside @media too", () => {
        const css = criticalCss(SHEET, new Set(["used"]));
        expect(css).toBe(
            ".used{color:red}.used:hover, .other:focus{color:green}" +
                "*, *::before{box-sizing:border-box}body{margin:0}a[href$=\".pdf\"]{color:gray}" +
                "@media (max-width: 800px){.used{padding:0}}" +
                "@keyframes spin{to{transform:rotate(360deg)}}",
        );
    });

    it("answers a page the rules of its own classes when another page with other classes came before, and reads a grown sheet afresh", () => {
        expect(criticalCss(SHEET, new Set(["unused"]))).toContain(".unused{color:blue}");
        expect(criticalCss(SHEET, new Set(["used"]))).not.toContain(".unused");
        expect(criticalCss(SHEET, new Set(["unused"]))).toBe(criticalCss(SHEET, new Set(["unused"])));
        const grown = `${SHEET}.late{color:teal}`;
        expect(criticalCss(grown, new Set(["late"]))).toContain(".late{color:teal}");
    });

    it("keeps everything a page with every class uses, unchanged", () => {
        expect(criticalCss(SHEET, new Set(["used", "unused", "other", "button"]))).toBe(SHEET);
    });
});
