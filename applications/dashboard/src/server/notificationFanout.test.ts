/**
 * Notification fan-out off the request path (issue 17 §3; notifications.ts, vanilla postEvents.ts):
 * a comment's request stores the comment and one job; the job notifies every bookmarker who may
 * see the discussion exactly once, even when two server processes poll one database at the same
 * moment, and a job that crashed half-way and runs again adds nobody twice.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { openDatabase, type IDatabaseHandle } from "@server/db/database";
import type { Database } from "@server/db/schema";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

const apps: ITestApp[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
    // The second app first: it borrows the first one's database.
    for (const app of apps.splice(0).reverse()) await app.close();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One forum (the first app), or two apps on one database: two server processes, as far as the jobs can tell. */
async function forum(workers: 1 | 2 = 1): Promise<ITestApp[]> {
    const first = await createTestApp();
    apps.push(first);
    if (workers === 1) return [first];
    let database: IDatabaseHandle = first.database;
    if (first.dialect === "sqlite") {
        // Two connections on one SQLite file, like two processes (the test database lives in memory).
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-fanout-"));
        const file = path.join(dir, "forum.sqlite");
        fs.writeFileSync(file, first.database.serialize!());
        const handles = [await openDatabase({ sqliteFile: file }), await openDatabase({ sqliteFile: file })];
        cleanups.push(async () => {
            for (const handle of handles) await handle.destroy();
            fs.rmSync(dir, { recursive: true, force: true });
        });
        apps.pop();
        await first.close();
        const a = await createTestApp({ database: handles[0]! });
        apps.push(a);
        database = handles[1]!;
        const b = await createTestApp({ database });
        apps.push(b);
        return [a, b];
    }
    const second = await createTestApp({ database });
    apps.push(second);
    return [first, second];
}

async function userID(db: Kysely<Database>, name: string): Promise<number> {
    return (await db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
}

/** `count` new members bookmark the discussion; with `roleType` null they hold no role (and may not see it). */
async function addBookmarkers(db: Kysely<Database>, discussionID: number, prefix: string, count: number, roleType: string | null): Promise<number[]> {
    const role = roleType ? await db.selectFrom("roles").select("roleID").where("type", "=", roleType).executeTakeFirstOrThrow() : null;
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let start = 0; start < count; start += 200) {
        const rows = Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
            name: `${prefix}${start + i}`,
            email: `${prefix}${start + i}@example.com`,
            passwordHash: "unusable",
            photoUrl: "",
            title: "",
            dateInserted: now,
            dateLastActive: null,
            emailConfirmed: 1,
            banned: 0,
            private: 0,
            countDiscussions: 0,
            countComments: 0,
        }));
        const inserted = await db.insertInto("users").values(rows).returning("userID").execute();
        const batch = inserted.map((row) => row.userID);
        ids.push(...batch);
        if (role) await db.insertInto("userRoles").values(batch.map((id) => ({ userID: id, roleID: role.roleID }))).execute();
        await db.insertInto("bookmarks").values(batch.map((id) => ({ discussionID, userID: id, dateInserted: now }))).execute();
    }
    return ids;
}

/** An open discussion by the admin in a category members see. */
async function adminsDiscussion(db: Kysely<Database>): Promise<number> {
    const row = await db
        .selectFrom("discussions")
        .innerJoin("users", "users.userID", "discussions.insertUserID")
        .select("discussions.discussionID")
        .where("users.name", "=", "admin")
        .where("discussions.closed", "=", 0)
        .where("discussions.name", "!=", "Moderator notes for this month")
        .orderBy("discussions.discussionID")
        .executeTakeFirstOrThrow();
    return row.discussionID;
}

async function comment(t: ITestApp, cookie: string, discussionID: number, body: string): Promise<number> {
    const response = await t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie }, payload: { discussionID, body } });
    expect(response.statusCode).toBe(201);
    return response.json().commentID as number;
}

/** userID → how many notifications of the comment they have, and of which types. */
async function notificationsOfComment(db: Kysely<Database>, commentID: number): Promise<Map<number, string[]>> {
    const rows = await db.selectFrom("notifications").select(["userID", "activityType"]).where("recordType", "=", "comment").where("recordID", "=", commentID).execute();
    const byUser = new Map<number, string[]>();
    for (const row of rows) byUser.set(row.userID, [...(byUser.get(row.userID) ?? []), row.activityType]);
    return byUser;
}

it("answers a comment before the fan-out, then a job notifies each bookmarker who may see the discussion exactly once", async () => {
    const [t] = await forum();
    const discussionID = await adminsDiscussion(t!.db);
    const members = await addBookmarkers(t!.db, discussionID, "fan", 1_200, "member");
    const roleless = await addBookmarkers(t!.db, discussionID, "norole", 50, null);
    const moderator = await signIn(t!.app, "moderator");
    // The poller and its wake-ups are off: what the request did alone is visible.
    await t!.app.hearth.jobs.stop();

    const commentID = await comment(t!, moderator, discussionID, "An update for everyone, @fan7 in particular.");
    expect((await notificationsOfComment(t!.db, commentID)).size).toBe(0);
    expect(await t!.db.selectFrom("jobs").select("name").execute()).toEqual([{ name: "vanilla.commentAdded" }]);

    expect(await t!.app.hearth.jobs.runDueJobs()).toBe(1);
    const notes = await notificationsOfComment(t!.db, commentID);
    const adminID = await userID(t!.db, "admin");
    const moderatorID = await userID(t!.db, "moderator");
    expect(notes.get(adminID)).toEqual(["comment"]);
    expect(notes.get(members[7]!)).toEqual(["mention"]);
    expect(members.filter((id, i) => i !== 7).every((id) => notes.get(id)?.join() === "bookmarkComment")).toBe(true);
    expect(roleless.some((id) => notes.has(id))).toBe(false);
    expect(notes.has(moderatorID)).toBe(false);
    expect(notes.size).toBe(members.length + 1);
    expect(await t!.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
});

it("delivers each queued notification exactly once when two server processes poll at the same moment", async () => {
    const [a, b] = await forum(2);
    const discussionID = await adminsDiscussion(a!.db);
    const members = await addBookmarkers(a!.db, discussionID, "fan", 300, "member");
    await Promise.all([a!.app.hearth.jobs.stop(), b!.app.hearth.jobs.stop()]);
    const cookies = await Promise.all(["moderator", "member", "admin"].map((name) => signIn(a!.app, name)));
    const commentIDs: number[] = [];
    for (let i = 0; i < 6; i++) commentIDs.push(await comment(a!, cookies[i % 3]!, discussionID, `Round ${i}`));

    const ran = await Promise.all([a!.app.hearth.jobs.runDueJobs(), b!.app.hearth.jobs.runDueJobs()]);
    expect(ran[0]! + ran[1]!).toBe(6);
    for (const commentID of commentIDs) {
        const notes = await notificationsOfComment(b!.db, commentID);
        expect(members.every((id) => notes.get(id)?.length === 1)).toBe(true);
        expect([...notes.values()].every((types) => types.length === 1)).toBe(true);
    }
    expect(await a!.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
});

it("runs a job that crashed half-way again without notifying anyone twice", async () => {
    const [t] = await forum();
    const discussionID = await adminsDiscussion(t!.db);
    const members = await addBookmarkers(t!.db, discussionID, "fan", 1_100, "member");
    await t!.app.hearth.jobs.stop();
    // Another listener of the event fails once, after the notifications were (partly) written.
    let failures = 0;
    t!.app.hearth.events.on("commentAdded", () => {
        if (failures++ === 0) throw new Error("The process died here.");
    });
    const commentID = await comment(t!, await signIn(t!.app, "moderator"), discussionID, "Half-way");

    await t!.app.hearth.jobs.runDueJobs();
    const job = await t!.db.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ name: "vanilla.commentAdded", attempts: 1 });
    expect(job.lastError).toContain("The process died here.");
    // As if only the first batches had committed before the crash.
    const written = await t!.db.selectFrom("notifications").select("notificationID").where("recordID", "=", commentID).where("recordType", "=", "comment").orderBy("notificationID").execute();
    await t!.db.deleteFrom("notifications").where("notificationID", "in", written.slice(600).map((row) => row.notificationID)).execute();

    // The retry's time comes (the row is moved instead of the clock).
    await t!.db.updateTable("jobs").set({ runAt: new Date(Date.now() - 1_000).toISOString() }).execute();
    expect(await t!.app.hearth.jobs.runDueJobs()).toBe(1);
    const notes = await notificationsOfComment(t!.db, commentID);
    expect(members.every((id) => notes.get(id)?.join() === "bookmarkComment")).toBe(true);
    expect(notes.size).toBe(members.length + 1);
    expect(await t!.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
});

it("notifies a reaction's recipient once per reaction event, from a job", async () => {
    const [t] = await forum();
    const discussionID = await adminsDiscussion(t!.db);
    const member = await signIn(t!.app, "member");
    const react = (reactionType: string) =>
        t!.app.inject({ method: "POST", url: `/api/v2/discussions/${discussionID}/reactions`, headers: { ...JSON_HEADERS, cookie: member }, payload: { reactionType } });
    const reactionNotes = async () => {
        await t!.app.hearth.jobs.runDueJobs();
        return t!.db.selectFrom("notifications").select("body").where("activityType", "=", "reaction").where("recordID", "=", discussionID).where("recordType", "=", "discussion").execute();
    };
    expect((await react("Like")).statusCode).toBe(200);
    expect(await reactionNotes()).toHaveLength(1);
    // The same reaction again changes nothing and tells nobody; another reaction is another event.
    await react("Like");
    expect(await reactionNotes()).toHaveLength(1);
    await react("Insightful");
    expect(await reactionNotes()).toHaveLength(2);
});
