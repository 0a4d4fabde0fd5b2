/**
 * The content generation's triggers (both databases): a write anyone makes to what a guest can
 * see raises it, even one that bypasses the API (an add-on, a job); reading does not (a view
 * count, a member's activity stamp, sessions, rate limits).
 */
import { sql, type Kysely } from "kysely";
import { GenerationReader, installPageCacheTriggers, type IGenerations } from "@server/db/pageCacheGeneration";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let generation: GenerationReader;

beforeAll(async () => {
    t = await createTestApp();
    generation = new GenerationReader(t.db as unknown as Kysely<unknown>);
});
afterAll(() => t.close());

async function raisedBy(write: () => Promise<unknown>, which: keyof IGenerations = "content"): Promise<boolean> {
    const before = (await generation.read())[which];
    await write();
    return (await generation.read())[which] > before;
}

describe("the content generation", () => {
    it("rises with every write a guest could see, made through the database directly", async () => {
        const discussion = await t.db.selectFrom("discussions").select(["discussionID", "name"]).orderBy("discussionID").executeTakeFirstOrThrow();
        expect(await raisedBy(() => t.db.updateTable("discussions").set({ name: `${discussion.name}!` }).where("discussionID", "=", discussion.discussionID).execute())).toBe(true);
        expect(await raisedBy(() => t.db.insertInto("tags").values({ name: "Fresh tag", urlcode: "fresh-tag", dateInserted: new Date().toISOString() }).execute())).toBe(true);
        expect(await raisedBy(() => t.db.deleteFrom("tags").where("urlcode", "=", "fresh-tag").execute())).toBe(true);
        expect(await raisedBy(() => t.app.hearth.config.set("Garden.Title", "Renamed"))).toBe(true);
    });

    it("rises once for a transaction however many rows it writes", async () => {
        const before = (await generation.read()).content;
        await t.db.transaction().execute(async (trx) => {
            await trx.updateTable("discussions").set({ closed: 1 }).execute();
            await trx.updateTable("discussions").set({ closed: 0 }).execute();
        });
        const after = (await generation.read()).content;
        // PostgreSQL raises it at the commit, once; SQLite's row triggers once per row.
        if (t.dialect === "postgres") expect(after).toBe(before + 1);
        else expect(after).toBeGreaterThan(before);
    });

    it("stays when only reading happened: a view, an activity stamp, a session, a rate-limit hit", async () => {
        expect(await raisedBy(() => t.db.updateTable("discussions").set((eb) => ({ countViews: eb("countViews", "+", 1) })).execute())).toBe(false);
        expect(await raisedBy(() => t.db.updateTable("users").set({ dateLastActive: new Date().toISOString() }).where("userID", "=", 3).execute())).toBe(false);
        expect(await raisedBy(() => t.db.deleteFrom("sessions").where("userID", "=", 3).execute())).toBe(false);
        expect(await raisedBy(() => sql`delete from ${sql.table("rateLimits")}`.execute(t.db))).toBe(false);
    });

    it("stays when a member saves a draft: private, though creating one locks the member's row", async () => {
        const cookie = await signIn(t.app, "member");
        const payload = { recordType: "comment", parentRecordType: "discussion", parentRecordID: 1, attributes: { body: "Half a thought", format: "markdown" } };
        let status = 0;
        expect(await raisedBy(async () => (status = (await t.app.inject({ method: "POST", url: "/api/v2/drafts", headers: { ...JSON_HEADERS, cookie }, payload })).statusCode))).toBe(false);
        expect(status).toBe(201);
    });

    it("puts the triggers on a table added later at the next start, and is cheap to run again", async () => {
        await t.db.schema.createTable("addonNotes").addColumn("noteID", "integer", (c) => c.primaryKey()).addColumn("text", "text").execute();
        expect(await raisedBy(() => sql`insert into ${sql.table("addonNotes")} ("noteID", "text") values (1, 'before')`.execute(t.db))).toBe(false);
        await installPageCacheTriggers(t.db as unknown as Kysely<unknown>, t.dialect);
        await installPageCacheTriggers(t.db as unknown as Kysely<unknown>, t.dialect);
        expect(await raisedBy(() => sql`insert into ${sql.table("addonNotes")} ("noteID", "text") values (2, 'after')`.execute(t.db))).toBe(true);
    });

    it("shares one query between reads asked together, and a later read sees a write committed before it", async () => {
        const reads = await Promise.all([generation.read(), generation.read(), generation.read()]);
        expect(new Set(reads.map((read) => read.content)).size).toBe(1);
        const first = generation.read();
        await t.db.updateTable("tags").set({ name: "Renamed tag" }).where("tagID", "=", 1).execute();
        const second = generation.read();
        expect((await second).content).toBeGreaterThan((await first).content);
    });
});

describe("the settings generation", () => {
    it("rises with a write to the settings (configuration, roles, permissions, the category tree, reaction types, themes)", async () => {
        const category = await t.db.selectFrom("categories").select(["categoryID", "parentCategoryID"]).where("parentCategoryID", "is not", null).executeTakeFirstOrThrow();
        const role = await t.db.selectFrom("roles").select(["roleID", "permissions"]).orderBy("roleID").executeTakeFirstOrThrow();
        const writes: Array<[string, () => Promise<unknown>]> = [
            ["config", () => t.app.hearth.config.set("Garden.Title", "Renamed again")],
            ["a role's permissions", () => t.db.updateTable("roles").set({ permissions: role.permissions }).where("roleID", "=", role.roleID).execute()],
            ["a category's permissions", () => t.db.updateTable("roleCategoryPermissions").set((eb) => ({ permissions: eb.ref("permissions") })).execute()],
            ["a category moved", () => t.db.updateTable("categories").set({ parentCategoryID: null }).where("categoryID", "=", category.categoryID).execute()],
            ["a category moved back", () => t.db.updateTable("categories").set({ parentCategoryID: category.parentCategoryID }).where("categoryID", "=", category.categoryID).execute()],
            ["a reaction type", () => t.db.updateTable("reactionTypes").set((eb) => ({ name: eb.ref("name") })).execute()],
            ["a theme", () => t.db.updateTable("themes").set((eb) => ({ name: eb.ref("name") })).execute()],
        ];
        const raised: string[] = [];
        for (const [name, write] of writes) if (await raisedBy(write, "settings")) raised.push(name);
        expect(raised).toEqual(writes.map(([name]) => name));
    });

    it("stays when content changes: a post, a category's counts, a member", async () => {
        const discussion = await t.db.selectFrom("discussions").select(["discussionID", "name"]).orderBy("discussionID").executeTakeFirstOrThrow();
        expect(await raisedBy(() => t.db.updateTable("discussions").set({ name: `${discussion.name}?` }).where("discussionID", "=", discussion.discussionID).execute(), "settings")).toBe(false);
        expect(await raisedBy(() => t.db.updateTable("categories").set((eb) => ({ countComments: eb("countComments", "+", 1) })).execute(), "settings")).toBe(false);
        expect(await raisedBy(() => t.db.updateTable("users").set({ title: "Gardener" }).where("userID", "=", 3).execute(), "settings")).toBe(false);
    });
});
