/**
 * The database: SQLite through better-sqlite3 (a file under DATA_DIR, or ":memory:" for tests)
 * or PostgreSQL when a connection URL is given. Both run the same migrations and queries.
 */
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { Pool } from "pg";
import type { Database } from "@server/db/schema";
import { withStatementCache } from "@server/db/statementCache";

export type DialectName = "sqlite" | "postgres";

export interface IDatabaseHandle {
    db: Kysely<Database>;
    dialect: DialectName;
    destroy(): Promise<void>;
}

export interface IDatabaseOptions {
    /** PostgreSQL connection URL; when absent, SQLite is used. */
    databaseUrl?: string | null;
    /** SQLite file path, or ":memory:". */
    sqliteFile?: string;
    /** PostgreSQL schema to use (tests give each file its own). */
    pgSchema?: string;
}

export async function openDatabase(options: IDatabaseOptions): Promise<IDatabaseHandle> {
    if (options.databaseUrl) {
        const schema = options.pgSchema;
        if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
        // search_path as a startup parameter: every connection, the first included, starts in the schema.
        const pool = new Pool({ connectionString: options.databaseUrl, max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
        if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
        return {
            db,
            dialect: "postgres",
            destroy: async () => {
                if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(db);
                await db.destroy();
            },
        };
    }
    const file = options.sqliteFile ?? ":memory:";
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, dialect: "sqlite", destroy: () => db.destroy() };
}
