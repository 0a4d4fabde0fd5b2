/**
 * Read tracking (issue 12 item 2): what the API says is new (`unread`, `countUnread`,
 * `dateLastViewed`), the jump to the first unread comment, the one monotonic write per page
 * view (ten at once included), "Mark all read" per category and everywhere, and the permission
 * rules (a category the member may not see never shows through). Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { createTestApp, formBody, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { recordDiscussionView } from "./readMarksModel";

interface IListed {
    discussionID: number;
    unread: boolean;
    countUnread: number;
    dateLastViewed: string | null;
}

describe("read tracking", () => {
    let forum: ITestApp;
    const cookies: Record<string, string> = {};
    let memberID: number;
    const categoryOf: Record<string, number> = {};

    beforeAll(async () => {
        forum = await createTestApp();
        for (const name of ["admin", "moderator", "member"]) cookies[name] = await signIn(forum.app, name);
        memberID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        for (const row of await forum.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute()) categoryOf[row.urlcode] = row.categoryID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    async function post(url: string, payload: Record<string, unknown>, as = "admin") {
        const response = await forum.app.inject({ method: "POST", url, headers: { ...JSON_HEADERS, cookie: cookies[as]! }, payload });
        expect(response.statusCode).toBe(201);
        return response.json() as { discussionID: number; commentID: number; url: string };
    }

    const newDiscussion = (name: string, category = "general", as = "admin") => post("/api/v2/discussions", { categoryID: categoryOf[category], name, body: `About ${name}.`, format: "markdown" }, as);
    const comment = (discussionID: number, body: string, as = "admin") => post("/api/v2/comments", { discussionID, body, format: "markdown" }, as);

    async function addComments(discussionID: number, count: number): Promise<number[]> {
        const ids: number[] = [];
        for (let i = 1; i <= count; i++) ids.push((await comment(discussionID, `Comment number ${i}.`)).commentID);
        return ids;
    }

    async function readState(discussionID: number, as?: string): Promise<IListed> {
        const response = await forum.app.inject({ url: `/api/v2/discussions/${discussionID}`, headers: as ? { cookie: cookies[as]! } : {} });
        expect(response.statusCode).toBe(200);
        const { unread, countUnread, dateLastViewed } = response.json() as IListed;
        return { discussionID, unread, countUnread, dateLastViewed };
    }

    async function listed(as: string, query = "limit=500"): Promise<Map<number, IListed>> {
        const response = await forum.app.inject({ url: `/api/v2/discussions?${query}`, headers: { cookie: cookies[as]! } });
        expect(response.statusCode).toBe(200);
        return new Map((response.json() as IListed[]).map((row) => [row.discussionID, row]));
    }

    const open = (path: string, as = "member") => forum.app.inject({ url: path, headers: { cookie: cookies[as]! } });
    const pathOf = (url: string) => new URL(url, "http://localhost").pathname;

    it("marks a discussion posted since the member joined as new, with every comment unread; a guest sees nothing unread", async () => {
        const { discussionID } = await newDiscussion("Read tracking: brand new");
        await addComments(discussionID, 2);
        expect(await readState(discussionID, "member")).toEqual({ discussionID, unread: true, countUnread: 2, dateLastViewed: null });
        const { unread, countUnread, dateLastViewed } = (await listed("member")).get(discussionID)!;
        expect({ unread, countUnread, dateLastViewed }).toEqual({ unread: true, countUnread: 2, dateLastViewed: null });
        expect(await readState(discussionID)).toEqual({ discussionID, unread: false, countUnread: 0, dateLastViewed: null });
        // Its author saw it when they posted it: not "new" to them, their own comments aside.
        expect((await readState(discussionID, "admin")).dateLastViewed).not.toBeNull();
    });

    it("opening a new discussion shows its first page and records the view: nothing is unread after", async () => {
        const { discussionID, url } = await newDiscussion("Read tracking: opened once");
        await addComments(discussionID, 3);
        const page = await open(pathOf(url));
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain("data-first-unread");
        const state = await readState(discussionID, "member");
        expect(state).toMatchObject({ unread: false, countUnread: 0 });
        expect(Date.parse(state.dateLastViewed!)).toBeGreaterThan(0);
        // Another member's read state is their own.
        expect(await readState(discussionID, "moderator")).toMatchObject({ unread: true, countUnread: 3, dateLastViewed: null });
    });

    it("counts the comments since the last view and jumps to the first of them (its page, its anchor), with the New line there", async () => {
        const { discussionID, url } = await newDiscussion("Read tracking: long thread");
        await addComments(discussionID, 32);
        await open(pathOf(url)); // page 1: comments 1-30 read
        expect(await readState(discussionID, "member")).toMatchObject({ unread: true, countUnread: 2 });
        const later = await addComments(discussionID, 3);
        expect(await readState(discussionID, "member")).toMatchObject({ unread: true, countUnread: 5 });

        const thirtyFirst = (await forum.db.selectFrom("comments").select("commentID").where("discussionID", "=", discussionID).orderBy("dateInserted").orderBy("commentID").offset(30).limit(1).executeTakeFirstOrThrow()).commentID;
        const jump = await open(pathOf(url));
        expect(jump.statusCode).toBe(302);
        expect(jump.headers.location).toBe(`${pathOf(url)}/p2#Comment_${thirtyFirst}`);
        // Explicit pages and other sorts stay where they were asked to be.
        expect((await open(`${pathOf(url)}/p1`)).statusCode).toBe(200);
        expect((await open(`${pathOf(url)}?sort=-dateInserted`)).statusCode).toBe(200);

        const target = await open(`${pathOf(url)}/p2`);
        expect(target.statusCode).toBe(200);
        expect(target.body).toContain(`data-first-unread="${thirtyFirst}"`);
        expect(target.body).toContain(`id="Comment_${later[2]}"`);
        expect(await readState(discussionID, "member")).toMatchObject({ unread: false, countUnread: 0 });
        // Read to the end: opening it again shows the first page, no jump.
        expect((await open(pathOf(url))).statusCode).toBe(200);
    });

    it("never counts the member's own comment as new when they had read everything before it", async () => {
        const { discussionID, url } = await newDiscussion("Read tracking: my reply");
        await addComments(discussionID, 2);
        await open(pathOf(url));
        await comment(discussionID, "My reply.", "member");
        expect(await readState(discussionID, "member")).toMatchObject({ unread: false, countUnread: 0 });
        // Behind on the thread, their reply does not mark the others' comments read.
        await addComments(discussionID, 2);
        await comment(discussionID, "Another reply of mine.", "member");
        expect(await readState(discussionID, "member")).toMatchObject({ unread: true, countUnread: 3 });
    });

    it("keeps one row per member and discussion: ten views at once leave the furthest, and an older view never moves it back", async () => {
        const { discussionID, url } = await newDiscussion("Read tracking: at once");
        await addComments(discussionID, 40);
        const pages = Array.from({ length: 10 }, (_, i) => open(`${pathOf(url)}/p${(i % 2) + 1}`));
        expect((await Promise.all(pages)).map((response) => response.statusCode)).toEqual(Array(10).fill(200));
        const rows = await forum.db.selectFrom("discussionReads").selectAll().where("userID", "=", memberID).where("discussionID", "=", discussionID).execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]!.countCommentsRead).toBe(40);

        const viewed = rows[0]!.dateLastViewed;
        await Promise.all(Array.from({ length: 10 }, () => recordDiscussionView(forum.db, memberID, discussionID, 5, "2020-01-01T00:00:00.000Z")));
        const after = await forum.db.selectFrom("discussionReads").selectAll().where("userID", "=", memberID).where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        expect(after.countCommentsRead).toBe(40);
        expect(Date.parse(after.dateLastViewed)).toBe(Date.parse(viewed));
        expect(await readState(discussionID, "member")).toMatchObject({ unread: false, countUnread: 0 });
    });

    /**
     * Puts the member's watermarks at the moment the discussion was posted (still covering it), so
     * a comment posted next is after them even when the clock has not moved since the mark.
     */
    async function marksAtPostingOf(discussionID: number) {
        const { dateInserted } = await forum.db.selectFrom("discussions").select("dateInserted").where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        await forum.db.updateTable("readWatermarks").set({ dateMarkedRead: dateInserted }).where("userID", "=", memberID).execute();
    }

    it("marks one category read (and the categories under it) with one row each, leaving the others unread", async () => {
        const help = await newDiscussion("Read tracking: in help", "help");
        const installation = await newDiscussion("Read tracking: in installation", "installation");
        const ideas = await newDiscussion("Read tracking: in ideas", "ideas");
        const before = await forum.db.selectFrom("readWatermarks").selectAll().where("userID", "=", memberID).execute();
        const response = await forum.app.inject({ method: "PUT", url: "/api/v2/discussions/mark-read", headers: { ...JSON_HEADERS, cookie: cookies.member! }, payload: { categoryID: categoryOf.help } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ categoryIDs: [categoryOf.help, categoryOf.installation] });
        const marks = await forum.db.selectFrom("readWatermarks").selectAll().where("userID", "=", memberID).execute();
        expect(marks.length - before.length).toBe(2);

        const list = await listed("member");
        expect(list.get(help.discussionID)).toMatchObject({ unread: false, countUnread: 0 });
        expect(list.get(installation.discussionID)).toMatchObject({ unread: false, countUnread: 0 });
        expect(list.get(ideas.discussionID)).toMatchObject({ unread: true, dateLastViewed: null });

        // Comments after the mark are new comments (counted, not guessed); the first of them follows
        // the post on the first page, so the discussion opens there, with the New line above it.
        await marksAtPostingOf(help.discussionID);
        const { commentID } = await comment(help.discussionID, "After the mark.");
        await comment(help.discussionID, "Also after the mark.");
        expect(await readState(help.discussionID, "member")).toMatchObject({ unread: true, countUnread: 2 });
        const page = await open(pathOf(help.url));
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`data-first-unread="${commentID}"`);
    });

    it("marks everything read with the form above the list (one row), and sends the member back to the list", async () => {
        const general = await newDiscussion("Read tracking: everywhere one", "general");
        const offTopic = await newDiscussion("Read tracking: everywhere two", "off-topic");
        const rowsBefore = Number((await forum.db.selectFrom("readWatermarks").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow()).n);
        const response = await forum.app.inject({ method: "POST", url: "/discussions/mark-read", ...formBody({}), headers: { ...formBody({}).headers, cookie: cookies.member! } });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/discussions");
        const rowsAfter = Number((await forum.db.selectFrom("readWatermarks").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow()).n);
        expect(rowsAfter - rowsBefore).toBe(1);
        const list = await listed("member");
        expect([...list.values()].filter((row) => row.unread)).toEqual([]);
        expect(list.get(general.discussionID)!.dateLastViewed).not.toBeNull();
        expect(list.get(offTopic.discussionID)).toMatchObject({ unread: false, countUnread: 0 });

        // The list page itself shows the markers: after a new comment, "1 new".
        await marksAtPostingOf(offTopic.discussionID);
        await comment(offTopic.discussionID, "News after everything was read.");
        const page = await open("/discussions");
        expect(page.body).toMatch(new RegExp(`data-discussion-id="${offTopic.discussionID}"[^]*?data-unread="comments"[^>]*>1 new`));
    });

    it("shows the Mark All Read form to members only, and refuses a guest's mark", async () => {
        expect((await open("/discussions")).body).toContain('action="/discussions/mark-read"');
        expect((await forum.app.inject({ url: "/discussions" })).body).not.toContain('action="/discussions/mark-read"');
        const api = await forum.app.inject({ method: "PUT", url: "/api/v2/discussions/mark-read", headers: JSON_HEADERS, payload: {} });
        expect(api.statusCode).toBe(403);
        const form = await forum.app.inject({ method: "POST", url: "/discussions/mark-read", ...formBody({}) });
        expect(form.statusCode).toBe(303);
        expect(form.headers.location).toMatch(/^\/entry\/signin/);
    });

    it("never lets a hidden category show through: no mark for it, no read row for its discussions, none of them listed", async () => {
        const staff = await newDiscussion("Read tracking: staff only", "staff");
        await comment(staff.discussionID, "Staff talk.");
        const marksBefore = await forum.db.selectFrom("readWatermarks").selectAll().where("userID", "=", memberID).execute();
        const refused = await forum.app.inject({ method: "PUT", url: "/api/v2/discussions/mark-read", headers: { ...JSON_HEADERS, cookie: cookies.member! }, payload: { categoryID: categoryOf.staff } });
        expect(refused.statusCode).toBe(404);
        expect(await forum.db.selectFrom("readWatermarks").selectAll().where("userID", "=", memberID).execute()).toEqual(marksBefore);

        expect((await open(pathOf(staff.url))).statusCode).toBe(403);
        expect((await forum.app.inject({ url: `/api/v2/discussions/${staff.discussionID}`, headers: { cookie: cookies.member! } })).statusCode).toBe(403);
        expect(await forum.db.selectFrom("discussionReads").selectAll().where("userID", "=", memberID).where("discussionID", "=", staff.discussionID).execute()).toEqual([]);
        expect((await listed("member")).has(staff.discussionID)).toBe(false);
        // A moderator, who may see it, has it as new.
        expect(await readState(staff.discussionID, "moderator")).toMatchObject({ unread: true, countUnread: 1, dateLastViewed: null });
    });
});

describe("read-state markers on an App page (customLayout.discussionList)", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp({ config: { "Feature.customLayout.discussionList.Enabled": true } });
    });

    afterAll(async () => {
        await forum?.close();
    });

    it("renders New and N new in the hydrated list, with the read state in the store it hydrates from", async () => {
        const admin = await signIn(forum.app, "admin");
        const member = await signIn(forum.app, "member");
        const categoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        const posted = await forum.app.inject({ method: "POST", url: "/api/v2/discussions", headers: { ...JSON_HEADERS, cookie: admin }, payload: { categoryID, name: "App page: unread", body: "Body.", format: "markdown" } });
        const { discussionID, url } = posted.json() as { discussionID: number; url: string };
        const list = () => forum.app.inject({ url: "/discussions", headers: { cookie: member } });

        let page = await list();
        expect(page.body).toContain('"mode":"app"');
        expect(page.body).toMatch(new RegExp(`data-discussion-id="${discussionID}"[^]*?data-unread="new"`));
        expect(page.body).toContain(`"discussionID":${discussionID},`);
        expect(page.body).toMatch(/"unread":true,"countUnread":0,"dateLastViewed":null/);

        await forum.app.inject({ url: new URL(url, "http://localhost").pathname, headers: { cookie: member } });
        await forum.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: admin }, payload: { discussionID, body: "A reply.", format: "markdown" } });
        page = await list();
        expect(page.body).toMatch(new RegExp(`data-discussion-id="${discussionID}"[^]*?data-unread="comments"[^>]*>1 new`));
    });
});
