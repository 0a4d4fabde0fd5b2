/**
 * The migration's backfill (2026_11_24_990_vanilla_search_index) on a forum that already has
 * posts: it must index every record exactly as the triggers do, above all with each comment in
 * its own discussion's category (what permissions filter on). The seeded forum was indexed by the
 * triggers as it was written; the index is dropped and built again from the rows, then compared.
 */
import type { Kysely } from "kysely";
import type { ISearchResult } from "@library/search/searchTypes";
import { createTestApp, signIn, testDatabaseUrl, type ITestApp } from "@server/testing/testApp";
import { createSearchIndex, dropSearchIndex, searchMigrations, SQLITE_PREFIX_LENGTHS } from "./searchIndexMigration";
import { sql } from "kysely";
import { SEARCH_CACHE_CONFIG_KEY } from "./searchSite";

let t: ITestApp;
beforeAll(async () => {
    t = await createTestApp();
});
afterAll(() => t.close());

async function documents() {
    const rows = await t.db.selectFrom("searchDocuments").select(["recordType", "recordID", "discussionID", "categoryID", "insertUserID", "type"]).execute();
    return rows.map((row) => `${row.recordType}:${row.recordID}:${row.discussionID}:${row.categoryID}:${row.insertUserID}:${row.type}`).sort();
}

async function found(query: string, cookie: string): Promise<string[]> {
    const response = await t.app.inject({ url: `/api/v2/search?query=${encodeURIComponent(query)}&limit=100&expand=-body`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<ISearchResult[]>().map((result) => `${result.recordType}:${result.recordID}:${result.categoryID}`);
}

it("builds, from existing rows, the same index the triggers keep", async () => {
    const moderator = await signIn(t.app, "moderator");
    const member = await signIn(t.app, "member");
    const before = await documents();
    const comments = before.filter((row) => row.startsWith("comment:"));
    expect(comments.length).toBeGreaterThan(50);
    const queries = ["community", "settings", "thanks", "staff"];
    const answers = await Promise.all(queries.flatMap((query) => [found(query, moderator), found(query, member)]));

    await dropSearchIndex(t.db as Kysely<unknown>, t.dialect);
    // As the migrator runs it: in a transaction on PostgreSQL; SQLite's migration takes its own.
    if (t.dialect === "postgres") await (t.db as Kysely<unknown>).transaction().execute((trx) => createSearchIndex(trx, "postgres"));
    else await createSearchIndex(t.db as Kysely<unknown>, t.dialect);

    expect(await documents()).toEqual(before);
    expect(await Promise.all(queries.flatMap((query) => [found(query, moderator), found(query, member)]))).toEqual(answers);
    // And the triggers work again on the rebuilt index.
    await t.db.updateTable("users").set({ name: "Backfilled Name" }).where("name", "=", "member").execute();
    expect(await found("backfilled", moderator)).toHaveLength(1);
});

// SQLite only: PostgreSQL's index has no prefix lengths to change.
const onSqlite = testDatabaseUrl() ? it.skip : it;
onSqlite("indexes again a forum indexed with other prefix lengths, and leaves a current index alone", async () => {
    const db = t.db as Kysely<unknown>;
    const moderator = await signIn(t.app, "moderator"); // "member" was renamed above
    const before = await documents();
    // Every answer from the index, none kept from before the rebuild.
    await t.app.hearth.config.set(SEARCH_CACHE_CONFIG_KEY, false);
    const answers = await Promise.all(["community", "sett*"].map((query) => found(query, moderator)));
    expect(answers.map((answer) => answer.length > 0)).toEqual([true, true]);
    const upgrade = () => searchMigrations["2026_12_03_100_vanilla_search_prefix_lengths"]!("sqlite").up(db);
    const ftsDefinition = async () => (await sql<{ sql: string }>`select sql from sqlite_master where name = 'searchFts'`.execute(db)).rows[0]?.sql;

    // An index of before the prefix lengths grew: its table made with 2 and 3 only.
    await dropSearchIndex(db, "sqlite");
    await sql.raw(`create virtual table searchFts using fts5(name, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`).execute(db);
    await upgrade();
    expect(await ftsDefinition()).toContain(`prefix='${SQLITE_PREFIX_LENGTHS}'`);
    expect(await documents()).toEqual(before);
    expect(await Promise.all(["community", "sett*"].map((query) => found(query, moderator)))).toEqual(answers);

    // Current already: nothing is indexed again (a document taken out stays out).
    await t.db.deleteFrom("searchDocuments").where("recordType", "=", "category").execute();
    await upgrade();
    expect((await documents()).filter((row) => row.startsWith("category:"))).toEqual([]);
});

onSqlite("gives a forum indexed before the names had their own index that index, and the triggers that keep it", async () => {
    const db = t.db as Kysely<unknown>;
    const moderator = await signIn(t.app, "moderator");
    await t.app.hearth.config.set(SEARCH_CACHE_CONFIG_KEY, false);
    const ranked = async (query: string) => {
        const response = await t.app.inject({ url: `/api/v2/search?query=${encodeURIComponent(query)}&limit=100&expand=-body`, headers: { cookie: moderator } });
        return response.json<ISearchResult[]>().map((result) => `${result.recordType}:${result.recordID}:${result.score}`);
    };
    // Words of the seeded discussions' titles, so some records match by name.
    const titles = await t.db.selectFrom("discussions").select(["discussionID", "name"]).orderBy("discussionID").limit(3).execute();
    const words = titles.map((row) => row.name.split(/\s+/).find((word) => /^[a-z]{4,}$/i.test(word))!);
    const before = await Promise.all(words.map(ranked));
    expect(before.flat().some((result) => result.endsWith(":2"))).toBe(true);

    // As such a forum stands: no name index, and triggers that never wrote one.
    for (const { name } of (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name glob 'search_*'`.execute(db)).rows) {
        await sql.raw(`drop trigger "${name}"`).execute(db);
    }
    await sql.raw(`drop table searchNameFts`).execute(db);
    await searchMigrations["2026_12_03_200_vanilla_search_name_index"]!("sqlite").up(db);

    expect(await Promise.all(words.map(ranked))).toEqual(before);
    await t.db.updateTable("discussions").set({ name: "Quellmarsh corner" }).where("discussionID", "=", titles[0]!.discussionID).execute();
    expect(await ranked("quellmarsh")).toEqual([`discussion:${titles[0]!.discussionID}:2`]);
});
