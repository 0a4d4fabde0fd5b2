/**
 * The live event log (issue 12 item 3): one row per thing an open page may want to show at once
 * (a comment added, edited or deleted, a record's reactions changed, a member's unread counts
 * changed). Rows are written by database triggers in the transaction of the write they describe,
 * so every path that writes (API, plain forms, jobs, bulk moderation, add-ons) is covered and an
 * event exists exactly when its write committed.
 *
 * - The log makes a reconnect lose nothing: a stream resumes after its Last-Event-ID
 *   (liveHub.ts). Rows older than LIVE_EVENT_RETENTION_MS are pruned by a job (liveRoutes.ts).
 * - PostgreSQL: an insert trigger on the log sends the row with pg_notify on the channel
 *   `hearth_live:<schema>`; NOTIFY is transactional, so listeners hear of it at the commit, in
 *   commit order, and every server process on the database hears it (liveHub.ts listens).
 * - SQLite: no NOTIFY; the hub reads the rows after the last one it saw (writes are serialised,
 *   so IDs commit in order, whichever of several processes on the file wrote them).
 *
 * Event data is small on purpose (IDs, never bodies): what a viewer may see is decided when the
 * viewer asks for it (the page or API), with the viewer's permissions.
 */
import { sql, type Generated, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";
import { withIdColumn } from "@server/db/migrations";

export interface LiveEventsTable {
    eventID: Generated<number>;
    /** "discussion:<discussionID>" (readers of a discussion) or "user:<userID>" (one member). */
    channel: string;
    /** commentAdded, commentUpdated, commentRemoved, reactions, counts. */
    type: string;
    /** JSON text, a few IDs. */
    data: string;
    dateInserted: string;
}

declare module "@server/db/schema" {
    interface Database {
        liveEvents: LiveEventsTable;
    }
}

export const LIVE_EVENTS_TABLE = "liveEvents";
/** The NOTIFY channel of a schema (each test file has its own schema in one database). */
export const liveNotifyChannel = (schema: string) => `hearth_live:${schema}`;

export async function createLiveEventsTable(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
    const time = dialect === "postgres" ? "timestamptz" : "text";
    await withIdColumn(db.schema.createTable(LIVE_EVENTS_TABLE), "eventID", dialect)
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("dateInserted", sql.raw(time), (c) => c.notNull())
        .execute();
    // A resuming stream reads its channels after its last event.
    await db.schema.createIndex("liveEvents_channel").on(LIVE_EVENTS_TABLE).columns(["channel", "eventID"]).execute();
    // The prune job deletes by age.
    await db.schema.createIndex("liveEvents_date").on(LIVE_EVENTS_TABLE).column("dateInserted").execute();
    if (dialect !== "postgres") return;
    await sql`create function hearth_live_notify() returns trigger language plpgsql as $$
        begin
            perform pg_notify('hearth_live:' || current_schema(),
                json_build_object('eventID', NEW."eventID", 'channel', NEW.channel, 'type', NEW.type, 'data', NEW.data)::text);
            return null;
        end $$`.execute(db);
    await sql`create trigger hearth_live_notify after insert on ${sql.table(LIVE_EVENTS_TABLE)} for each row execute function hearth_live_notify()`.execute(db);
}

export interface ILiveTrigger {
    /** Unique among live triggers: hearth_live_<name>. */
    name: string;
    table: string;
    on: "insert" | "delete" | { update: string[] };
    /** A row condition in SQL over NEW / OLD (same text on both dialects). */
    when?: string;
    type: string;
    /**
     * SQL selecting the events' `channel` and `data` columns (one row per event; a row whose
     * channel is null is skipped), over NEW / OLD. Written once for both dialects: `||`, CASE
     * and subqueries mean the same in SQLite and PostgreSQL.
     */
    rows: string;
}

/** The statement a live trigger runs: the events `rows` selects, those with a channel. */
function insertEvents(dialect: DialectName, trigger: Pick<ILiveTrigger, "type" | "rows">): string {
    const now = dialect === "postgres" ? "now()" : "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
    return `insert into "${LIVE_EVENTS_TABLE}" ("channel", "type", "data", "dateInserted")
        select live."channel", '${trigger.type}', live."data", ${now} from (${trigger.rows}) live where live."channel" is not null`;
}

/** Puts a trigger that writes live events for a table's writes (in the write's transaction). */
export async function createLiveTrigger(db: Kysely<unknown>, dialect: DialectName, trigger: ILiveTrigger): Promise<void> {
    const name = `hearth_live_${trigger.name}`;
    const insert = insertEvents(dialect, trigger);
    const event = trigger.on === "insert" ? "insert" : trigger.on === "delete" ? "delete" : `update of ${trigger.on.update.map((column) => `"${column}"`).join(", ")}`;
    const when = trigger.when ? `when (${trigger.when})` : "";
    if (dialect === "postgres") {
        await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${insert}; return null; end $$`).execute(db);
        await sql.raw(`create trigger ${name} after ${event} on "${trigger.table}" for each row ${when} execute function ${name}()`).execute(db);
    } else {
        await sql.raw(`create trigger ${name} after ${event} on "${trigger.table}" for each row ${when} begin ${insert}; end`).execute(db);
    }
}

/**
 * PostgreSQL only: a live trigger run once per INSERT or DELETE statement, over the statement's
 * rows (the transition table `inserted` or `removed`); `rows` selects the events' channel and
 * data from it. For tables written or deleted many rows at a time:
 * - a notification fan-out inserts 200 notifications a statement, and a trigger run for each
 *   row cost 68 µs a row (13.6 ms of the statement's 20); one run inserting all of the
 *   statement's events costs about 26 µs a row;
 * - deleting 50 discussions takes their 500-800 comments and those comments' reactions with
 *   them: a run for each row was 0.2 ms a comment (110-190 ms of each 50 discussions' delete at
 *   a million posts, seen with auto_explain).
 * SQLite has no statement triggers; there createLiveTrigger's row trigger costs a few microseconds.
 */
export async function createLiveStatementTrigger(db: Kysely<unknown>, trigger: Pick<ILiveTrigger, "name" | "table" | "type" | "rows"> & { on: "insert" | "delete" }): Promise<void> {
    const name = `hearth_live_${trigger.name}`;
    const rows = trigger.on === "insert" ? "new table as inserted" : "old table as removed";
    await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${insertEvents("postgres", trigger)}; return null; end $$`).execute(db);
    await sql.raw(`create trigger ${name} after ${trigger.on} on "${trigger.table}" referencing ${rows} for each statement execute function ${name}()`).execute(db);
}

/** Removes a trigger createLiveTrigger put (a later migration putting it again, changed). */
export async function dropLiveTrigger(db: Kysely<unknown>, dialect: DialectName, trigger: Pick<ILiveTrigger, "name" | "table">): Promise<void> {
    const name = `hearth_live_${trigger.name}`;
    if (dialect === "postgres") {
        await sql.raw(`drop trigger if exists ${name} on "${trigger.table}"`).execute(db);
        await sql.raw(`drop function if exists ${name}()`).execute(db);
    } else {
        await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
}
