/**
 * openDatabase: SQLite in memory or in a file, and PostgreSQL confined to the schema it was
 * given (for operators who share one database between several forums).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { sql, type Kysely } from "kysely";
import { loadApplications } from "@server/applications";
import { ROOT_DIR } from "@server/config/env";
import { openDatabase } from "@server/db/database";
import { FALLBACK_AUTOCHECKPOINT_PAGES, JOURNAL_SIZE_LIMIT_BYTES } from "@server/db/walCheckpointer";
import { migrate, type MigrationSet } from "@server/db/migrations";
import { testDatabaseUrl } from "@server/testing/testApp";

describe("openDatabase (SQLite)", () => {
    it("opens a file database with foreign keys on, creating its folder", async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-db-"));
        const file = path.join(dir, "nested", "forum.sqlite");
        const handle = await openDatabase({ sqliteFile: file });
        try {
            expect(handle.dialect).toBe("sqlite");
            const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db);
            expect(rows[0]!.foreign_keys).toBe(1);
            expect(fs.existsSync(file)).toBe(true);
        } finally {
            await handle.destroy();
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });

    it("copies committed pages into the file from its worker thread, without a commit crossing a threshold", async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-db-"));
        const file = path.join(dir, "forum.sqlite");
        const handle = await openDatabase({ sqliteFile: file });
        try {
            const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
            expect(rows[0]!.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
            // The log a bulk job grew is cut back when it starts over.
            const limit = await sql<{ journal_size_limit: number }>`pragma journal_size_limit`.execute(handle.db);
            expect(limit.rows[0]!.journal_size_limit).toBe(JOURNAL_SIZE_LIMIT_BYTES);
            // About 300 pages: below SQLite's own threshold of 1,000, so only the worker copies them.
            await sql`create table pages (bytes blob)`.execute(handle.db);
            await sql`insert into pages (bytes) select randomblob(4000) from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 300) select i from n)`.execute(handle.db);
            const deadline = Date.now() + 30_000;
            while (fs.statSync(file).size < 1_200_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
            expect(fs.statSync(file).size).toBeGreaterThanOrEqual(1_200_000);
        } finally {
            await handle.destroy();
            fs.rmSync(dir, { recursive: true, force: true });
        }
    });

    it("keeps a process alive until its worker has stopped, so what follows the stop still runs", () => {
        // A script's last step (the scale bench's build, a command-line tool) closes the database:
        // the worker is unreferenced while it runs, and a process left with nothing else to wait
        // for used to end inside the stop, skipping the code after it, with exit code 0.
        const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hearth-db-")), "forum.sqlite");
        const script = `
            const Database = require("better-sqlite3");
            const { startWalCheckpointer } = require("./library/src/server/db/walCheckpointer.ts");
            new Database(${JSON.stringify(file)}).pragma("journal_mode = wal");
            startWalCheckpointer(${JSON.stringify(file)}).stop().then(() => console.log("after the stop"));`;
        try {
            const output = execFileSync(process.execPath, ["--import", "tsx", "-e", script], { cwd: ROOT_DIR, encoding: "utf8" });
            expect(output).toContain("after the stop");
        } finally {
            fs.rmSync(path.dirname(file), { recursive: true, force: true });
        }
    });
});

const databaseUrl = testDatabaseUrl() ?? undefined;

(databaseUrl ? describe : describe.skip)("openDatabase (PostgreSQL with pgSchema)", () => {
    it("keeps every connection in its own schema, from the first one on, and drops it on destroy", async () => {
        const schema = `test_${randomBytes(8).toString("hex")}`;
        const table = `probe_${randomBytes(4).toString("hex")}`;
        const handle = await openDatabase({ databaseUrl, pgSchema: schema });
        try {
            expect(handle.dialect).toBe("postgres");
            // Several queries at once use several pooled connections, the first one included.
            const paths = await Promise.all(Array.from({ length: 5 }, () => sql<{ search_path: string }>`show search_path`.execute(handle.db)));
            for (const result of paths) expect(result.rows[0]!.search_path).toBe(schema);
            await sql`create table ${sql.id(table)} (id integer)`.execute(handle.db);
            const { rows } = await sql<{ table_schema: string }>`select table_schema from information_schema.tables where table_name = ${table}`.execute(handle.db);
            expect(rows.map((row) => row.table_schema)).toEqual([schema]);
        } finally {
            await handle.destroy();
        }
        const check = await openDatabase({ databaseUrl });
        try {
            const { rows } = await sql<{ n: string }>`select count(*) as n from information_schema.schemata where schema_name = ${schema}`.execute(check.db);
            expect(Number(rows[0]!.n)).toBe(0);
        } finally {
            await check.destroy();
        }
    });

    it("migrates a second schema while another schema of the same database is migrated already", async () => {
        const sets: MigrationSet[] = (await loadApplications(path.join(ROOT_DIR, "applications"))).flatMap((application) => (application.migrations ? [application.migrations] : []));
        const [first, second] = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl, pgSchema: `test_${randomBytes(8).toString("hex")}` })));
        try {
            await migrate(first!.db as Kysely<unknown>, "postgres", sets);
            await migrate(second!.db as Kysely<unknown>, "postgres", sets);
            const { rows } = await sql<{ n: string }>`select count(*) as n from kysely_migration`.execute(second!.db);
            expect(Number(rows[0]!.n)).toBe(sets.flatMap((set) => Object.keys(set)).length);
            expect(await second!.db.selectFrom("users").select("userID").execute()).toEqual([]);
        } finally {
            await Promise.all([first!.destroy(), second!.destroy()]);
        }
    });
});
