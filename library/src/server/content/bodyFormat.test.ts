import { HttpError } from "@server/http/httpErrors";
import { BODY_FORMATS } from "@library/composer/composerTypes";
import { parseRich2, rich2ToMarkdown } from "@library/composer/rich2";
import { BODY_FORMATS as SERVER_FORMATS, isEmptyBody, renderBody, validateBody } from "./bodyFormat";

// Raw JSON as a client could send it (hostile or malformed shapes included), not typed nodes.
const doc = (...blocks: object[]) => JSON.stringify(blocks);
const p = (...children: object[]) => ({ type: "p", children });

/** What the browser gets must never run code or leave the rules of shell §5. */
function expectHarmless(html: string): void {
    expect(html).not.toMatch(/<script|<iframe|<style|<object|<svg|<[^>]*\son\w+=/i);
    // Inside real tags only: escaped text ("&lt;a href=…") is words on the page, not markup.
    expect(html).not.toMatch(/<[^>]*\s(href|src)="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/<[^>]*\s(href|src)="(\/\/|\/\\)/);
}

const HOSTILE = [
    `<script>alert(1)</script>`,
    `<img src=x onerror="alert(1)">`,
    `<a href="javascript:alert(1)">j</a>`,
    `<a href="JaVaScRiPt:alert(1)" onclick="x()">j</a>`,
    `<a href="data:text/html,<script>alert(1)</script>">d</a>`,
    `<a href="vbscript:msgbox(1)">v</a>`,
    `<a href="/\\evil.example">slash</a>`,
    `<a href="//evil.example">proto</a>`,
    `<img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="/\\evil.example/x.png"><img src="//evil.example/x.png">`,
    `<iframe src="https://evil.example"></iframe><style>body{}</style><svg onload=alert(1)>`,
    `[x](javascript:alert(1)) [y](//evil.example) [z](/\\evil.example) ![i](javascript:alert(1)) ![j](data:image/png;base64,AAAA)`,
    `javascript:alert(1) vbscript:x data:text/html,x`,
];

describe("BODY_FORMATS", () => {
    it("is the one list of composerTypes", () => {
        expect(SERVER_FORMATS).toBe(BODY_FORMATS);
        expect([...SERVER_FORMATS]).toEqual(["rich2", "markdown", "text", "textex", "wysiwyg"]);
    });
});

describe("every format through the one sanitiser", () => {
    it.each(BODY_FORMATS.filter((format) => format !== "rich2"))("%s keeps hostile input harmless", (format) => {
        for (const input of HOSTILE) expectHarmless(renderBody(input, format));
    });

    it("rich2 keeps hostile text, links, mentions, images and files harmless", () => {
        for (const input of HOSTILE) {
            const html = renderBody(doc(p({ text: input }), { type: "p", children: [{ type: "a", url: input, children: [{ text: input }] }] }), "rich2");
            expectHarmless(html);
            expect(html).not.toContain("<script");
        }
        for (const url of ["javascript:alert(1)", "data:image/png;base64,AAAA", "vbscript:x", "/\\evil.example/a.png", "//evil.example/a.png", " javascript:alert(1)"]) {
            const html = renderBody(doc(p({ type: "img", url, alt: `"><script>alert(1)</script>`, children: [{ text: "" }] }), p({ type: "a", url, children: [{ text: "click" }] }), { type: "file", url, name: "<b>f</b>", size: 10, children: [{ text: "" }] }), "rich2");
            expectHarmless(html);
            expect(html).not.toContain("<img");
            expect(html).not.toContain("<a");
            expect(html).toContain("&lt;script&gt;");
            expect(html).toContain("<p>click</p>");
        }
        const mention = renderBody(doc(p({ type: "@", name: `"><img src=x onerror=alert(1)>`, userID: 3, children: [{ text: "" }] })), "rich2");
        expectHarmless(mention);
        expect(mention).toContain('class="atMention" data-userid="3"');
        expect(mention).not.toContain("<img");
        // The profile address rule of userUrls.ts: "/" and "&" escaped twice.
        expect(renderBody(doc(p({ type: "@", name: "a/b & c", userID: 4, children: [{ text: "" }] })), "rich2")).toBe('<p><a href="/profile/a%252Fb%20%2526%20c" class="atMention" data-userid="4">@a/b &amp; c</a></p>');
    });
});

describe("rich2", () => {
    it("renders blocks, marks, lists, quotes, code, spoilers, links, mentions, images and files", () => {
        const html = renderBody(
            doc(
                { type: "h2", children: [{ text: "Title" }] },
                { type: "h5", children: [{ text: "Small" }] },
                p({ text: "bold", bold: true }, { text: " " }, { text: "it", italic: true }, { text: " " }, { text: "gone", strikethrough: true }, { text: " " }, { text: "x<y", code: true }),
                p({ text: "line one\nline two" }),
                { type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "quoted" }] }] },
                { type: "code_block", children: [{ type: "code_line", children: [{ text: "if (a < b) {" }] }, { type: "code_line", children: [{ text: "}" }] }] },
                { type: "spoiler", children: [{ type: "spoiler-line", children: [{ text: "the end" }] }] },
                { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "one" }] }, { type: "ol", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "one.a" }] }] }] }] }] },
                p({ type: "a", url: "https://example.com/x?a=1&b=2", children: [{ text: "out" }] }, { text: " " }, { type: "a", url: "/discussions", children: [{ text: "in" }] }),
                p({ type: "@", name: "Jane Doe", userID: 7, children: [{ text: "" }] }),
                { type: "img", url: "/uploads/a.png", alt: "a \"cat\"", children: [{ text: "" }] },
                { type: "file", url: "https://cdn.example/r.pdf", name: "report.pdf", size: 1536, children: [{ text: "" }] },
            ),
            "rich2",
        );
        expect(html).toBe(
            [
                "<h3>Title</h3><h6>Small</h6>",
                "<p><strong>bold</strong> <em>it</em> <del>gone</del> <code>x&lt;y</code></p>",
                "<p>line one<br />line two</p>",
                "<blockquote><p>quoted</p></blockquote>",
                "<pre><code>if (a &lt; b) {\n}</code></pre>",
                '<details class="spoiler"><summary>Spoiler</summary><p>the end</p></details>',
                "<ul><li>one<ol><li>one.a</li></ol></li></ul>",
                '<p><a href="https://example.com/x?a=1&amp;b=2" rel="nofollow ugc noopener noreferrer" target="_blank">out</a> <a href="/discussions">in</a></p>',
                '<p><a href="/profile/Jane%20Doe" class="atMention" data-userid="7">@Jane Doe</a></p>',
                '<p><img src="/uploads/a.png" alt="a &quot;cat&quot;" /></p>',
                '<p><a href="https://cdn.example/r.pdf" rel="nofollow ugc noopener noreferrer" target="_blank" class="attachment">report.pdf (1.5 KB)</a></p>',
            ].join(""),
        );
    });

    it("reads the same after switching to Markdown (rich2ToMarkdown)", () => {
        const body = doc(
            { type: "h3", children: [{ text: "Head" }] },
            p({ text: "bold", bold: true }, { text: " & " }, { text: "it", italic: true }, { text: " " }, { text: "a<b", code: true }, { text: " *not* [x] " }, { text: "old", strikethrough: true }),
            p({ type: "a", url: "https://example.com/?q=1&r=2", children: [{ text: "out" }] }, { text: " and " }, { type: "a", url: "/in", children: [{ text: "in" }] }),
            { type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "q1" }] }, { type: "blockquote-line", children: [{ text: "q2" }] }] },
            { type: "ol", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "one" }] }, { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "inner" }] }] }] }] }, { type: "li", children: [{ type: "lic", children: [{ text: "two" }] }] }] },
            { type: "img", url: "https://example.com/a.png", alt: "cat", children: [{ text: "" }] },
        );
        const tight = (html: string) => html.replace(/\n/g, "");
        expect(tight(renderBody(rich2ToMarkdown(parseRich2(body)), "markdown"))).toBe(tight(renderBody(body, "rich2")));
    });

    it("shows a stored body it cannot read as escaped text", () => {
        expect(renderBody("<b>not json", "rich2")).toBe("<p>&lt;b&gt;not json</p>");
    });
});

describe("the other formats", () => {
    it("markdown demotes headings and allows safe images", () => {
        const html = renderBody("# Big\n\n## Less\n\n### Three\n\n![cat](https://example.com/c.png) ![no](/\\evil.example/c.png)", "markdown");
        expect(html).toContain("<h3>Big</h3>");
        expect(html).toContain("<h4>Less</h4>");
        expect(html).toContain("<h5>Three</h5>");
        expect(html).toContain('<img src="https://example.com/c.png" alt="cat" />');
        // markdown-it percent-encodes the backslash: a path on this site, never another host.
        expect(html).toContain('<img src="/%5Cevil.example/c.png" alt="no" />');
        expectHarmless(html);
    });

    it("textex links web addresses and escapes the rest", () => {
        expect(renderBody("see www.example.com & <b>me</b>\n\nor /x", "textex")).toBe(
            '<p>see <a href="http://www.example.com" rel="nofollow ugc noopener noreferrer" target="_blank">www.example.com</a> &amp; &lt;b&gt;me&lt;/b&gt;</p><p>or /x</p>',
        );
    });

    it("text escapes and keeps paragraphs", () => {
        expect(renderBody("a <b>\n\nc\nd", "text")).toBe("<p>a &lt;b&gt;</p><p>c<br />d</p>");
    });

    it("wysiwyg keeps allowed markup, drops the rest", () => {
        expect(renderBody('<h1 style="x">T</h1><p onclick="x()">Hi <strong>there</strong><span>!</span></p><details class="spoiler evil"><summary>S</summary>x</details>', "wysiwyg")).toBe(
            '<h3>T</h3><p>Hi <strong>there</strong>!</p><details class="spoiler"><summary>S</summary>x</details>',
        );
    });
});

function bodyError(body: string, format: string): HttpError {
    try {
        validateBody(body, format);
    } catch (error) {
        return error as HttpError;
    }
    throw new Error("validateBody accepted it");
}

describe("validateBody", () => {
    it.each([
        ["broken JSON", "[{"],
        ["not a list", '{"type":"p"}'],
        ["an unknown node", doc({ type: "script", children: [{ text: "x" }] })],
        ["a line where a block belongs", doc({ type: "li", children: [] })],
        ["a text without text", doc(p({ bold: true }))],
        ["a link without url", doc(p({ type: "a", children: [{ text: "x" }] }))],
        ["a mention without userID", doc(p({ type: "@", name: "x", children: [{ text: "" }] }))],
        ["a file without size", doc({ type: "file", url: "/f", name: "f", children: [{ text: "" }] })],
        ["a mark that is not a boolean", doc(p({ text: "x", bold: "yes" }))],
        ["deep nesting", JSON.stringify([Array.from({ length: 40 }).reduce<object>((inner) => ({ type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "x" }] }, inner] }] }), { type: "ul", children: [] })])],
    ])("refuses %s with a 400 naming body", (_, body) => {
        const error = bodyError(body, "rich2");
        expect(error).toBeInstanceOf(HttpError);
        expect(error.status).toBe(400);
        expect(error.message).toBe("The body could not be read as rich2.");
        expect(error.errors[0]).toMatchObject({ field: "body", code: "invalid" });
    });

    it("accepts a well-formed rich2 body and any text in the other formats", () => {
        expect(() => validateBody(doc(p({ text: "hi" })), "rich2")).not.toThrow();
        for (const format of ["markdown", "text", "textex", "wysiwyg"]) expect(() => validateBody("[{", format)).not.toThrow();
        expect(bodyError("x", "bbcode").errors[0]!.field).toBe("format");
    });
});

describe("isEmptyBody", () => {
    it("sees whitespace-only bodies in every format as empty", () => {
        expect(isEmptyBody(doc(p({ text: "  " }), { type: "ul", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "\n" }] }] }] }), "rich2")).toBe(true);
        expect(isEmptyBody(doc(), "rich2")).toBe(true);
        expect(isEmptyBody(" \n ", "markdown")).toBe(true);
        expect(isEmptyBody("<p>&nbsp;</p><script>x</script>", "wysiwyg")).toBe(true);
    });

    it("sees text, a mention or an image as something written; an unreadable body is not empty", () => {
        expect(isEmptyBody(doc(p({ text: "hi" })), "rich2")).toBe(false);
        expect(isEmptyBody(doc(p({ type: "@", name: "x", userID: 1, children: [{ text: "" }] })), "rich2")).toBe(false);
        expect(isEmptyBody(doc({ type: "img", url: "/a.png", children: [{ text: "" }] }), "rich2")).toBe(false);
        expect(isEmptyBody("[{", "rich2")).toBe(false);
        expect(isEmptyBody('<img src="/a.png">', "wysiwyg")).toBe(false);
    });
});
