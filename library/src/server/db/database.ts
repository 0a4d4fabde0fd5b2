/**
 * The database: SQLite through better-sqlite3 (a file under DATA_DIR, or ":memory:" for tests)
 * or PostgreSQL when a connection URL is given. Both run the same migrations and queries.
 */
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver, type SqliteDialectConfig } from "kysely";
import { Client, Pool, types, type CustomTypesConfig } from "pg";
import type { Database } from "@server/db/schema";
import { withPreparedStatements } from "@server/db/preparedStatements";
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

const parsePgDate = types.getTypeParser(types.builtins.TIMESTAMPTZ, "text") as (value: string) => Date;

/** PostgreSQL's ISO output of a timestamptz in a UTC session: "2026-11-01 02:36:45.629+00" (the fraction up to 6 digits, trailing zeros dropped). */
const UTC_TIMESTAMPTZ = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamptz as the ISO-8601 text Date#toISOString gives (milliseconds, "Z"). In a UTC session
 * (the usual server setting) the text is only rearranged, the fraction cut to milliseconds as a
 * Date does; any other time zone or year goes through a Date. A list page reads some 150 dates:
 * through a Date each they were 4 % of an API request's CPU at a million posts.
 */
export function timestamptzToIso(value: string): string {
    const match = UTC_TIMESTAMPTZ.exec(value);
    if (!match) return parsePgDate(value).toISOString();
    return `${match[1]}T${match[2]}.${(match[3] ?? "").padEnd(3, "0").slice(0, 3)}Z`;
}

/**
 * PostgreSQL stores dates as timestamptz and flags as boolean (vanilla's migration
 * 2026_11_24_930), while the Kysely types stay what SQLite stores: ISO-8601 text and 0/1. This
 * pool's parsers read them back in that shape; written values need no conversion (PostgreSQL
 * takes ISO text for a timestamptz and '1' / '0' for a boolean).
 */
const PG_TYPES: CustomTypesConfig = {
    getTypeParser: ((oid: number, format?: "text" | "binary") => {
        if (oid === types.builtins.TIMESTAMPTZ) return timestamptzToIso;
        if (oid === types.builtins.BOOL) return (value: string) => (value === "t" ? 1 : 0);
        return types.getTypeParser(oid, format ?? "text");
    }) as CustomTypesConfig["getTypeParser"],
};

/** Connections of the PostgreSQL pool: the admission queue lets as many requests run at once (main.ts). */
export const POSTGRES_POOL_SIZE = 10;
/** How long an unused pool connection is kept: ten minutes. */
const POSTGRES_IDLE_MS = 10 * 60_000;

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
    if (options.databaseUrl) {
        const schema = options.pgSchema;
        if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
        // search_path as a startup parameter: every connection, the first included, starts in the schema.
        const connection = { connectionString: options.databaseUrl, types: PG_TYPES, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
        // Connections stay open while the forum is busy at all (pg closes them after 10 s idle by
        // default): a new one costs a backend start, authentication and a cold catalog cache, and
        // under a burst every request waited for those (issue 10 item 6). warmUp.ts opens them all.
        const pool = new Pool({ ...connection, max: POSTGRES_POOL_SIZE, idleTimeoutMillis: POSTGRES_IDLE_MS });
        // Kept statements are planned for their values on every run (preparedStatements.ts). A
        // command on connecting, queued before the connection's first query; not a startup
        // parameter, which connection poolers such as PgBouncer refuse. (PostgreSQL before 12 has
        // no such setting, and plans as it likes.)
        pool.on("connect", (client) => void client.query(`set plan_cache_mode = force_custom_plan`).catch(() => undefined));
        if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
        return {
            db,
            dialect: "postgres",
            connectListener: async () => {
                const client = new Client(connection);
                await client.connect();
                return client;
            },
            destroy: async () => {
                if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(db);
                await db.destroy();
            },
        };
    }
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
