/**
 * migrate(): an up-to-date database is recognised by one read of its migration table, without
 * the Migrator's read of the whole catalogue (every start, every test app); anything else is
 * left to the Migrator, which runs what is missing.
 */
import { sql, type Kysely } from "kysely";
import type { IDatabaseHandle } from "@server/db/database";
import { migrate, type MigrationSet } from "@server/db/migrations";
import { RequestQueries } from "@server/testing/requestQueries";
import { testDatabaseUrl } from "@server/testing/testApp";
import { openEmptyTestDatabase } from "@server/testing/testDatabases";

const table = (name: string): MigrationSet => ({
    [`2026_01_01_${name}`]: () => ({ up: async (db) => void (await db.schema.createTable(name).addColumn("id", "integer").execute()) }),
});

let database: IDatabaseHandle;
beforeEach(async () => {
    database = await openEmptyTestDatabase(testDatabaseUrl());
});
afterEach(() => database.destroy());

it("reads only its migration table when every migration has run, and runs one added since", async () => {
    const queries = new RequestQueries();
    const db = database.db.withPlugin(queries) as unknown as Kysely<unknown>;
    await migrate(db, database.dialect, [table("first_things")]);

    const again = await queries.during(() => migrate(db, database.dialect, [table("first_things")]));
    // PostgreSQL also asks for the current schema (the Migrator's tables are named with it).
    expect(again.statements).toHaveLength(database.dialect === "postgres" ? 2 : 1);

    await migrate(db, database.dialect, [table("first_things"), table("second_things")]);
    await expect(sql`select count(*) as n from second_things`.execute(db)).resolves.toBeDefined();
});

it("leaves a database that recorded a migration the code no longer has to the Migrator, which refuses it", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await migrate(db, database.dialect, [{ ...table("kept_things"), ...table("gone_things") }]);
    await expect(migrate(db, database.dialect, [table("kept_things")])).rejects.toThrow(/2026_01_01_gone_things/);
});
