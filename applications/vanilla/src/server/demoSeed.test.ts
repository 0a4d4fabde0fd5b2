/**
 * The demo forum: deterministic for a seed number, and big enough to show paging, nesting and
 * the staff-only category (DESIGN.md §4).
 */
import { sql } from "kysely";
import { seedIfEmpty } from "@server/seed/seed";
import { DEMO_TAGS } from "./demoSeed";
import { createTestApp, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

async function discussionNames(testApp: ITestApp): Promise<string[]> {
    const rows = await testApp.db.selectFrom("discussions").select("name").orderBy("discussionID").execute();
    return rows.map((row) => row.name);
}

/** Tags, collections and signatures as comparable text: "discussionID:tag name", "collection:recordID", "user:signature". */
async function curation(testApp: ITestApp): Promise<{ tags: string[]; collections: string[]; signatures: string[] }> {
    const { db } = testApp;
    const tags = await db.selectFrom("discussionTags").innerJoin("tags", "tags.tagID", "discussionTags.tagID").select(["discussionID", "name"]).orderBy("discussionID").orderBy("name").execute();
    const records = await db
        .selectFrom("collectionRecords")
        .innerJoin("collections", "collections.collectionID", "collectionRecords.collectionID")
        .select(["name", "recordID", "recordType"])
        .orderBy("collections.collectionID")
        .orderBy("sort")
        .execute();
    const signed = await testApp.db.selectFrom("users").select(["name", "signature"]).where("signature", "is not", null).orderBy("userID").execute();
    return {
        tags: tags.map((row) => `${row.discussionID}:${row.name}`),
        collections: records.map((row) => `${row.name}:${row.recordType}:${row.recordID}`),
        signatures: signed.map((row) => `${row.name}:${row.signature}`),
    };
}

describe("the demo seed", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });

    afterAll(async () => {
        await forum?.close();
    });

    it("is deterministic: the same seed number gives the same discussions, another one different ones", async () => {
        const again = await createTestApp();
        const other = await createTestApp({ seed: false });
        try {
            // seedIfEmpty on an empty forum seeds it, with a generated password when none is given.
            const result = await seedIfEmpty(other.db, { seed: 2 });
            expect(result).toMatchObject({ seeded: true, passwordGenerated: true });
            await expect(signIn(other.app, "admin", result.password)).resolves.toMatch(/^hearth_session=/);
            // A real forum's demo accounts get the real hash cost (only test forums ask for less).
            const admin = await other.db.selectFrom("users").select("passwordHash").where("name", "=", "admin").executeTakeFirstOrThrow();
            expect(admin.passwordHash.split("$")[1]).toBe("16384");

            const names = await discussionNames(forum);
            expect(await discussionNames(again)).toEqual(names);
            expect(await discussionNames(other)).not.toEqual(names);
            expect(await curation(again)).toEqual(await curation(forum));
            expect((await curation(other)).tags).not.toEqual((await curation(forum)).tags);
        } finally {
            await again.close();
            await other.close();
        }
    });

    it("has at least 5 categories, one of them nested under another", async () => {
        const categories = await forum.db.selectFrom("categories").selectAll().execute();
        expect(categories.length).toBeGreaterThanOrEqual(5);
        const nested = categories.filter((category) => category.parentCategoryID !== null);
        expect(nested.length).toBeGreaterThanOrEqual(1);
        for (const child of nested) expect(categories.map((category) => category.categoryID)).toContain(child.parentCategoryID);
    });

    it("has at least 40 discussions, one with at least 100 comments, and counts that match the rows", async () => {
        const { discussions } = await forum.db.selectFrom("discussions").select((eb) => eb.fn.countAll().as("discussions")).executeTakeFirstOrThrow();
        expect(Number(discussions)).toBeGreaterThanOrEqual(40);
        const perDiscussion = (await forum.db.selectFrom("comments").select(["discussionID", sql<number>`count(*)`.as("n")]).groupBy("discussionID").execute()).sort(
            (a, b) => Number(b.n) - Number(a.n),
        );
        expect(Number(perDiscussion[0]!.n)).toBeGreaterThanOrEqual(100);
        const biggest = await forum.db.selectFrom("discussions").select("countComments").where("discussionID", "=", perDiscussion[0]!.discussionID).executeTakeFirstOrThrow();
        expect(biggest.countComments).toBe(Number(perDiscussion[0]!.n));
    });

    it("has at least 20 users, including admin, moderator and member", async () => {
        const users = await forum.db.selectFrom("users").select("name").execute();
        expect(users.length).toBeGreaterThanOrEqual(20);
        expect(users.map((user) => user.name)).toEqual(expect.arrayContaining(["admin", "moderator", "member"]));
    });

    it.each(["admin", "moderator", "member"])("lets %s sign in with the seed password", async (name) => {
        const cookie = await signIn(forum.app, name, TEST_PASSWORD);
        const me = await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } });
        expect(me.json()).toMatchObject({ name });
    });

    it("does not sign in the generated members with the demo password", async () => {
        const other = await forum.db.selectFrom("users").select("name").where("name", "not in", ["admin", "moderator", "member"]).executeTakeFirstOrThrow();
        await expect(signIn(forum.app, other.name, TEST_PASSWORD)).rejects.toThrow(/401/);
    });

    it("has 8 tags, each on at least one discussion, and two collections of public discussions", async () => {
        const db = forum.db;
        const tags = await db.selectFrom("tags").select(["tagID", "name"]).execute();
        expect(tags.map((tag) => tag.name)).toEqual([...DEMO_TAGS]);
        const { tags: tagged, collections } = await curation(forum);
        for (const tag of DEMO_TAGS) expect(tagged.some((row) => row.endsWith(`:${tag}`))).toBe(true);
        expect(collections.filter((row) => row.startsWith("Start here:"))).toHaveLength(3);
        expect(collections.filter((row) => row.startsWith("Community favourites:"))).toHaveLength(5);
        const staff = await forum.db.selectFrom("discussions").innerJoin("categories", "categories.categoryID", "discussions.categoryID").select("discussionID").where("urlcode", "=", "staff").execute();
        for (const { discussionID } of staff) expect(collections.some((row) => row.endsWith(`:discussion:${discussionID}`))).toBe(false);
    });

    it("gives four users a signature (not member) and leaves signatures switched off", async () => {
        const { signatures } = await curation(forum);
        expect(signatures).toHaveLength(4);
        expect(signatures.some((row) => row.startsWith("member:"))).toBe(false);
        expect(forum.app.hearth.config.get("Signatures.Enabled", false)).toBe(false);
    });

    it("seedIfEmpty leaves a forum that already has users alone", async () => {
        const before = await discussionNames(forum);
        expect(await seedIfEmpty(forum.db, { password: "another-password", seed: 7 })).toEqual({ seeded: false });
        expect(await discussionNames(forum)).toEqual(before);
    });

});
