import { escapeHtml, escapeJsonForHtml } from "@server/ssr/escape";

describe("escapeHtml", () => {
    it("escapes the five HTML-special characters", () => {
        expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;");
    });

    it("leaves other text alone and escapes & only once per character", () => {
        expect(escapeHtml("Grüße, 日本語 — ok")).toBe("Grüße, 日本語 — ok");
        expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    });
});

describe("escapeJsonForHtml", () => {
    const hostile = { name: "</script><script>alert(1)</script>", note: "a & b <!-- c -->", lines: "x\u2028y\u2029z" };

    it("contains no character that could end the script element or confuse a parser", () => {
        const json = escapeJsonForHtml(hostile);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(json).not.toContain("</script");
        expect(json).toContain("\\u003c/script\\u003e");
        expect(json).toContain("\\u0026");
        expect(json).toContain("\\u2028");
        expect(json).toContain("\\u2029");
    });

    it("is still JSON that parses back to the same value", () => {
        expect(JSON.parse(escapeJsonForHtml(hostile))).toEqual(hostile);
        expect(JSON.parse(escapeJsonForHtml([1, null, true, "plain"]))).toEqual([1, null, true, "plain"]);
    });
});
