import { parseQuery, stringifyQuery } from "@library/api/queryString";

describe("stringifyQuery", () => {
    it("writes arrays with indices and nested objects with brackets", () => {
        const query = stringifyQuery({ expand: ["insertUser", "category"], filter: { categoryID: 3 } });
        expect(decodeURIComponent(query)).toBe("expand[0]=insertUser&expand[1]=category&filter[categoryID]=3");
    });

    it("leaves out null and undefined values but keeps empty strings, zero and false", () => {
        const query = stringifyQuery({ a: null, b: undefined, c: "", d: 0, e: false, f: { g: null, h: 1 } });
        expect(decodeURIComponent(query)).toBe("c=&d=0&e=false&f[h]=1");
    });

    it("escapes reserved characters so values survive a round trip", () => {
        const params = { query: "a&b=c #1?", tags: ["x/y", "50%"] };
        expect(parseQuery(stringifyQuery(params))).toEqual(params);
    });
});

describe("parseQuery", () => {
    it("reads a leading '?' and nested brackets", () => {
        expect(parseQuery("?sort=-score&filter[categoryID]=3&ids[0]=1&ids[1]=2")).toEqual({
            sort: "-score",
            filter: { categoryID: "3" },
            ids: ["1", "2"],
        });
    });

    it("reads at most 1000 parameters", () => {
        const query = Array.from({ length: 1001 }, (_, i) => `p${i}=${i}`).join("&");
        const parsed = parseQuery(query);
        expect(Object.keys(parsed)).toHaveLength(1000);
        expect(parsed.p999).toBe("999");
        expect(parsed).not.toHaveProperty("p1000");
    });

    it("nests at most 5 levels deep; the rest stays one literal key", () => {
        expect(parseQuery("a[b][c][d][e][f]=x")).toEqual({ a: { b: { c: { d: { e: { f: "x" } } } } } });
        expect(parseQuery("a[b][c][d][e][f][g][h]=x")).toEqual({ a: { b: { c: { d: { e: { f: { "[g][h]": "x" } } } } } } });
    });

    it("makes small indices array items but keeps a large index (a[25]=x) as an object key", () => {
        expect(parseQuery("a[1]=x")).toEqual({ a: ["x"] });
        const parsed = parseQuery("a[25]=x");
        expect(Array.isArray(parsed.a)).toBe(false);
        expect(parsed).toEqual({ a: { "25": "x" } });
        // A huge index must not allocate a huge array.
        expect(parseQuery("a[999999999]=x")).toEqual({ a: { "999999999": "x" } });
    });
});
