/**
 * /categories shows a signed-in member, per category, how many discussions have something new
 * for them (issue 12 leftover): the grouped count agrees with the `unread` the API gives each
 * discussion, through every read state (new, own, read, partly read, marked read per category
 * and everywhere, comments after a mark), and a category the member may not see is never
 * counted. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { addDiscussions } from "../listTestData";
import { unreadCountsByCategory } from "./categoryUnreadCounts";

describe("unread discussions per category (/categories)", () => {
    let forum: ITestApp;
    const cookies: Record<string, string> = {};
    const userIDs: Record<string, number> = {};
    const categoryOf: Record<string, number> = {};

    beforeAll(async () => {
        forum = await createTestApp();
        for (const name of ["admin", "moderator", "member"]) {
            cookies[name] = await signIn(forum.app, name);
            userIDs[name] = (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
        }
        for (const row of await forum.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute()) categoryOf[row.urlcode] = row.categoryID;
    });
    afterAll(() => forum?.close());

    async function post(url: string, payload: Record<string, unknown>, as: string, status = 201) {
        const response = await forum.app.inject({ method: url.endsWith("mark-read") ? "PUT" : "POST", url, headers: { ...JSON_HEADERS, cookie: cookies[as]! }, payload });
        expect(response.statusCode).toBe(status);
        return response.json() as { discussionID: number; url: string };
    }
    const discussion = (name: string, category: string, as = "admin") => post("/api/v2/discussions", { categoryID: categoryOf[category], name, body: `About ${name}.`, format: "markdown" }, as);
    const comment = (discussionID: number, as = "admin") => post("/api/v2/comments", { discussionID, body: "A reply.", format: "markdown" }, as);
    const view = (url: string, as = "member") => forum.app.inject({ url: new URL(url, "http://localhost").pathname, headers: { cookie: cookies[as]! } });
    /** Dates must move on between a mark and what follows it (both databases keep milliseconds). */
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

    /** What the API says, discussion by discussion: the per-category count the page must agree with. */
    async function unreadPerCategoryFromApi(as: string): Promise<Map<number, number>> {
        const response = await forum.app.inject({ url: "/api/v2/discussions?limit=500", headers: { cookie: cookies[as]! } });
        const counts = new Map<number, number>();
        for (const row of response.json() as Array<{ categoryID: number; unread: boolean }>) if (row.unread) counts.set(row.categoryID, (counts.get(row.categoryID) ?? 0) + 1);
        return counts;
    }

    async function visibleCategoryIDs(as: string): Promise<number[]> {
        return ((await forum.app.inject({ url: "/api/v2/categories", headers: { cookie: cookies[as]! } })).json() as Array<{ categoryID: number }>).map((row) => row.categoryID);
    }

    /** The count the page shows beside a category ("3 unread" + " discussions"), or null. */
    function shownCount(html: string, urlcode: string): string | null {
        const item = new RegExp(`href="/categories/${urlcode}"[^]*?</li>`).exec(html.replaceAll("<!-- -->", ""));
        expect(item).not.toBeNull();
        const marker = /data-unread="category"[^>]*>([^<]*)<span[^>]*> ([^<]*)<\/span>/.exec(item![0]);
        return marker ? `${marker[1]} ${marker[2]}` : null;
    }

    it("counts, per visible category, the discussions the API calls unread, through every read state", async () => {
        // The demo content is partly unread already: what follows is counted on top of it.
        const before = await unreadCountsByCategory(forum.db, userIDs.member!, await visibleCategoryIDs("member"));
        const general = () => before.get(categoryOf.general!) ?? 0;
        // General: two new ones (one with comments), the member's own (later with a reply), one read, one read then replied to.
        const brandNew = await discussion("Category counts: new", "general");
        await comment(brandNew.discussionID);
        await discussion("Category counts: new, no comments", "general");
        const own = await discussion("Category counts: the member's own", "general", "member");
        const read = await discussion("Category counts: read", "general");
        const readThenReplied = await discussion("Category counts: read, then replied to", "general");
        await comment(readThenReplied.discussionID);
        expect((await view(read.url)).statusCode).toBe(200);
        expect((await view(readThenReplied.url)).statusCode).toBe(200);
        await tick();
        await comment(readThenReplied.discussionID);
        // Help: marked read, then one of its discussions replied to after the mark.
        const marked = await discussion("Category counts: marked read", "help");
        await discussion("Category counts: marked read, untouched", "help");
        await tick();
        await post("/api/v2/discussions/mark-read", { categoryID: categoryOf.help }, "member", 200);
        await tick();
        await comment(marked.discussionID);
        // Staff: hidden from the member, full of news for the moderator.
        const staff = await discussion("Category counts: staff", "staff");
        await comment(staff.discussionID);

        for (const who of ["member", "moderator"]) {
            const visible = await visibleCategoryIDs(who);
            const counts = await unreadCountsByCategory(forum.db, userIDs[who]!, visible);
            expect({ who, counts: new Map([...counts].filter(([, n]) => n > 0)) }).toEqual({ who, counts: await unreadPerCategoryFromApi(who) });
        }
        const member = await unreadCountsByCategory(forum.db, userIDs.member!, await visibleCategoryIDs("member"));
        // new (2) + own with no reply yet (0) + read (0) + replied after reading (1).
        expect(member.get(categoryOf.general!)).toBe(general() + 3);
        expect(member.get(categoryOf.help!)).toBe(1);
        expect(member.has(categoryOf.staff!)).toBe(false);

        // A reply to the member's own discussion is news to them.
        await comment(own.discussionID);
        expect((await unreadCountsByCategory(forum.db, userIDs.member!, [categoryOf.general!])).get(categoryOf.general!)).toBe(general() + 4);

        // Everything marked read: nothing is counted until the next reply.
        await tick();
        await post("/api/v2/discussions/mark-read", {}, "member", 200);
        expect(await unreadCountsByCategory(forum.db, userIDs.member!, await visibleCategoryIDs("member"))).toEqual(new Map());
        await tick();
        await comment(read.discussionID);
        expect(await unreadCountsByCategory(forum.db, userIDs.member!, await visibleCategoryIDs("member"))).toEqual(new Map([[categoryOf.general!, 1]]));
    });

    it("shows the count on the page with words for a screen reader, to members only, never for a hidden category", async () => {
        await post("/api/v2/discussions/mark-read", { categoryID: categoryOf.ideas }, "member", 200);
        await tick();
        const fresh = await discussion("Category counts: on the page", "ideas");
        await discussion("Category counts: on the page, two", "ideas");
        const page = await view("/categories");
        expect(page.statusCode).toBe(200);
        expect(shownCount(page.body, "ideas")).toBe("2 unread discussions");
        expect(page.body).not.toContain('href="/categories/staff"');
        expect((await view(fresh.url)).statusCode).toBe(200);
        expect(shownCount((await view("/categories")).body, "ideas")).toBe("1 unread discussion");

        const guest = await forum.app.inject({ url: "/categories" });
        expect(guest.body).not.toContain('data-unread="category"');
        const moderator = await view("/categories", "moderator");
        expect(shownCount(moderator.body, "staff")).toMatch(/^\d+ unread discussions?$/);
    });

    it("stops counting a category at 100 and says 99+ (a long-standing member of a big forum)", async () => {
        // The moderator joined long before these (dated in 2026, the test data's dates) and marked nothing read.
        await forum.db.updateTable("users").set({ dateInserted: "2000-01-01T00:00:00.000Z" }).where("userID", "=", userIDs.moderator!).execute();
        await addDiscussions(forum.db, { count: 150, categoryIDs: [categoryOf["show-and-tell"]!], userIDs: [userIDs.admin!] });
        const counts = await unreadCountsByCategory(forum.db, userIDs.moderator!, [categoryOf["show-and-tell"]!, categoryOf.staff!]);
        expect(counts.get(categoryOf["show-and-tell"]!)).toBe(100);
        expect(shownCount((await view("/categories", "moderator")).body, "show-and-tell")).toBe("99+ unread discussions");
    });
});
