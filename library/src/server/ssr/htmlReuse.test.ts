import { KeptHtml } from "./htmlReuse";

const part = (html: string) => ({ html, keys: [], symbols: [] });

describe("KeptHtml", () => {
    it("drops the least recently used parts once the characters pass the limit", () => {
        const kept = new KeptHtml(10);
        kept.set("a", part("aaaa"));
        kept.set("b", part("bbbb"));
        expect(kept.get("a")?.html).toBe("aaaa"); // a is now the most recently used
        kept.set("c", part("cccc")); // 12 characters: b goes
        expect(kept.get("b")).toBeUndefined();
        expect(kept.get("a")?.html).toBe("aaaa");
        expect(kept.get("c")?.html).toBe("cccc");
        expect(kept.size).toBe(2);
    });

    it("keeps nothing larger than the limit, and a digest once", () => {
        const kept = new KeptHtml(10);
        kept.set("big", part("x".repeat(11)));
        expect(kept.size).toBe(0);
        kept.set("a", part("aaaa"));
        kept.set("a", part("aaaa"));
        kept.set("b", part("bbbbbb"));
        expect([kept.get("a")?.html, kept.get("b")?.html]).toEqual(["aaaa", "bbbbbb"]);
    });
});
