import { isEmptyRich2, parseRich2, rich2MentionNames, rich2PlainText, rich2ToMarkdown, Rich2ParseError, RICH2_MAX_DEPTH } from "./rich2";
import type { Rich2Document } from "./rich2Types";

const p = (...children: object[]) => ({ type: "p", children });
const lic = (text: string) => ({ type: "lic", children: [{ text }] });
const mention = (name: string, userID = 2) => ({ type: "@", name, userID, children: [{ text: "" }] });
const parse = (...blocks: object[]) => parseRich2(JSON.stringify(blocks));

function reasonOf(json: string): string {
    try {
        parseRich2(json);
    } catch (error) {
        expect(error).toBeInstanceOf(Rich2ParseError);
        return (error as Rich2ParseError).reason;
    }
    throw new Error("parseRich2 accepted it");
}

describe("parseRich2", () => {
    it("reads a well-formed document and keeps its nodes", () => {
        const doc = parse(p({ text: "hi", bold: true }, mention("Jane Doe")), { type: "img", url: "/a.png", alt: "a", children: [{ text: "" }] });
        expect(doc[0]).toEqual(p({ text: "hi", bold: true }, mention("Jane Doe")));
        expect(doc).toHaveLength(2);
    });

    it("names what is wrong", () => {
        expect(reasonOf("{nope")).toBe("it is not JSON.");
        expect(reasonOf('"text"')).toBe("it is not a list of blocks.");
        expect(reasonOf(JSON.stringify([{ type: "marquee", children: [] }]))).toBe('block 1 has the type "marquee", which is not allowed there.');
        expect(reasonOf(JSON.stringify([p({ text: "a" }), p({ text: 3 })]))).toBe("block 2 (p) child 1 has no text.");
        expect(reasonOf(JSON.stringify([{ type: "ul", children: [p({ text: "a" })] }]))).toBe('block 1 (ul) child 1 has the type "p", which is not allowed there.');
        expect(reasonOf(JSON.stringify([p({ type: "a", url: "/x", children: [p({ text: "a" })] })]))).toBe("block 1 (p) child 1 (a) child 1 is not a text.");
        expect(reasonOf(JSON.stringify([p({ type: "a", url: "/x" })]))).toBe("block 1 (p) child 1 (a) has no children.");
        expect(reasonOf(JSON.stringify([null]))).toBe("block 1 is not a node.");
    });

    it("refuses trees nested deeper than the limit", () => {
        let list: object = { type: "ul", children: [{ type: "li", children: [lic("deepest")] }] };
        for (let depth = 0; depth < RICH2_MAX_DEPTH; depth++) list = { type: "ul", children: [{ type: "li", children: [lic("x"), list] }] };
        expect(reasonOf(JSON.stringify([list]))).toBe(`nodes are nested deeper than ${RICH2_MAX_DEPTH} levels.`);
        expect(() => parse({ type: "ul", children: [{ type: "li", children: [lic("x"), { type: "ol", children: [{ type: "li", children: [lic("y")] }] }] }] })).not.toThrow();
    });
});

describe("plain text, emptiness and mentions", () => {
    const doc = parse(
        { type: "h2", children: [{ text: "Title" }] },
        p({ text: "Hello " }, mention("Jane Doe"), { text: " and @bob" }),
        { type: "ul", children: [{ type: "li", children: [lic("one")] }] },
        { type: "file", url: "/f.pdf", name: "f.pdf", size: 3, children: [{ text: "" }] },
    );

    it("gives the words a reader sees, a line per block", () => {
        expect(rich2PlainText(doc)).toBe("Title\nHello @Jane Doe and @bob\none\nf.pdf");
        expect(rich2PlainText(doc, { mentions: false })).toBe("Title\nHello  and @bob\none\nf.pdf");
    });

    it("lists mention nodes once each", () => {
        expect(rich2MentionNames(parse(p(mention("Jane Doe"), mention("al"), mention("Jane Doe"))))).toEqual(["Jane Doe", "al"]);
    });

    it("is empty with only whitespace, and not with an image or a mention", () => {
        expect(isEmptyRich2([])).toBe(true);
        expect(isEmptyRich2(parse(p({ text: " \n " }), { type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "" }] }] }))).toBe(true);
        expect(isEmptyRich2(parse({ type: "img", url: "/a.png", children: [{ text: "" }] }))).toBe(false);
        expect(isEmptyRich2(parse(p(mention("al"))))).toBe(false);
    });
});

describe("rich2ToMarkdown", () => {
    it("writes every node in Markdown", () => {
        const doc: Rich2Document = parse(
            { type: "h3", children: [{ text: "Head" }] },
            p({ text: "bold", bold: true }, { text: " and " }, { text: "it ", italic: true }, { text: "x`y", code: true }, { text: " " }, { text: "old", strikethrough: true }),
            p({ text: "*not bold* 1. [x] & <b>" }),
            p({ type: "a", url: "https://example.com/a b", children: [{ text: "link" }] }, { text: " " }, { type: "a", url: "javascript:alert(1)", children: [{ text: "bad" }] }, { text: " " }, mention("Jane Doe"), { text: " " }, mention("al")),
            { type: "blockquote", children: [{ type: "blockquote-line", children: [{ text: "q1" }] }, { type: "blockquote-line", children: [{ text: "q2" }] }] },
            { type: "code_block", children: [{ type: "code_line", children: [{ text: "a ``` b" }] }, { type: "code_line", children: [{ text: "<c>" }] }] },
            { type: "ol", children: [{ type: "li", children: [lic("one"), { type: "ul", children: [{ type: "li", children: [lic("inner")] }] }] }, { type: "li", children: [lic("two")] }] },
            { type: "spoiler", children: [{ type: "spoiler-line", children: [{ text: "secret" }] }] },
            { type: "img", url: "/up/a.png", alt: "cat", children: [{ text: "" }] },
            { type: "img", url: "javascript:x", alt: "bad img", children: [{ text: "" }] },
            { type: "file", url: "/up/r.pdf", name: "r.pdf", size: 9, children: [{ text: "" }] },
        );
        expect(rich2ToMarkdown(doc).split("\n\n")).toEqual([
            "## Head",
            "**bold** and _it_ ``x`y`` ~~old~~",
            "\\*not bold\\* 1. \\[x\\] \\& \\<b\\>",
            '[link](<https://example.com/a%20b>) bad @"Jane Doe" @al',
            "> q1\n>\n> q2",
            "````\na ``` b\n<c>\n````",
            "1. one\n   - inner\n2. two",
            "> **Spoiler**\n>\n> secret",
            "![cat](</up/a.png>)",
            "bad img",
            "[r.pdf](</up/r.pdf>)",
        ]);
    });
});
