/**
 * Moderation's write endpoints (issue 14 items 7, 8) × guest, member, moderator, admin: the
 * status the server answers in each cell, each on records of its own; then what the actions do
 * (the queue, restore, the content log, the audit log with the page it came from).
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

/** A call without a body sends no content type (as the API client does). */
const ORIGIN = { "x-requested-with": "vanilla" };
const ROLES = ["guest", "member", "moderator", "admin"] as const;
type Role = (typeof ROLES)[number];

interface IFixture {
    discussionID: number;
    commentID: number;
    reportID: number;
    /** A revision of the discussion (its state before an edit). */
    editLogID: number;
    /** The comment, deleted, in the log. */
    deleteLogID: number;
    authorID: number;
}

type Call = (f: IFixture) => { method: "POST" | "PATCH" | "GET"; url: string; payload?: unknown };

const CALLS: Record<string, Call> = {
    "POST report": (f) => ({ method: "POST", url: "/api/v2/reports", payload: { recordType: "comment", recordID: f.commentID, reportReasonIDs: ["spam"], noteBody: "Selling things" } }),
    "POST dismiss": (f) => ({ method: "POST", url: `/api/v2/reports/${f.reportID}/dismiss` }),
    "POST escalate": (f) => ({ method: "POST", url: `/api/v2/reports/${f.reportID}/escalate` }),
    "PATCH reject-record": (f) => ({ method: "PATCH", url: `/api/v2/reports/${f.reportID}/reject-record` }),
    "POST warning": (f) => ({ method: "POST", url: "/api/v2/warnings", payload: { userID: f.authorID, recordType: "comment", recordID: f.commentID, reason: "Please stop." } }),
    "POST restore revision": (f) => ({ method: "POST", url: `/api/v2/logs/${f.editLogID}/restore` }),
    "POST restore comment": (f) => ({ method: "POST", url: `/api/v2/logs/${f.deleteLogID}/restore` }),
    "PATCH announce": (f) => ({ method: "PATCH", url: `/api/v2/discussions/${f.discussionID}`, payload: { pinLocation: "category" } }),
    "PATCH change author": (f) => ({ method: "PATCH", url: `/api/v2/discussions/${f.discussionID}`, payload: { insertUserID: f.authorID } }),
    "POST split": (f) => ({ method: "POST", url: "/api/v2/discussions/split", payload: { commentIDs: [f.commentID], newPost: { name: "Split off", categoryID: 0, postType: "discussion", authorType: "me" } } }),
    "GET reports": () => ({ method: "GET", url: "/api/v2/reports" }),
    "GET logs": (f) => ({ method: "GET", url: `/api/v2/logs?recordType=discussion&recordID=${f.discussionID}` }),
    "GET audit-logs": () => ({ method: "GET", url: "/api/v2/audit-logs" }),
};

// guest, member, moderator, admin. Moderators: discussions.moderate/manage, community.moderate (the seed's role).
const MATRIX: Array<[keyof typeof CALLS, number, number, number, number]> = [
    ["POST report", 403, 201, 201, 201], // flag.add or reactions.flag.add
    ["POST dismiss", 403, 403, 204, 204], // discussions.moderate
    ["POST escalate", 403, 403, 200, 200],
    ["PATCH reject-record", 403, 403, 200, 200],
    ["POST warning", 403, 403, 201, 201], // community.moderate
    ["POST restore revision", 403, 403, 200, 200], // discussions.moderate
    ["POST restore comment", 403, 403, 200, 200],
    ["PATCH announce", 403, 403, 200, 200], // discussions.moderate or community.manage
    ["PATCH change author", 403, 403, 200, 200], // discussions.manage
    ["POST split", 403, 403, 200, 200], // discussions.manage
    ["GET reports", 403, 403, 200, 200],
    ["GET logs", 403, 403, 200, 200],
    ["GET audit-logs", 403, 403, 403, 200], // site.manage
];

describe("moderation permission matrix", () => {
    let forum: ITestApp;
    const cookies: Partial<Record<Role, string>> = {};
    let categoryID: number;
    let authorID: number;
    let moderatorID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        for (const role of ["member", "moderator", "admin"] as const) cookies[role] = await signIn(forum.app, role);
        categoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        // The posts' author is someone other than every acting role.
        authorID = (await forum.db.selectFrom("users").select("userID").where("name", "not in", ["member", "moderator", "admin"]).orderBy("userID").executeTakeFirstOrThrow()).userID;
        moderatorID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "moderator").executeTakeFirstOrThrow()).userID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    async function fixture(): Promise<IFixture> {
        const now = new Date().toISOString();
        const { discussionID } = await forum.db
            .insertInto("discussions")
            .values({ categoryID, insertUserID: authorID, type: "discussion", name: "Reported", body: "First words", format: "markdown", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 2, countViews: 0, score: 0, pinned: 0, pinLocation: null, closed: 0, sink: 0 })
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        const comment = async (dateDeleted: string | null) =>
            (
                await forum.db
                    .insertInto("comments")
                    .values({ discussionID, insertUserID: authorID, body: "Buy my things", format: "markdown", dateInserted: now, dateUpdated: null, score: 0, dateDeleted })
                    .returning("commentID")
                    .executeTakeFirstOrThrow()
            ).commentID;
        const commentID = await comment(null);
        const deletedID = await comment(now);
        const { reportID } = await forum.db
            .insertInto("reports")
            .values({ recordType: "comment", recordID: commentID, discussionID, categoryID, recordUserID: authorID, reasons: '["spam"]', noteBody: "", insertUserID: moderatorID, dateInserted: now, status: "new", updateUserID: null, dateUpdated: null })
            .returning("reportID")
            .executeTakeFirstOrThrow();
        const log = (operation: "edit" | "delete", recordType: "discussion" | "comment", recordID: number) =>
            forum.db
                .insertInto("contentLog")
                .values({ operation, recordType, recordID, parentRecordID: discussionID, categoryID, recordUserID: authorID, name: recordType === "discussion" ? "Old title" : null, body: "Old words", format: "markdown", insertUserID: authorID, dateInserted: now, restoreUserID: null, dateRestored: null })
                .returning("logID")
                .executeTakeFirstOrThrow();
        const editLogID = (await log("edit", "discussion", discussionID)).logID;
        const deleteLogID = (await log("delete", "comment", deletedID)).logID;
        return { discussionID, commentID, reportID, editLogID, deleteLogID, authorID };
    }

    const cells = MATRIX.flatMap(([call, ...statuses]) => ROLES.map((role, index) => [call, role, statuses[index]!] as const));

    it.each(cells)("%s as %s → %i", async (call, role, expected) => {
        const f = await fixture();
        const { method, url, payload } = CALLS[call]!(f);
        const body = payload && call === "POST split" ? { ...(payload as Record<string, unknown>), newPost: { ...(payload as { newPost: object }).newPost, categoryID } } : payload;
        const headers: Record<string, string> = { ...(body !== undefined ? JSON_HEADERS : ORIGIN), ...(role !== "guest" ? { cookie: cookies[role]! } : {}) };
        const response = await forum.app.inject({ method, url, headers, ...(body !== undefined ? { payload: JSON.stringify(body) } : {}) });
        expect(response.statusCode).toBe(expected);
    });

    it("acting on a reported comment deletes it, closes its reports, lists it in Deleted Comments and records who did it from which page", async () => {
        const f = await fixture();
        const page = { "x-parent-audit-log-id": "0b7f3c1e-2a4d-4f6b-9c8d-1e2f3a4b5c6d", "x-parent-audit-log-request-path": "/dashboard/content/reports", "x-parent-audit-log-request-method": "GET", "x-parent-audit-log-request-query": '{"statuses":"none"}' };
        const headers = { ...JSON_HEADERS, cookie: cookies.moderator!, ...page };
        // Ten clicks at once: one action, one audit entry.
        const answers = await Promise.all(Array.from({ length: 10 }, () => forum.app.inject({ method: "PATCH", url: `/api/v2/reports/${f.reportID}/reject-record`, headers: { ...headers, "content-type": undefined } })));
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
        expect(answers[0]!.json()).toMatchObject({ status: "actioned", recordIsLive: false });
        const comment = await forum.db.selectFrom("comments").select("dateDeleted").where("commentID", "=", f.commentID).executeTakeFirstOrThrow();
        expect(comment.dateDeleted).not.toBeNull();
        const deleted = await forum.app.inject({ method: "GET", url: `/api/v2/logs?recordType=comment&parentRecordID=${f.discussionID}&operation=delete`, headers });
        const entry = (deleted.json() as Array<{ logID: number; recordID: number; insertUser: { name: string } }>).find((item) => item.recordID === f.commentID)!;
        expect(entry.insertUser.name).toBe("moderator");
        const audit = await forum.db.selectFrom("auditLogs").selectAll().where("eventType", "=", "report.act").where("recordID", "=", f.commentID).execute();
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ insertUserID: moderatorID, requestPath: "/dashboard/content/reports", parentAuditLogID: page["x-parent-audit-log-id"] });

        // Restoring brings the comment back, once, and leaves Deleted Comments.
        const restored = await Promise.all(Array.from({ length: 5 }, () => forum.app.inject({ method: "POST", url: `/api/v2/logs/${entry.logID}/restore`, headers: { ...headers, "content-type": undefined } })));
        expect(restored.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
        expect((await forum.db.selectFrom("comments").select("dateDeleted").where("commentID", "=", f.commentID).executeTakeFirstOrThrow()).dateDeleted).toBeNull();
        expect(await forum.db.selectFrom("auditLogs").select("auditLogID").where("eventType", "=", "comment.restore").where("recordID", "=", f.commentID).execute()).toHaveLength(1);
        const after = await forum.app.inject({ method: "GET", url: `/api/v2/logs?recordType=comment&parentRecordID=${f.discussionID}&operation=delete`, headers });
        expect((after.json() as Array<{ recordID: number }>).some((item) => item.recordID === f.commentID)).toBe(false);
    });

    it("keeps each edit as a revision and restores it", async () => {
        const f = await fixture();
        const headers = { ...JSON_HEADERS, cookie: cookies.moderator! };
        const edit = await forum.app.inject({ method: "PATCH", url: `/api/v2/discussions/${f.discussionID}`, headers, payload: JSON.stringify({ name: "New title", body: "Second words" }) });
        expect(edit.statusCode).toBe(200);
        const log = (await forum.app.inject({ method: "GET", url: `/api/v2/logs?recordType=discussion&recordID=${f.discussionID}`, headers })).json() as Array<{ logID: number; name: string; text: string }>;
        expect(log[0]).toMatchObject({ name: "Reported", text: "First words" });
        const restore = await forum.app.inject({ method: "POST", url: `/api/v2/logs/${log[0]!.logID}/restore`, headers: { ...ORIGIN, cookie: cookies.moderator! } });
        expect(restore.statusCode).toBe(200);
        const row = await forum.db.selectFrom("discussions").select(["name", "body"]).where("discussionID", "=", f.discussionID).executeTakeFirstOrThrow();
        expect(row).toEqual({ name: "Reported", body: "First words" });
        const again = (await forum.app.inject({ method: "GET", url: `/api/v2/logs?recordType=discussion&recordID=${f.discussionID}`, headers })).json() as Array<{ name: string }>;
        expect(again[0]!.name).toBe("New title");
    });

    it("lists open reports only in the queue by default, and a member's report twice is one report", async () => {
        const f = await fixture();
        const member = { ...JSON_HEADERS, cookie: cookies.member! };
        const payload = JSON.stringify({ recordType: "comment", recordID: f.commentID, reportReasonIDs: ["abuse"], noteBody: "Rude" });
        await Promise.all(Array.from({ length: 10 }, () => forum.app.inject({ method: "POST", url: "/api/v2/reports", headers: member, payload })));
        const reports = await forum.db.selectFrom("reports").select("reportID").where("recordID", "=", f.commentID).where("recordType", "=", "comment").execute();
        expect(reports).toHaveLength(2); // the fixture's and the member's
        const moderator = { ...JSON_HEADERS, cookie: cookies.moderator! };
        await forum.app.inject({ method: "POST", url: `/api/v2/reports/${f.reportID}/dismiss`, headers: { ...ORIGIN, cookie: cookies.moderator! } });
        const open = (await forum.app.inject({ method: "GET", url: `/api/v2/reports?recordType=comment&recordID=${f.commentID}`, headers: moderator })).json() as Array<{ reportID: number }>;
        expect(open.map((report) => report.reportID)).not.toContain(f.reportID);
        expect(open).toHaveLength(1);
    });

    it("a warning reaches the author's notifications, escaped, and only about their own post", async () => {
        const f = await fixture();
        const memberID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
        const warned = await forum.app.inject({ method: "POST", url: "/api/v2/warnings", headers: { ...JSON_HEADERS, cookie: cookies.moderator! }, payload: JSON.stringify({ userID: authorID, recordType: "comment", recordID: f.commentID, reason: "No <b>ads</b>, please." }) });
        expect(warned.statusCode).toBe(201);
        const notification = await forum.db.selectFrom("notifications").selectAll().where("userID", "=", authorID).where("activityType", "=", "warning").where("recordID", "=", f.commentID).executeTakeFirstOrThrow();
        // The moderator's words are escaped on their way into the notification's HTML.
        expect(notification.body).toContain("No &lt;b&gt;ads&lt;/b&gt;, please.");
        // Warning someone about a post they did not write is refused.
        const wrong = await forum.app.inject({ method: "POST", url: "/api/v2/warnings", headers: { ...JSON_HEADERS, cookie: cookies.moderator! }, payload: JSON.stringify({ userID: memberID, recordType: "comment", recordID: f.commentID, reason: "x" }) });
        expect(wrong.statusCode).toBe(400);
    });

    it("serves the moderation pages to those allowed only", async () => {
        const f = await fixture();
        const get = (url: string, role: Role) => forum.app.inject({ method: "GET", url, headers: role === "guest" ? {} : { cookie: cookies[role]! } });
        for (const url of ["/dashboard/content/reports?statuses=none", `/log/filter?recordType=discussion&recordID=${f.discussionID}`, `/log/filter?parentRecordID=${f.discussionID}&recordType=comment&operation=delete`]) {
            expect((await get(url, "member")).statusCode).toBe(403);
            const page = await get(url, "moderator");
            expect(page.statusCode).toBe(200);
        }
        expect((await get("/dashboard/audit-log", "moderator")).statusCode).toBe(403);
        expect((await get("/dashboard/audit-log", "admin")).statusCode).toBe(200);
    });
});
