/**
 * The database: SQLite through better-sqlite3 (a file under DATA_DIR, or ":memory:" for tests)
 * or PostgreSQL when a connection URL is given. Both run the same migrations and queries.
 */
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from "kysely";
import type { Client } from "pg";
import type { Database } from "@server/db/schema";
import { withStatementCache } from "@server/db/statementCache";
import { FALLBACK_AUTOCHECKPOINT_PAGES, JOURNAL_SIZE_LIMIT_BYTES, startWalCheckpointer } from "@server/db/walCheckpointer";

export type DialectName = "sqlite" | "postgres";

export interface IDatabaseHandle {
    db: Kysely<Database>;
    dialect: DialectName;
    destroy(): Promise<void>;
    /** SQLite only: the whole database as bytes (what `sqliteImage` opens again). */
    serialize?(): Buffer;
    /** PostgreSQL only: a connection of its own, outside the pool, for LISTEN (live/liveHub.ts). */
    connectListener?(): Promise<Client>;
}

export interface IDatabaseOptions {
    /** PostgreSQL connection URL; when absent, SQLite is used. */
    databaseUrl?: string | null;
    /** SQLite file path, or ":memory:". */
    sqliteFile?: string;
    /** An in-memory SQLite database that starts as a copy of this serialised one (tests' seeded image). */
    sqliteImage?: Buffer;
    /** PostgreSQL schema to use (tests give each file its own). */
    pgSchema?: string;
}

/** SQLite's page cache per connection, in KiB (its default is 2,000). */
const SQLITE_CACHE_KIB = 64 * 1024;

/** Connections of the PostgreSQL pool: the admission queue lets as many requests run at once (main.ts). */
export const POSTGRES_POOL_SIZE = 10;

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE), waiting for it up
 * to better-sqlite3's busy timeout (5 s). Kysely begins them DEFERRED: a transaction that read
 * and then wrote, while another process on the same file committed in between, failed at once
 * with SQLITE_BUSY_SNAPSHOT (its snapshot was stale, so waiting could not help), and several
 * server processes on one file (WEB_PROCESSES, main.ts) answered 500 to some of ten comments
 * posted at once. In one process nothing changes: its transactions already run one at a time.
 */
class SqliteLockingDriver extends SqliteDriver {
    override async beginTransaction(connection: DatabaseConnection): Promise<void> {
        await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    }
}

class SqliteLockingDialect extends SqliteDialect {
    readonly #config: SqliteDialectConfig;
    constructor(config: SqliteDialectConfig) {
        super(config);
        this.#config = config;
    }
    override createDriver(): Driver {
        return new SqliteLockingDriver(this.#config);
    }
}

export async function openDatabase(options: IDatabaseOptions): Promise<IDatabaseHandle> {
    // The PostgreSQL driver is loaded only for a PostgreSQL forum: a SQLite one starts without it (about 50 ms).
    if (options.databaseUrl) return (await import("@server/db/postgresDatabase")).openPostgres(options.databaseUrl, options.pgSchema);
    const file = options.sqliteFile ?? ":memory:";
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = options.sqliteImage ? new SqliteDatabase(options.sqliteImage) : new SqliteDatabase(file);
    sqlite.pragma("journal_mode = WAL");
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit cost ~7 ms of fsync
    // on this machine, on the only thread, so every guest's API read (its rate-limit hit is a
    // write) stopped all other requests for that long. A committed write still survives a crash
    // of the process, and the database is never corrupted; a power cut or OS crash may lose the
    // last transactions before a checkpoint (SQLite's documented guarantee for WAL + NORMAL).
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    // SQLite's defaults suit a small file: a 2 MB page cache, and statement journals in temporary
    // files. At a million posts more than half of a bulk delete's time (50 discussions and their
    // 500-700 comments, their triggers, one statement) was the kernel's: page reads the cache
    // missed and writes of the statement journal a multi-row write with triggers keeps. A 64 MB
    // cache per connection and temporary storage in memory took it from 81 to 38 ms (warm rows).
    sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
    sqlite.pragma("temp_store = MEMORY");
    const db = new Kysely<Database>({ dialect: new SqliteLockingDialect({ database: withStatementCache(sqlite) }) });
    // A file's checkpoints run in a worker thread (walCheckpointer.ts), not inside a request's commit.
    const checkpointer = file !== ":memory:" && !options.sqliteImage ? startWalCheckpointer(file) : null;
    if (checkpointer) {
        sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
        sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
    }
    const destroy = async () => {
        await checkpointer?.stop();
        await db.destroy();
    };
    return { db, dialect: "sqlite", destroy, serialize: () => sqlite.serialize() };
}
