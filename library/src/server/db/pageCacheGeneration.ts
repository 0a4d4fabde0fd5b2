/**
 * The content generation (issue 17 item 4): one number in the database that every write a guest
 * could see raises, in the same transaction as the write. The guest page cache
 * (http/guestPageCache.ts) keeps a page with the generation read before it was rendered and
 * serves it only while the number is unchanged, so a page cached by any server process is
 * dropped by a write made through any other (DESIGN.md §4: shared state lives in the database).
 *
 * The number is raised by triggers, not by the models: an add-on's, a job's or a bulk action's
 * write invalidates as surely as a post through the API. At every start the host puts a trigger
 * on every table (the add-ons' included) except those whose rows no guest page shows, and leaves
 * out the columns written by reading (a view count, a member's last activity), so reading pages
 * never empties the cache. A table or column added later gets its trigger at the next start.
 *
 * - SQLite: row triggers (AFTER INSERT / UPDATE OF <columns> / DELETE) that raise the number;
 *   SQLite has one writer at a time, so they cost a row update each and never wait.
 * - PostgreSQL: constraint triggers deferred to the commit. Raising one hot row early in a
 *   transaction would hold its lock while the transaction takes others (two writers could then
 *   deadlock); at the commit it is the last lock taken, held for an instant. The function raises
 *   the number once per transaction, however many rows it wrote.
 */
import { createHash } from "node:crypto";
import { sql, type CompiledQuery, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";

export const GENERATION_TABLE = "pageCacheGeneration";
const TRIGGER_PREFIX = "hearth_pc_";
const PG_FUNCTION = "hearth_page_cache_bump";

/** Tables no guest page shows (per member, private, or bookkeeping): their writes keep the cache. */
export const TABLES_NOT_SHOWN_TO_GUESTS = new Set([
    GENERATION_TABLE,
    "sessions",
    "rateLimits",
    "jobs",
    "liveEvents",
    "idempotencyKeys",
    "drafts",
    "notifications",
    "notificationPreferences",
    "notificationEmails",
    "emailConfirmations",
    "discussionViews",
    "discussionDismissals",
    "bookmarks",
    "discussionReads",
    "readWatermarks",
    "media",
    "conversations",
    "conversationParticipants",
    "messages",
    // Moderation's records: only moderators' pages show them.
    "auditLogs",
    "reports",
    "contentLog",
    "warnings",
    "kysely_migration",
    "kysely_migration_lock",
]);

/**
 * Columns written by reading pages, not by changing content: a view raises countViews, any
 * request of a member refreshes dateLastActive (at most once a minute). The cache's maximum age
 * bounds how old they may show (guestPageCache.ts).
 */
export const COLUMNS_WRITTEN_BY_READING: Record<string, string[]> = {
    discussions: ["countViews"],
    users: ["dateLastActive"],
};

interface ITableColumns {
    table: string;
    columns: string[];
}

function isBookkeeping(table: string): boolean {
    return TABLES_NOT_SHOWN_TO_GUESTS.has(table) || /migration/i.test(table) || table.startsWith("sqlite_");
}

/** The trigger's name carries its column list: a changed list is a new trigger (the old one is dropped). */
function triggerName(table: string, columns: string[]): string {
    const hash = createHash("sha1").update(`${table}:${columns.join(",")}`).digest("hex").slice(0, 10);
    // PostgreSQL names are at most 63 bytes.
    return `${TRIGGER_PREFIX}${table.replace(/[^A-Za-z0-9_]/g, "_").slice(0, 40)}_${hash}`;
}

async function sqliteTables(db: Kysely<unknown>): Promise<ITableColumns[]> {
    const { rows } = await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master where type = 'table'`.execute(db);
    // Full-text tables are virtual (no triggers) and keep their shadow tables beside them (name_data …).
    const virtual = rows.filter((row) => /^\s*create\s+virtual/i.test(row.sql ?? "")).map((row) => row.name);
    const tables: ITableColumns[] = [];
    for (const { name } of rows) {
        if (isBookkeeping(name) || virtual.includes(name) || virtual.some((v) => name.startsWith(`${v}_`))) continue;
        const columns = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
        tables.push({ table: name, columns: columns.rows.map((column) => column.name) });
    }
    return tables;
}

async function postgresTables(db: Kysely<unknown>): Promise<ITableColumns[]> {
    // pg_catalog, not information_schema: the same rows, but information_schema's views checked
    // privileges on every column of the database and took 40-50 ms, at every start and test app.
    const { rows } = await sql<{ table: string; column: string }>`select c.relname as "table", a.attname as "column"
        from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`.execute(db);
    const byTable = new Map<string, string[]>();
    for (const { table, column } of rows) if (!isBookkeeping(table)) byTable.set(table, [...(byTable.get(table) ?? []), column]);
    return [...byTable].map(([table, columns]) => ({ table, columns }));
}

/** The columns whose change a guest may see. */
function visibleColumns({ table, columns }: ITableColumns): string[] {
    const skipped = COLUMNS_WRITTEN_BY_READING[table] ?? [];
    return columns.filter((column) => !skipped.includes(column));
}

const columnList = (columns: string[]) => sql.join(columns.map((column) => sql.ref(column)));

/**
 * Puts the generation trigger on every table that needs one and drops the ones no longer wanted.
 * Cheap when nothing changed (one catalogue read), so every start runs it; two processes
 * starting at once are safe (IF NOT EXISTS on SQLite, an advisory lock on PostgreSQL).
 */
export async function installPageCacheTriggers(database: Kysely<unknown>, dialect: DialectName): Promise<void> {
    if (dialect === "sqlite") {
        const wanted = (await sqliteTables(database)).map((table) => ({ ...table, visible: visibleColumns(table), name: triggerName(table.table, visibleColumns(table)) }));
        const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like ${`${TRIGGER_PREFIX}%`}`.execute(database);
        const existing = new Set(rows.map((row) => row.name));
        const bump = sql`update ${sql.table(GENERATION_TABLE)} set "generation" = "generation" + 1 where "id" = 1`;
        for (const { table, visible, name } of wanted) {
            if (existing.has(`${name}_i`)) continue;
            await database.transaction().execute(async (db) => {
                await sql`create trigger if not exists ${sql.id(`${name}_i`)} after insert on ${sql.table(table)} begin ${bump}; end`.execute(db);
                await sql`create trigger if not exists ${sql.id(`${name}_u`)} after update of ${columnList(visible)} on ${sql.table(table)} begin ${bump}; end`.execute(db);
                await sql`create trigger if not exists ${sql.id(`${name}_d`)} after delete on ${sql.table(table)} begin ${bump}; end`.execute(db);
            });
        }
        const wantedNames = new Set(wanted.flatMap(({ name }) => [`${name}_i`, `${name}_u`, `${name}_d`]));
        for (const name of existing) if (!wantedNames.has(name)) await sql`drop trigger if exists ${sql.id(name)}`.execute(database);
        return;
    }
    await database.transaction().execute(async (db) => {
        // One process at a time rewrites the triggers (the key is arbitrary but fixed).
        await sql`select pg_advisory_xact_lock(7317001)`.execute(db);
        const wanted = (await postgresTables(db)).map((table) => ({ ...table, visible: visibleColumns(table), name: triggerName(table.table, visibleColumns(table)) }));
        const { rows } = await sql<{ name: string; table: string }>`select t.tgname as name, c.relname as "table" from pg_trigger t
            join pg_class c on c.oid = t.tgrelid where c.relnamespace = current_schema()::regnamespace and t.tgname like ${`${TRIGGER_PREFIX}%`}`.execute(db);
        const existing = new Map(rows.map((row) => [row.name, row.table]));
        if (wanted.some(({ name }) => !existing.has(name))) {
            await sql`create or replace function ${sql.id(PG_FUNCTION)}() returns trigger language plpgsql as $$
                begin
                    if current_setting('hearth.page_cache_bumped', true) is distinct from 'yes' then
                        perform set_config('hearth.page_cache_bumped', 'yes', true);
                        update ${sql.table(GENERATION_TABLE)} set "generation" = "generation" + 1 where "id" = 1;
                    end if;
                    return null;
                end $$`.execute(db);
        }
        for (const { table, visible, name } of wanted) {
            if (existing.has(name)) continue;
            await sql`create constraint trigger ${sql.id(name)} after insert or update of ${columnList(visible)} or delete on ${sql.table(table)}
                deferrable initially deferred for each row execute function ${sql.id(PG_FUNCTION)}()`.execute(db);
        }
        const wantedNames = new Set(wanted.map(({ name }) => name));
        for (const [name, table] of existing) if (!wantedNames.has(name)) await sql`drop trigger if exists ${sql.id(name)} on ${sql.table(table)}`.execute(db);
    });
}

/**
 * Reads the generation, sharing one query between the requests that wait for it. A request may
 * only use a read that started after it arrived (a read already under way may predate a write
 * that committed before the request came): it joins the next read, which starts as soon as the
 * one under way ends. So at most one query is in flight, however many hits arrive at once.
 */
export class GenerationReader {
    private current: Promise<number> | null = null;
    private following: Promise<number> | null = null;
    private readonly query: CompiledQuery<{ generation: number | string }>;

    constructor(private readonly db: Kysely<unknown>) {
        this.query = sql<{ generation: number | string }>`select "generation" from ${sql.table(GENERATION_TABLE)} where "id" = 1`.compile(db);
    }

    read(): Promise<number> {
        if (!this.current) return (this.current = this.start());
        this.following ??= this.current.then(
            () => this.next(),
            () => this.next(),
        );
        return this.following;
    }

    private next(): Promise<number> {
        this.following = null;
        return (this.current ??= this.start());
    }

    private start(): Promise<number> {
        return this.db
            .executeQuery(this.query)
            .then((result) => {
                const row = result.rows[0];
                if (!row) throw new Error(`The ${GENERATION_TABLE} table has no row: migrations have not run.`);
                // PostgreSQL hands a bigint back as text.
                return Number(row.generation);
            })
            .finally(() => {
                this.current = null;
            });
    }
}
