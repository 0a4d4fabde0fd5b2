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
 *
 * The same row holds a second number, the settings generation, raised the same way but only by
 * writes to the read-mostly settings every request needs (SETTINGS_TABLES: the configuration,
 * roles and their permissions, the category tree, reaction types, themes). A process keeps those
 * while it is unchanged (db/generationMemo.ts), so a comment, which raises the content generation,
 * does not make every process read them all again.
 */
import { createHash } from "node:crypto";
import { sql, type CompiledQuery, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";

export const GENERATION_TABLE = "pageCacheGeneration";
const TRIGGER_PREFIX = "hearth_pc_";
const PG_FUNCTION = "hearth_page_cache_bump";
const SETTINGS_TRIGGER_PREFIX = "hearth_sg_";
const PG_SETTINGS_FUNCTION = "hearth_settings_bump";

/**
 * The tables behind the values kept under the settings generation (generationMemo.ts), with the
 * columns whose change matters ("all", or a list: the category tree is the categories' parent
 * links, not their counts, which every post changes). Inserts and deletes always matter.
 */
export const SETTINGS_TABLES: Record<string, "all" | string[]> = {
    config: "all",
    roles: "all",
    roleCategoryPermissions: "all",
    categories: ["parentCategoryID"],
    reactionTypes: "all",
    themes: "all",
    themeRevisions: "all",
};

/** Both numbers, read together. */
export interface IGenerations {
    /** Raised by every write a guest could see. */
    content: number;
    /** Raised by writes to SETTINGS_TABLES only (they raise the content generation too). */
    settings: number;
}

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
function triggerName(table: string, columns: string[], prefix = TRIGGER_PREFIX): string {
    const hash = createHash("sha1").update(`${table}:${columns.join(",")}`).digest("hex").slice(0, 10);
    // PostgreSQL names are at most 63 bytes.
    return `${prefix}${table.replace(/[^A-Za-z0-9_]/g, "_").slice(0, 40)}_${hash}`;
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

/** The two numbers: the column each trigger raises, and on PostgreSQL the function and the transaction's flag that raise it once. */
const GENERATIONS = {
    content: { column: "generation", pgFunction: PG_FUNCTION, flag: "hearth.page_cache_bumped" },
    settings: { column: "settingsGeneration", pgFunction: PG_SETTINGS_FUNCTION, flag: "hearth.settings_bumped" },
} as const;

interface IWantedTrigger {
    table: string;
    /** The columns whose update raises the number (inserts and deletes always do). */
    visible: string[];
    name: string;
    generation: keyof typeof GENERATIONS;
}

/**
 * The triggers wanted among these tables, on both databases: the content generation's on each
 * (less the columns written by reading), and the settings generation's on SETTINGS_TABLES (with
 * the columns that matter there).
 */
function wantedTriggers(tables: ITableColumns[]): IWantedTrigger[] {
    const content = tables.map((table) => {
        const visible = visibleColumns(table);
        return { table: table.table, visible, name: triggerName(table.table, visible), generation: "content" as const };
    });
    const settings = tables
        .filter(({ table }) => SETTINGS_TABLES[table] !== undefined)
        .map(({ table, columns }) => {
            const watched = SETTINGS_TABLES[table]!;
            const visible = watched === "all" ? columns : columns.filter((column) => watched.includes(column));
            return { table, visible, name: triggerName(table, visible, SETTINGS_TRIGGER_PREFIX), generation: "settings" as const };
        });
    return [...content, ...settings];
}

/**
 * Puts the generation trigger on every table that needs one and drops the ones no longer wanted.
 * Cheap when nothing changed (one catalogue read), so every start runs it; two processes
 * starting at once are safe (IF NOT EXISTS on SQLite, an advisory lock on PostgreSQL).
 */
export async function installPageCacheTriggers(database: Kysely<unknown>, dialect: DialectName): Promise<void> {
    if (dialect === "sqlite") {
        const wanted = wantedTriggers(await sqliteTables(database));
        const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and (name like ${`${TRIGGER_PREFIX}%`} or name like ${`${SETTINGS_TRIGGER_PREFIX}%`})`.execute(database);
        const existing = new Set(rows.map((row) => row.name));
        for (const { table, visible, name, generation } of wanted) {
            if (existing.has(`${name}_i`)) continue;
            const { column } = GENERATIONS[generation];
            const bump = sql`update ${sql.table(GENERATION_TABLE)} set ${sql.ref(column)} = ${sql.ref(column)} + 1 where "id" = 1`;
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
        const wanted = wantedTriggers(await postgresTables(db));
        const { rows } = await sql<{ name: string; table: string }>`select t.tgname as name, c.relname as "table" from pg_trigger t
            join pg_class c on c.oid = t.tgrelid where c.relnamespace = current_schema()::regnamespace
            and (t.tgname like ${`${TRIGGER_PREFIX}%`} or t.tgname like ${`${SETTINGS_TRIGGER_PREFIX}%`})`.execute(db);
        const existing = new Map(rows.map((row) => [row.name, row.table]));
        if (wanted.some(({ name }) => !existing.has(name))) {
            // Each raises its number once per transaction (a flag of the transaction's own).
            for (const { pgFunction, column, flag } of Object.values(GENERATIONS)) {
                await sql`create or replace function ${sql.id(pgFunction)}() returns trigger language plpgsql as $$
                    begin
                        if current_setting(${sql.lit(flag)}, true) is distinct from 'yes' then
                            perform set_config(${sql.lit(flag)}, 'yes', true);
                            update ${sql.table(GENERATION_TABLE)} set ${sql.ref(column)} = ${sql.ref(column)} + 1 where "id" = 1;
                        end if;
                        return null;
                    end $$`.execute(db);
            }
        }
        for (const { table, visible, name, generation } of wanted) {
            if (existing.has(name)) continue;
            await sql`create constraint trigger ${sql.id(name)} after insert or update of ${columnList(visible)} or delete on ${sql.table(table)}
                deferrable initially deferred for each row execute function ${sql.id(GENERATIONS[generation].pgFunction)}()`.execute(db);
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
    private current: Promise<IGenerations> | null = null;
    private following: Promise<IGenerations> | null = null;
    private readonly query: CompiledQuery<{ generation: number | string; settingsGeneration: number | string }>;

    constructor(private readonly db: Kysely<unknown>) {
        this.query = sql<{ generation: number | string; settingsGeneration: number | string }>`select "generation", "settingsGeneration" from ${sql.table(GENERATION_TABLE)} where "id" = 1`.compile(db);
    }

    read(): Promise<IGenerations> {
        if (!this.current) return (this.current = this.start());
        this.following ??= this.current.then(
            () => this.next(),
            () => this.next(),
        );
        return this.following;
    }

    private next(): Promise<IGenerations> {
        this.following = null;
        return (this.current ??= this.start());
    }

    private start(): Promise<IGenerations> {
        return this.db
            .executeQuery(this.query)
            .then((result) => {
                const row = result.rows[0];
                if (!row) throw new Error(`The ${GENERATION_TABLE} table has no row: migrations have not run.`);
                // PostgreSQL hands a bigint back as text.
                return { content: Number(row.generation), settings: Number(row.settingsGeneration) };
            })
            .finally(() => {
                this.current = null;
            });
    }
}
