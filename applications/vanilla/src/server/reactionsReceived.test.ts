/**
 * The kept counts of reactions received (reactionsReceived.ts), on both databases: after every
 * kind of write that changes what a member received in a category, the kept counts are what
 * counting the reactions afresh gives; and the home page's "Top Members" counts only the
 * categories the viewer may see.
 */
import { sql } from "kysely";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import type { IHydratedLayout } from "@library/layouts/layoutTypes";
import { ALL_CATEGORIES } from "./reactionsReceived";

let forum: ITestApp;
let admin: string;
let moderator: string;
let adminID: number;
let generalID: number;
let staffID: number;

beforeAll(async () => {
    forum = await createTestApp();
    [admin, moderator] = await Promise.all([signIn(forum.app, "admin"), signIn(forum.app, "moderator")]);
    adminID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "admin").executeTakeFirstOrThrow()).userID;
    const category = (urlcode: string) => forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", urlcode).executeTakeFirstOrThrow();
    generalID = (await category("general")).categoryID;
    staffID = (await category("staff")).categoryID;
});
afterAll(() => forum.close());

async function call(cookie: string, method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: Record<string, unknown>) {
    const headers = payload ? { ...JSON_HEADERS, cookie } : { "x-requested-with": JSON_HEADERS["x-requested-with"], cookie };
    const response = await forum.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBeLessThan(300);
    return response;
}

/** A discussion by the admin with two comments by the moderator (who may see the staff category too), each post liked by the other. */
async function likedDiscussion(categoryID = generalID): Promise<{ discussionID: number; commentIDs: number[] }> {
    const discussionID = (await call(admin, "POST", "/api/v2/discussions", { categoryID, name: "Liked", body: "Body", format: "text" })).json().discussionID as number;
    const commentIDs: number[] = [];
    for (const body of ["First", "Second"]) commentIDs.push((await call(moderator, "POST", "/api/v2/comments", { discussionID, body, format: "text" })).json().commentID);
    await call(moderator, "POST", `/api/v2/discussions/${discussionID}/reactions`, { reactionType: "Like" });
    for (const commentID of commentIDs) await call(admin, "POST", `/api/v2/comments/${commentID}/reactions`, { reactionType: "Like" });
    return { discussionID, commentIDs };
}

type Counts = Record<string, number>;

/** The kept counts, as "categoryID:userID" → count (zeros left out); the members' totals as "all:userID". */
async function kept(): Promise<Counts> {
    const rows = await forum.db.selectFrom("reactionsReceived").selectAll().where("count", "<>", 0).execute();
    return Object.fromEntries(rows.map((row) => [`${row.categoryID === ALL_CATEGORIES ? "all" : row.categoryID}:${row.userID}`, Number(row.count)]));
}

/** The same counted from the reactions and their posts, as the widget once counted them at every render. */
async function counted(): Promise<Counts> {
    const { db } = forum;
    const onDiscussions = db
        .selectFrom("reactions")
        .innerJoin("discussions", "discussions.discussionID", "reactions.recordID")
        .where("reactions.recordType", "=", "discussion")
        .select(["discussions.categoryID", "discussions.insertUserID as userID"]);
    const onComments = db
        .selectFrom("reactions")
        .innerJoin("comments", "comments.commentID", "reactions.recordID")
        .innerJoin("discussions", "discussions.discussionID", "comments.discussionID")
        .where("reactions.recordType", "=", "comment")
        .select(["discussions.categoryID", "comments.insertUserID as userID"]);
    const rows = await db
        .selectFrom(onDiscussions.unionAll(onComments).as("received"))
        .select(["categoryID", "userID", sql<number | string>`count(*)`.as("count")])
        .groupBy(["categoryID", "userID"])
        .execute();
    const counts: Counts = {};
    for (const row of rows) {
        counts[`${row.categoryID}:${row.userID}`] = Number(row.count);
        counts[`all:${row.userID}`] = (counts[`all:${row.userID}`] ?? 0) + Number(row.count);
    }
    return counts;
}

async function expectCurrent(): Promise<void> {
    expect(await kept()).toEqual(await counted());
}

it("starts from the seeded forum's reactions", async () => {
    expect(Object.keys(await counted()).length).toBeGreaterThan(0);
    await expectCurrent();
});

it("follows reactions added and removed on discussions and comments", async () => {
    const before = await kept();
    const { discussionID, commentIDs } = await likedDiscussion();
    expect((await kept())[`${generalID}:${adminID}`]).toBe((before[`${generalID}:${adminID}`] ?? 0) + 1);
    await expectCurrent();
    await call(moderator, "DELETE", `/api/v2/discussions/${discussionID}/reactions`);
    await call(admin, "DELETE", `/api/v2/comments/${commentIDs[0]}/reactions/${adminID}`);
    await expectCurrent();
});

it("follows a discussion moved to another category, with its comments' reactions", async () => {
    const { discussionID } = await likedDiscussion();
    await call(admin, "PATCH", "/api/v2/discussions/move", { discussionIDs: [discussionID], categoryID: staffID, addRedirects: false });
    expect((await forum.db.selectFrom("discussions").select("categoryID").where("discussionID", "=", discussionID).executeTakeFirstOrThrow()).categoryID).toBe(staffID);
    await expectCurrent();
});

it("follows a comment deleted, a discussion deleted, several deleted and a merge", async () => {
    const first = await likedDiscussion();
    await call(admin, "DELETE", `/api/v2/comments/${first.commentIDs[0]}`);
    await expectCurrent();
    await call(admin, "DELETE", `/api/v2/discussions/${first.discussionID}`);
    await expectCurrent();
    const several = [(await likedDiscussion()).discussionID, (await likedDiscussion()).discussionID];
    await call(admin, "DELETE", "/api/v2/discussions/list", { discussionIDs: several });
    await expectCurrent();
    const destination = await likedDiscussion();
    const source = await likedDiscussion(staffID);
    await call(admin, "PATCH", "/api/v2/discussions/merge", { discussionIDs: [source.discussionID], destinationDiscussionID: destination.discussionID, addRedirects: false });
    await expectCurrent();
});

it("follows one statement removing a member's reactions, or comments, in two categories", async () => {
    const general = await likedDiscussion(generalID);
    const staff = await likedDiscussion(staffID);
    // The admin's likes of the moderator's first comments, in both categories: one statement (on
    // PostgreSQL one trigger run, changing the moderator's total twice).
    await forum.db.deleteFrom("reactions").where("recordType", "=", "comment").where("recordID", "in", [general.commentIDs[0]!, staff.commentIDs[0]!]).execute();
    await expectCurrent();
    await forum.db.deleteFrom("comments").where("commentID", "in", [general.commentIDs[1]!, staff.commentIDs[1]!]).execute();
    await expectCurrent();
});

it("ranks Top Members by the reactions in the categories the viewer may see", async () => {
    // The admin made the clear leader by a thousand reactions in the staff category (written
    // straight into the counts and the admin's total: the last test, nothing checks them against
    // the reactions after).
    for (const categoryID of [staffID, ALL_CATEGORIES]) {
        await forum.db
            .insertInto("reactionsReceived")
            .values({ categoryID, userID: adminID, count: 1_000 })
            .onConflict((conflict) => conflict.columns(["categoryID", "userID"]).doUpdateSet((eb) => ({ count: eb("reactionsReceived.count", "+", 1_000) })))
            .execute();
    }
    const leaders = async (cookie: string) => {
        const response = await forum.app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home", headers: cookie ? { cookie } : {} });
        const widget = (response.json() as IHydratedLayout).layout.find((item) => item.$reactComponent === "LeaderboardWidget")!;
        return widget.$reactProps.leaders as Array<{ name: string; count: number }>;
    };
    const seenByAdmin = await leaders(admin);
    expect(seenByAdmin[0]).toMatchObject({ name: "admin" });
    expect(seenByAdmin[0]!.count).toBeGreaterThan(1_000);
    // A guest may not see the staff category: none of those thousand reactions count.
    const seenByGuest = await leaders("");
    expect(seenByGuest.every((leader) => leader.count < 1_000)).toBe(true);
});
