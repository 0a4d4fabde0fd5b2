/**
 * Pasted HTML → rich2: structure is kept, everything else (scripts, handlers, styles, unsafe
 * addresses) is dropped.
 */
import { htmlToRich2 } from "@library/composer/htmlToRich2";

describe("htmlToRich2", () => {
    it("keeps paragraphs, marks, headings, links, quotes, code and lists", () => {
        const doc = htmlToRich2(
            `<h1>Title</h1><p>Some <b>bold</b>, <em>italic</em>, <s>gone</s> and <code>x()</code> with <a href="https://example.com/a">a link</a>.</p>` +
                `<blockquote><p>quoted</p><p>twice</p></blockquote><pre><code>line 1\nline 2\n</code></pre>` +
                `<ul><li>one</li><li>two<ol><li>inner</li></ol></li></ul>`,
        );
        expect(doc).toEqual([
            { type: "h2", children: [{ text: "Title" }] },
            {
                type: "p",
                children: [
                    { text: "Some " },
                    { text: "bold", bold: true },
                    { text: ", " },
                    { text: "italic", italic: true },
                    { text: ", " },
                    { text: "gone", strikethrough: true },
                    { text: " and " },
                    { text: "x()", code: true },
                    { text: " with " },
                    { type: "a", url: "https://example.com/a", children: [{ text: "a link" }] },
                    { text: "." },
                ],
            },
            {
                type: "blockquote",
                children: [
                    { type: "blockquote-line", children: [{ text: "quoted" }] },
                    { type: "blockquote-line", children: [{ text: "twice" }] },
                ],
            },
            {
                type: "code_block",
                children: [
                    { type: "code_line", children: [{ text: "line 1" }] },
                    { type: "code_line", children: [{ text: "line 2" }] },
                ],
            },
            {
                type: "ul",
                children: [
                    { type: "li", children: [{ type: "lic", children: [{ text: "one" }] }] },
                    {
                        type: "li",
                        children: [
                            { type: "lic", children: [{ text: "two" }] },
                            { type: "ol", children: [{ type: "li", children: [{ type: "lic", children: [{ text: "inner" }] }] }] },
                        ],
                    },
                ],
            },
        ]);
    });

    it("drops scripts, styles, handlers, frames and unsafe addresses but keeps the visible text", () => {
        const doc = htmlToRich2(
            `<script>alert(1)</script><style>p{color:red}</style>` +
                `<p onclick="alert(2)" style="color:red" class="x">Hello <a href="javascript:alert(3)" onmouseover="alert(4)">click</a></p>` +
                `<img src="x" onerror="alert(5)"><img src="javascript:alert(6)"><img src="https://example.com/cat.png" alt="cat">` +
                `<iframe src="https://evil.example"></iframe><div><span onclick="x()">plain</span></div>`,
        );
        expect(doc).toEqual([
            { type: "p", children: [{ text: "Hello click" }] },
            { type: "img", url: "https://example.com/cat.png", alt: "cat", children: [{ text: "" }] },
            { type: "p", children: [{ text: "plain" }] },
        ]);
        const json = JSON.stringify(doc);
        for (const hostile of ["alert", "onclick", "onerror", "javascript", "style", "iframe"]) expect(json).not.toContain(hostile);
    });

    it("turns a spoiler (details) into spoiler lines and returns nothing for empty HTML", () => {
        expect(htmlToRich2("<details><summary>Careful</summary><p>The end</p></details>")).toEqual([
            {
                type: "spoiler",
                children: [
                    { type: "spoiler-line", children: [{ text: "Careful" }] },
                    { type: "spoiler-line", children: [{ text: "The end" }] },
                ],
            },
        ]);
        expect(htmlToRich2("<p>  </p><script>x</script>")).toEqual([]);
    });
});
