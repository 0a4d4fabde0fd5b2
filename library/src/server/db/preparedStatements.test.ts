/**
 * Named statements on PostgreSQL (preparedStatements.ts): a query is parsed once per connection
 * and then only run; planning still sees the values; a schema change that alters a kept
 * statement's columns does not fail the query; past the limit, queries run unnamed.
 */
import { randomBytes } from "node:crypto";
import { Pool } from "pg";
import { Kysely, PostgresDialect, sql } from "kysely";
import { openDatabase, type IDatabaseHandle } from "@server/db/database";
import { withPreparedStatements } from "@server/db/preparedStatements";
import { testDatabaseUrl } from "@server/testing/testApp";

const databaseUrl = testDatabaseUrl() ?? undefined;

/** The statements this connection keeps whose text mentions `table`. */
async function keptStatements(db: Kysely<unknown>, table: string): Promise<string[]> {
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${`%${table}%`} and statement not like '%pg_prepared_statements%'`.execute(db);
    return rows.map((row) => row.statement);
}

(databaseUrl ? describe : describe.skip)("prepared statements (PostgreSQL)", () => {
    let handle: IDatabaseHandle;
    const schema = `test_${randomBytes(8).toString("hex")}`;
    const table = `probe_${randomBytes(4).toString("hex")}`;

    beforeAll(async () => {
        handle = await openDatabase({ databaseUrl, pgSchema: schema });
        await sql`create table ${sql.id(table)} (id integer primary key, name text)`.execute(handle.db);
        await sql`insert into ${sql.id(table)} values (1, 'one'), (2, 'two')`.execute(handle.db);
    });
    afterAll(() => handle?.destroy());

    it("parses a query once per connection and runs it again with other values", async () => {
        await handle.db.connection().execute(async (db) => {
            const byID = (id: number) => sql<{ name: string }>`select name from ${sql.id(table)} where id = ${id}`.execute(db);
            expect((await byID(1)).rows).toEqual([{ name: "one" }]);
            expect((await byID(2)).rows).toEqual([{ name: "two" }]);
            const kept = await keptStatements(db as Kysely<unknown>, table);
            expect(kept.filter((statement) => statement.startsWith("select name"))).toEqual([`select name from "${table}" where id = $1`]);
        });
    });

    it("plans each run for its values (a generic plan could ignore a skewed value)", async () => {
        const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(handle.db);
        expect(rows[0]!.plan_cache_mode).toBe("force_custom_plan");
    });

    it("parses its statements afresh after its own migration changed a column's type", async () => {
        await handle.db.connection().execute(async (db) => {
            const insert = (id: number, when: string) => sql`insert into ${sql.id(table)} (id, name, seen) values (${id}, 'x', ${when})`.execute(db);
            await sql`alter table ${sql.id(table)} add column seen text`.execute(db);
            await insert(10, "2026-01-01T00:00:00Z");
            // The kept insert's parameter was text; without a fresh parse it is refused (42804).
            await sql`alter table ${sql.id(table)} alter column seen type timestamptz using seen::timestamptz`.execute(db);
            await insert(11, "2026-01-02T00:00:00Z");
            const { rows } = await sql<{ seen: string }>`select seen from ${sql.id(table)} where id = ${11}`.execute(db);
            expect(rows).toEqual([{ seen: "2026-01-02T00:00:00.000Z" }]);
        });
    });

    it("answers a kept `select *` after another process's migration added a column", async () => {
        const other = await openDatabase({ databaseUrl, pgSchema: schema });
        try {
            await handle.db.connection().execute(async (db) => {
                const all = () => sql<Record<string, unknown>>`select id, name, score is not null as scored from ${sql.id(table)} where id = ${1}`.execute(db);
                const star = () => sql<Record<string, unknown>>`select * from ${sql.id(table)} where id = ${2}`.execute(db);
                expect((await star()).rows).toEqual([{ id: 2, name: "two", seen: null }]);
                await sql`alter table ${sql.id(table)} add column score integer not null default 7`.execute(other.db);
                expect((await star()).rows).toEqual([{ id: 2, name: "two", seen: null, score: 7 }]);
                expect((await star()).rows).toEqual([{ id: 2, name: "two", seen: null, score: 7 }]);
                expect((await all()).rows).toEqual([{ id: 1, name: "one", scored: 1 }]);
            });
        } finally {
            await other.db.destroy(); // not other.destroy(): that drops the schema
        }
    });

    it("runs queries past the limit unnamed", async () => {
        const pool = new Pool({ connectionString: databaseUrl, max: 1 });
        const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool, 1) }) });
        try {
            await db.connection().execute(async (connection) => {
                await sql`select 1 as first_kept`.execute(connection);
                await sql`select 2 as second_unnamed`.execute(connection);
                const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
                expect(rows.map((row) => row.statement)).toEqual(["select 1 as first_kept"]);
            });
        } finally {
            await db.destroy();
        }
    });
});
