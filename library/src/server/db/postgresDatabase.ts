/**
 * A PostgreSQL forum's database (database.ts openDatabase), in a module of its own so that the
 * driver is loaded only when one is used.
 */
import { Client, Pool, types, type CustomTypesConfig } from "pg";
import { Kysely, PostgresDialect, sql } from "kysely";
import type { Database } from "@server/db/schema";
import { POSTGRES_POOL_SIZE, type IDatabaseHandle } from "@server/db/database";
import { withPreparedStatements } from "@server/db/preparedStatements";

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

/** How long an unused pool connection is kept: ten minutes. */
const POSTGRES_IDLE_MS = 10 * 60_000;

export async function openPostgres(databaseUrl: string, schema: string | undefined): Promise<IDatabaseHandle> {
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name "${schema}".`);
    // search_path as a startup parameter: every connection, the first included, starts in the schema.
    const connection = { connectionString: databaseUrl, types: PG_TYPES, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
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
