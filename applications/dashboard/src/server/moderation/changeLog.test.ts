/**
 * The dashboard's "Change Log" (/log/filter without a record): the forum-wide list of edits and
 * deletions, newest first, a page of 30 at a time, limited to the categories the viewer
 * moderates (an entry of another category never shows, nor counts towards the pages); members
 * and guests get the 403 page; the record forms of /log/filter answer as before.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { planProblems, recordQueries } from "@server/testing/queryPlans";

const ORIGIN = { "x-requested-with": "vanilla" };
/** moderationPageRoutes.tsx's page size. */
const PAGE_SIZE = 30;

/** The log IDs of the change log's entries, in the page's order. */
function entryIDs(html: string): number[] {
    return [...html.matchAll(/data-change-log-entry="(\d+)"/g)].map((match) => Number(match[1]));
}

describe("the change log (/log/filter without a record)", () => {
    let forum: ITestApp;
    const cookies: Record<"member" | "moderator" | "admin", string> = { member: "", moderator: "", admin: "" };
    let moderated: number;
    /** A category the moderator may see and post in but not moderate (a junction without discussions.moderate). */
    let unmoderated: number;
    let authorID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        const category = async (urlcode: string) => (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", urlcode).executeTakeFirstOrThrow()).categoryID;
        moderated = await category("general");
        unmoderated = await category("off-topic");
        const moderatorRole = await forum.db.selectFrom("roles").select("roleID").where("name", "=", "Moderator").executeTakeFirstOrThrow();
        await forum.db
            .insertInto("roleCategoryPermissions")
            .values({ roleID: moderatorRole.roleID, categoryID: unmoderated, permissions: JSON.stringify({ "discussions.view": true, "discussions.add": true, "comments.add": true }) })
            .execute();
        for (const role of ["member", "moderator", "admin"] as const) cookies[role] = await signIn(forum.app, role);
        authorID = (await forum.db.selectFrom("users").select("userID").where("name", "not in", ["member", "moderator", "admin"]).orderBy("userID").executeTakeFirstOrThrow()).userID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    const get = (url: string, who: "guest" | "member" | "moderator" | "admin") => forum.app.inject({ method: "GET", url, headers: who === "guest" ? {} : { cookie: cookies[who] } });

    async function discussion(categoryID: number, name = "A thread"): Promise<number> {
        const now = new Date().toISOString();
        return (
            await forum.db
                .insertInto("discussions")
                .values({ categoryID, insertUserID: authorID, type: "discussion", name, body: "First words", format: "markdown", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 1, countViews: 0, score: 0, pinned: 0, pinLocation: null, closed: 0, sink: 0 })
                .returning("discussionID")
                .executeTakeFirstOrThrow()
        ).discussionID;
    }

    async function comment(discussionID: number, body = "A reply"): Promise<number> {
        return (
            await forum.db
                .insertInto("comments")
                .values({ discussionID, insertUserID: authorID, body, format: "markdown", dateInserted: new Date().toISOString(), dateUpdated: null, score: 0, dateDeleted: null })
                .returning("commentID")
                .executeTakeFirstOrThrow()
        ).commentID;
    }

    /** A log entry of the discussion (an edit of it), dated `date`, logged in `categoryID`. */
    async function logEntry(discussionID: number, categoryID: number, date: string): Promise<number> {
        return (
            await forum.db
                .insertInto("contentLog")
                .values({ operation: "edit", recordType: "discussion", recordID: discussionID, parentRecordID: discussionID, categoryID, recordUserID: authorID, name: "Old title", body: "Old words", format: "markdown", insertUserID: authorID, dateInserted: date, restoreUserID: null, dateRestored: null })
                .returning("logID")
                .executeTakeFirstOrThrow()
        ).logID;
    }

    it("answers members and guests with the 403 page, as the other moderation pages", async () => {
        for (const url of ["/log/filter", "/log/filter?operation=delete", "/log/filter?page=2"]) {
            expect((await get(url, "member")).statusCode).toBe(403);
            const guest = await get(url, "guest");
            expect(guest.statusCode).toBe(403);
            expect(guest.body).toContain("/entry/signin?target=");
        }
    });

    it("shows a moderator the edits and deletions of their categories, newest first, paged, and nothing of the others", async () => {
        // Older entries: 35 in a category the moderator moderates, 10 newer ones in one they do not.
        const mine = await discussion(moderated, "Mine");
        const theirs = await discussion(unmoderated, "Not mine");
        const older: number[] = [];
        for (let index = 0; index < 35; index++) older.push(await logEntry(mine, moderated, new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString()));
        const hidden: number[] = [];
        for (let index = 0; index < 10; index++) hidden.push(await logEntry(theirs, unmoderated, new Date(Date.UTC(2021, 0, 1, 0, index)).toISOString()));

        // Then, through the API, an edit and a delete by the moderator in their category.
        const edited = await discussion(moderated, "Before the edit");
        const edit = await forum.app.inject({ method: "PATCH", url: `/api/v2/discussions/${edited}`, headers: { ...JSON_HEADERS, cookie: cookies.moderator }, payload: JSON.stringify({ name: "After the edit", body: "New words" }) });
        expect(edit.statusCode).toBe(200);
        const commentID = await comment(edited, "Buy my things");
        const deleted = await forum.app.inject({ method: "DELETE", url: `/api/v2/comments/${commentID}`, headers: { ...ORIGIN, cookie: cookies.moderator } });
        expect(deleted.statusCode).toBe(204);
        const [deleteLog, editLog] = await forum.db.selectFrom("contentLog").select(["logID", "operation"]).where("parentRecordID", "=", edited).orderBy("logID", "desc").execute();
        expect([deleteLog!.operation, editLog!.operation]).toEqual(["delete", "edit"]);

        const first = await get("/log/filter", "moderator");
        expect(first.statusCode).toBe(200);
        // Newest first: the delete, the edit, then the 28 newest of the older ones; none of the other category's.
        expect(entryIDs(first.body)).toEqual([deleteLog!.logID, editLog!.logID, ...older.slice(-(PAGE_SIZE - 2)).reverse()]);
        expect(first.body).toContain(">37 changes<");
        expect(first.body).toMatch(/<title>Change Log/);
        // The delete says what, where, by whom and links to the discussion and its deleted comments (the comment is gone).
        const deleteCard = first.body.slice(first.body.indexOf(`data-change-log-entry="${deleteLog!.logID}"`), first.body.indexOf(`data-change-log-entry="${editLog!.logID}"`));
        expect(deleteCard).toContain("Comment deleted");
        expect(deleteCard).toContain(`href="/discussion/${edited}"`);
        expect(deleteCard).toContain("After the edit");
        expect(deleteCard).toContain("Deleted by moderator");
        expect(deleteCard).toContain("Buy my things");
        expect(deleteCard).toContain(`href="/log/filter?parentRecordID=${edited}&amp;recordType=comment&amp;operation=delete"`);
        expect(deleteCard).not.toContain(`href="/discussion/comment/${commentID}"`);
        expect(deleteCard).toMatch(/<time dateTime="[^"]+"/);
        const editCard = first.body.slice(first.body.indexOf(`data-change-log-entry="${editLog!.logID}"`));
        expect(editCard).toContain("Discussion edited");
        expect(editCard).toContain("Edited by moderator");
        expect(editCard).toContain(`href="/log/filter?recordType=discussion&amp;recordID=${edited}"`);
        // The pager: a next page only.
        expect(first.body).toContain('href="/log/filter?page=2" rel="next"');
        expect(first.body).not.toContain('rel="prev"');
        // The sidebar's Change Log is this page's section.
        expect(first.body).toMatch(/href="\/log\/filter" aria-current="page"/);

        const second = await get("/log/filter?page=2", "moderator");
        expect(second.statusCode).toBe(200);
        expect(entryIDs(second.body)).toEqual(older.slice(0, older.length - (PAGE_SIZE - 2)).reverse());
        expect(second.body).toContain('href="/log/filter?page=1" rel="prev"');
        expect(second.body).not.toContain('rel="next"');
        for (const id of hidden) {
            expect(first.body).not.toContain(`data-change-log-entry="${id}"`);
            expect(second.body).not.toContain(`data-change-log-entry="${id}"`);
        }
        expect(first.body + second.body).not.toContain("Not mine");

        // One operation: only the deletion; the filter keeps it in the pager.
        const deletions = await get("/log/filter?operation=delete", "moderator");
        expect(entryIDs(deletions.body)).toEqual([deleteLog!.logID]);
        expect(deletions.body).toContain(">1 change<");
        expect(deletions.body).toMatch(/href="\/log\/filter\?operation=delete" aria-current="page"/);
        const edits = await get("/log/filter?operation=edit&page=2", "moderator");
        expect(entryIDs(edits.body)).toEqual(older.slice(0, older.length - (PAGE_SIZE - 1)).reverse());
        expect(edits.body).toContain('href="/log/filter?operation=edit&amp;page=1" rel="prev"');

        // An administrator moderates every category: the other category's entries are the newest older ones.
        const admin = await get("/log/filter", "admin");
        expect(entryIDs(admin.body).slice(0, 12)).toEqual([deleteLog!.logID, editLog!.logID, ...hidden.slice().reverse()]);
        expect(admin.body).toContain(">47 changes<");

        // A discussion moved out of the moderator's categories takes its history with it (as its own revision page would 403).
        await forum.db.updateTable("discussions").set({ categoryID: unmoderated }).where("discussionID", "=", edited).execute();
        expect((await get(`/log/filter?recordType=discussion&recordID=${edited}`, "moderator")).statusCode).toBe(403);
        const moved = await get("/log/filter", "moderator");
        expect(entryIDs(moved.body)).toEqual(older.slice(-PAGE_SIZE).reverse());
        expect(moved.body).toContain(">35 changes<");
        await forum.db.updateTable("discussions").set({ categoryID: moderated }).where("discussionID", "=", edited).execute();
    });

    it("reads a page by walking the log newest first, of every operation or of one, without sorting the whole log", async () => {
        for (const url of ["/log/filter?page=2", "/log/filter?operation=edit&page=2"]) {
            const { result: page, queries } = await recordQueries(forum.db, () => get(url, "moderator"));
            expect(page.statusCode).toBe(200);
            const pageReads = queries.filter((query) => query.sql.includes('from "contentLog"') && query.sql.includes("order by"));
            expect(pageReads).toHaveLength(1);
            const problems = await planProblems(forum.db, forum.dialect, pageReads[0]!, { bigTables: ["contentLog", "discussions"] });
            expect({ url, problems }).toEqual({ url, problems: [] });
        }
    });

    it("leaves out what was logged in another category, even of a discussion moved into the moderator's since", async () => {
        const arrived = await discussion(moderated, "Moved in");
        const before = await get("/log/filter", "moderator");
        const logID = await logEntry(arrived, unmoderated, new Date(Date.UTC(2035, 0, 1)).toISOString());
        const after = await get("/log/filter", "moderator");
        expect(entryIDs(after.body)).toEqual(entryIDs(before.body));
        expect(after.body).not.toContain("Moved in");
        // Its own revision page shows the moderator nothing of it either (listLog's rule); the administrator sees it.
        expect((await get(`/log/filter?recordType=discussion&recordID=${arrived}`, "moderator")).body).not.toContain(`data-log-entry="${logID}"`);
        expect(entryIDs((await get("/log/filter", "admin")).body)[0]).toBe(logID);
        await forum.db.deleteFrom("contentLog").where("logID", "=", logID).execute();
    });

    it("escapes what members wrote, and names a deleted discussion without a link", async () => {
        const id = await discussion(moderated, 'Tags <b onmouseover="x">here</b>');
        const logID = (
            await forum.db
                .insertInto("contentLog")
                .values({ operation: "edit", recordType: "discussion", recordID: id, parentRecordID: id, categoryID: moderated, recordUserID: authorID, name: "Old", body: "<script>alert(1)</script> & <img src=x onerror=alert(2)>", format: "text", insertUserID: authorID, dateInserted: new Date(Date.UTC(2030, 0, 1)).toISOString(), restoreUserID: null, dateRestored: null })
                .returning("logID")
                .executeTakeFirstOrThrow()
        ).logID;
        const page = await get("/log/filter", "moderator");
        const card = page.body.slice(page.body.indexOf(`data-change-log-entry="${logID}"`));
        expect(card).toContain("Tags &lt;b onmouseover=&quot;x&quot;&gt;here&lt;/b&gt;");
        expect(card).not.toContain("<b onmouseover");
        expect(card).not.toContain("<script>alert(1)");
        expect(card).not.toContain("<img src=x");

        // The discussion is deleted: its entry stays (logged in a moderated category), named by its old title, with no link.
        await forum.db.deleteFrom("discussions").where("discussionID", "=", id).execute();
        const after = await get("/log/filter", "moderator");
        const gone = after.body.slice(after.body.indexOf(`data-change-log-entry="${logID}"`));
        expect(gone).toMatch(/^data-change-log-entry="\d+"[^>]*><h2[^>]*>Discussion edited(<!-- -->)?: (<!-- -->)?Old<\/h2>/);
        expect(gone.slice(0, gone.indexOf("</li>"))).not.toContain("href=");
    });

    it("keeps the record forms of /log/filter as they were", async () => {
        const id = await discussion(moderated, "Kept");
        const commentID = await comment(id);
        const other = await discussion(unmoderated, "Elsewhere");
        const revisions = `/log/filter?recordType=discussion&recordID=${id}`;
        const deletedComments = `/log/filter?parentRecordID=${id}&recordType=comment&operation=delete`;
        for (const url of [revisions, deletedComments, `/log/filter?recordType=comment&recordID=${commentID}`]) {
            const page = await get(url, "moderator");
            expect(page.statusCode).toBe(200);
            expect((await get(url, "member")).statusCode).toBe(403);
            expect((await get(url, "guest")).statusCode).toBe(403);
        }
        expect((await get(revisions, "moderator")).body).toMatch(/<title>Revision History: Kept/);
        expect((await get(deletedComments, "moderator")).body).toMatch(/<title>Deleted Comments: Kept/);
        // Not in the moderator's categories: 403, as before.
        expect((await get(`/log/filter?recordType=discussion&recordID=${other}`, "moderator")).statusCode).toBe(403);
        // Malformed or unknown records: 404, as before (never the forum-wide log).
        for (const url of [
            "/log/filter?recordType=discussion",
            "/log/filter?recordType=discussion&operation=edit",
            "/log/filter?recordID=1",
            "/log/filter?parentRecordID=1",
            "/log/filter?recordType=note&recordID=1",
            "/log/filter?recordType=discussion&recordID=abc",
            "/log/filter?recordType=discussion&recordID=999999",
            "/log/filter?recordType=&page=1",
        ]) {
            expect([url, (await get(url, "moderator")).statusCode]).toEqual([url, 404]);
        }
    });
});
