import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let member: string;
let moderator: string;
let helpID: number;

beforeAll(async () => {
    t = await createTestApp();
    [member, moderator] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator")]);
    helpID = (await t.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "help").executeTakeFirstOrThrow()).categoryID;
});
afterAll(() => t.close());

interface IFound {
    categoryID: number;
    name: string;
    url: string;
    breadcrumbs?: Array<{ name: string; url: string }>;
}

async function search(query: string, cookie?: string): Promise<IFound[]> {
    const response = await t.app.inject({ url: `/api/v2/categories/search?${query}`, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return response.json();
}

describe("GET /api/v2/categories/search", () => {
    it("finds categories by part of their name, names starting with the query first", async () => {
        const found = await search("query=st&limit=50", moderator);
        expect(found.map((category) => category.name)).toEqual(["Staff Room", "Installation & Setup"]);
        expect(found[0]).toMatchObject({ url: "/categories/staff", parentCategoryID: null, displayAs: "discussions" });
    });

    it("never shows a category the viewer may not see", async () => {
        expect((await search("query=st&limit=50", member)).map((category) => category.name)).toEqual(["Installation & Setup"]);
        expect((await search("query=staff")).map((category) => category.name)).toEqual([]);
    });

    it("expands breadcrumbs: Home, the ancestors, then the category", async () => {
        const [found] = await search("query=setup&expand=breadcrumbs&limit=50", member);
        if (!found) throw new Error("No category matches \"setup\".");
        expect(found.breadcrumbs).toEqual([
            { name: "Home", url: "/" },
            { name: "Help & Support", url: "/categories/help" },
            { name: "Installation & Setup", url: "/categories/installation" },
        ]);
        expect((await search("query=setup", member))[0]!.breadcrumbs).toBeUndefined();
    });

    it("searches below a parent category when one is given", async () => {
        const below = await search(`query=a&parentCategoryID=${helpID}&limit=50`, member);
        expect(below.map((category) => category.name)).toEqual(["Installation & Setup"]);
        expect((await search("query=a&limit=50", member)).length).toBeGreaterThan(1);
    });

    it("pages with limit and the paging headers", async () => {
        const response = await t.app.inject({ url: "/api/v2/categories/search?query=o&limit=2", headers: { cookie: member } });
        expect(response.json()).toHaveLength(2);
        expect(Number(response.headers["x-app-page-result-count"])).toBeGreaterThan(2);
        expect(response.headers["x-app-page-next-url"]).toContain("page=2");
    });

    it("answers 400 with field errors for bad input", async () => {
        const missing = await t.app.inject({ url: "/api/v2/categories/search?limit=50" });
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({ status: 400, errors: [{ field: "query", code: "required" }] });
        const tooMany = await t.app.inject({ url: "/api/v2/categories/search?query=a&limit=201" });
        expect(tooMany.json().errors).toEqual([expect.objectContaining({ field: "limit", code: "maximum" })]);
        const badExpand = await t.app.inject({ url: "/api/v2/categories/search?query=a&expand=everything" });
        expect(badExpand.statusCode).toBe(400);
    });
});
