/**
 * The permission matrix of issue 4 "Tests" (content §6): every discussion action by guest,
 * member, author (a member who started the discussion), moderator and admin, each cell on a
 * discussion of its own, asserting the status the server answers. Bulk actions answer 200 with a
 * per-item report: their cell is the item's status (exceptionsByID code, or 200 when it succeeded).
 *
 * Settings on: tagging and triage (else nobody may tag or resolve); the moderators get staff.allow
 * (the seed gives it no one) so that resolve has a role that may. No edit window: authors edit.
 */
import type { LightMyRequestResponse } from "fastify";
import { createUser } from "@server/users/usersModel";
import { createTestApp, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";
import { testPermissionMatrix, type IMatrixRequest } from "@server/testing/permissionMatrix";

const ROLES = ["guest", "member", "author", "moderator", "admin"] as const;
type Role = (typeof ROLES)[number];
/** Who wrote the discussion and the "other" comment: never one of the roles acting. */
type Writer = Role | "other";

interface IFixture {
    discussionID: number;
    /** A comment by the acting role (by "other" for guests, who cannot write one). */
    ownCommentID: number;
    /** A comment by someone else. */
    otherCommentID: number;
    /** Where bulk move sends it. */
    otherCategoryID: number;
}

type Call = (fixture: IFixture) => IMatrixRequest;

const bulk = (method: "PATCH" | "DELETE", url: string, extra: (fixture: IFixture) => Record<string, unknown>): Call => (fixture) => ({
    method,
    url,
    payload: { discussionIDs: [fixture.discussionID], ...extra(fixture) },
});

const ACTIONS: Record<string, { call: Call; bulk?: boolean; closed?: boolean }> = {
    "PATCH closed": { call: (f) => ({ method: "PATCH", url: `/api/v2/discussions/${f.discussionID}`, payload: { closed: true } }) },
    "PATCH sink": { call: (f) => ({ method: "PATCH", url: `/api/v2/discussions/${f.discussionID}`, payload: { sink: true } }) },
    "PATCH resolved": { call: (f) => ({ method: "PATCH", url: `/api/v2/discussions/${f.discussionID}`, payload: { resolved: true } }) },
    "PATCH name": { call: (f) => ({ method: "PATCH", url: `/api/v2/discussions/${f.discussionID}`, payload: { name: "Renamed" } }) },
    "PUT dismiss": { call: (f) => ({ method: "PUT", url: `/api/v2/discussions/${f.discussionID}/dismiss`, payload: { dismissed: true } }) },
    "PUT bookmark": { call: (f) => ({ method: "PUT", url: `/api/v2/discussions/${f.discussionID}/bookmark`, payload: { bookmarked: true } }) },
    "PUT type": { call: (f) => ({ method: "PUT", url: `/api/v2/discussions/${f.discussionID}/type`, payload: { type: "question" } }) },
    "PUT tags": { call: (f) => ({ method: "PUT", url: `/api/v2/discussions/${f.discussionID}/tags`, payload: { tagIDs: [901] } }) },
    "PATCH bump": { call: (f) => ({ method: "PATCH", url: `/api/v2/discussions/${f.discussionID}/bump` }) },
    "DELETE discussion": { call: (f) => ({ method: "DELETE", url: `/api/v2/discussions/${f.discussionID}` }) },
    "bulk close": { bulk: true, call: bulk("PATCH", "/api/v2/discussions/close", () => ({ closed: true })) },
    "bulk move": { bulk: true, call: bulk("PATCH", "/api/v2/discussions/move", (f) => ({ categoryID: f.otherCategoryID })) },
    "bulk delete": { bulk: true, call: bulk("DELETE", "/api/v2/discussions/list", () => ({ longRunnerMode: "sync" })) },
    "POST comment": { call: (f) => ({ method: "POST", url: "/api/v2/comments", payload: { discussionID: f.discussionID, body: "A reply", format: "markdown" } }) },
    "PATCH own comment": { call: (f) => ({ method: "PATCH", url: `/api/v2/comments/${f.ownCommentID}`, payload: { body: "Edited", format: "markdown" } }) },
    "PATCH other comment": { call: (f) => ({ method: "PATCH", url: `/api/v2/comments/${f.otherCommentID}`, payload: { body: "Edited", format: "markdown" } }) },
    "DELETE comment": { call: (f) => ({ method: "DELETE", url: `/api/v2/comments/${f.otherCommentID}` }) },
    react: { call: (f) => ({ method: "POST", url: `/api/v2/discussions/${f.discussionID}/reactions`, payload: { reactionType: "Like" } }) },
    unreact: { call: (f) => ({ method: "DELETE", url: `/api/v2/discussions/${f.discussionID}/reactions` }) },
    "react to comment": { call: (f) => ({ method: "POST", url: `/api/v2/comments/${f.otherCommentID}/reactions`, payload: { reactionType: "Like" } }) },
};
// Content §6 on a closed discussion: replying and reacting need discussions.close; the author no longer edits.
for (const action of ["PATCH name", "POST comment", "PATCH own comment", "react", "unreact", "react to comment"]) {
    ACTIONS[`${action} (closed)`] = { ...ACTIONS[action]!, closed: true };
}

// The expected answer of each cell (content §6; moderators: community.moderate, discussions.moderate/manage/edit/close, comments.edit, curation.manage, staff.allow here).
const MATRIX = [
    ["PATCH closed", 403, 403, 403, 200, 200], // discussions.close (closeOwn is not a member's)
    ["PATCH sink", 403, 403, 403, 200, 200], // discussions.moderate
    ["PATCH resolved", 403, 403, 403, 200, 200], // staff.allow + triage
    ["PATCH name", 403, 403, 200, 200, 200], // the author in the edit window; editors any time
    ["PUT dismiss", 403, 200, 200, 200, 200], // per user, for anyone signed in
    ["PUT bookmark", 403, 200, 200, 200, 200],
    ["PUT type", 403, 403, 403, 200, 200], // discussions.manage or community.manage
    ["PUT tags", 403, 403, 200, 200, 200], // whoever may edit, tagging on
    ["PATCH bump", 403, 403, 403, 200, 200], // curation.manage
    ["DELETE discussion", 403, 403, 403, 204, 204], // discussions.manage
    ["bulk close", 403, 403, 403, 200, 200], // discussions.manage + close, per item
    ["bulk move", 403, 403, 403, 200, 200], // discussions.manage + edit, per item
    ["bulk delete", 403, 403, 403, 200, 200], // discussions.manage, per item
    ["POST comment", 403, 201, 201, 201, 201], // comments.add
    ["PATCH own comment", 403, 200, 200, 200, 200], // the author of the comment, no window set
    ["PATCH other comment", 403, 403, 403, 200, 200], // comments.edit / community.moderate
    ["DELETE comment", 403, 403, 403, 204, 204], // community.moderate or comments.delete
    ["react", 403, 200, 200, 200, 200], // comments.add + reactions.positive.add
    ["unreact", 403, 204, 204, 204, 204],
    ["react to comment", 403, 200, 200, 200, 200],
    ["PATCH name (closed)", 403, 403, 403, 200, 200],
    ["POST comment (closed)", 403, 403, 403, 201, 201],
    ["PATCH own comment (closed)", 403, 403, 403, 200, 200],
    ["react (closed)", 403, 403, 403, 200, 200],
    ["unreact (closed)", 403, 403, 403, 204, 204],
    ["react to comment (closed)", 403, 403, 403, 200, 200],
] as const;

describe("permission matrix: role × discussion action", () => {
    let forum: ITestApp;
    const userIDs: Partial<Record<Writer, number>> = {};
    let categoryID: number;
    let otherCategoryID: number;

    beforeAll(async () => {
        forum = await createTestApp({ config: { "Tagging.Discussions.Enabled": true, "triage.enabled": true } });
        const moderatorRole = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("name", "=", "Moderator").executeTakeFirstOrThrow();
        await forum.db
            .updateTable("roles")
            .set({ permissions: JSON.stringify({ ...JSON.parse(moderatorRole.permissions), "staff.allow": true }) })
            .where("roleID", "=", moderatorRole.roleID)
            .execute();
        for (const name of ["author", "other"]) {
            await createUser(forum.db, { name, email: `${name}@example.com`, password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
        }
        for (const name of ["member", "author", "moderator", "admin", "other"] as const) {
            userIDs[name] = (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
        }
        categoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        otherCategoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "off-topic").executeTakeFirstOrThrow()).categoryID;
        const now = new Date().toISOString();
        await forum.db
            .insertInto("tags")
            .values({ tagID: 901, name: "Feedback", urlcode: "feedback", dateInserted: now })
            .execute();
    });

    afterAll(async () => {
        await forum?.close();
    });

    /** An announcement by "author", open unless asked, (so Dismiss applies), with a comment by the actor and one by "other"; the actor has reacted Like (for unreact). */
    async function fixtureFor(role: Role, closed: boolean): Promise<IFixture> {
        const now = new Date().toISOString();
        const { discussionID } = await forum.db
            .insertInto("discussions")
            .values({ categoryID, insertUserID: userIDs.author!, type: "discussion", name: "Matrix", body: "Body", format: "markdown", dateInserted: now, dateUpdated: null, dateLastComment: now, lastCommentUserID: null, countComments: 2, countViews: 0, score: 0, pinned: 1, pinLocation: "recent", closed: closed ? 1 : 0, sink: 0 })
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        const comment = async (writer: Writer) =>
            (
                await forum.db
                    .insertInto("comments")
                    .values({ discussionID, insertUserID: userIDs[writer]!, body: "Comment", format: "markdown", dateInserted: now, dateUpdated: null, score: 0 })
                    .returning("commentID")
                    .executeTakeFirstOrThrow()
            ).commentID;
        const ownCommentID = await comment(role === "guest" ? "other" : role);
        const otherCommentID = await comment("other");
        if (role !== "guest") {
            const like = await forum.db.selectFrom("reactionTypes").select("tagID").where("urlcode", "=", "Like").executeTakeFirstOrThrow();
            await forum.db.insertInto("reactions").values({ recordType: "discussion", recordID: discussionID, userID: userIDs[role]!, tagID: like.tagID, dateInserted: now }).execute();
        }
        return { discussionID, ownCommentID, otherCommentID, otherCategoryID };
    }

    /** A bulk action answers 200 with a report: the cell's answer is the item's own status. */
    function itemStatus(response: LightMyRequestResponse, discussionID: number): number {
        if (response.statusCode !== 200) return response.statusCode;
        const body = response.json() as { progress?: IProgress } & IProgress;
        const progress = body.progress ?? body;
        if (progress.successIDs.includes(discussionID)) return 200;
        return progress.exceptionsByID[String(discussionID)]?.code ?? 500;
    }

    interface IProgress {
        successIDs: number[];
        exceptionsByID: Record<string, { code: number }>;
    }

    /** Each cell on a discussion of its own. */
    const cellCall = (action: string) => async (role: Role) => {
        const fixture = await fixtureFor(role, ACTIONS[action]!.closed === true);
        const request = ACTIONS[action]!.call(fixture);
        return ACTIONS[action]!.bulk ? { ...request, statusOf: (response: LightMyRequestResponse) => itemStatus(response, fixture.discussionID) } : request;
    };

    testPermissionMatrix({
        forum: () => forum,
        roles: ROLES,
        calls: Object.fromEntries(Object.keys(ACTIONS).map((action) => [action, cellCall(action)])),
        rows: MATRIX,
    });
});
