/**
 * Foreign keys added to tables that already hold rows, on both dialects. Rows that would break
 * a key (left behind by older code that deleted parents without their children) are removed
 * first, so the migration succeeds on any existing forum.
 *
 * PostgreSQL adds the constraint in place. SQLite cannot add a constraint to a table, so the
 * table is rebuilt the way SQLite's documentation prescribes (foreign keys off, a copy with the
 * constraints, the old table dropped, the copy renamed, its indexes and triggers recreated, a foreign-key
 * check, all in one transaction).
 */
import { sql, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";

export interface IForeignKey {
    table: string;
    column: string;
    references: string;
    referencedColumn: string;
    /** cascade: the row goes with its parent; restrict: the parent cannot go while the row exists. */
    onDelete: "cascade" | "restrict";
}

/** The constraint's name, the same on both dialects. */
export function foreignKeyName(key: IForeignKey): string {
    return `${key.table}_${key.column}_fk`;
}

/** Deletes the rows of `key.table` whose parent does not exist (null columns are not references). */
async function deleteOrphans(db: Kysely<unknown>, key: IForeignKey): Promise<void> {
    await sql`delete from ${sql.table(key.table)} where ${sql.ref(key.column)} is not null and not exists (select 1 from ${sql.table(key.references)} as parent where ${sql.ref(`parent.${key.referencedColumn}`)} = ${sql.ref(`${key.table}.${key.column}`)})`.execute(db);
}

function constraintSql(key: IForeignKey): string {
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    return `constraint ${quote(foreignKeyName(key))} foreign key (${quote(key.column)}) references ${quote(key.references)} (${quote(key.referencedColumn)}) on delete ${key.onDelete}`;
}

/** SQLite's twelve-step table change, adding `keys` (all of one table) to its definition. */
async function rebuildSqliteTable(db: Kysely<unknown>, table: string, keys: IForeignKey[]): Promise<void> {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
    const definition = rows.find((row) => row.type === "table")?.sql;
    if (!definition) throw new Error(`Table ${table} does not exist.`);
    const close = definition.lastIndexOf(")");
    const copy = `${table}__rebuild`;
    const created = `${definition.slice(0, close)}, ${keys.map(constraintSql).join(", ")}${definition.slice(close)}`.replace(
        /^CREATE TABLE\s+("[^"]+"|\S+)/i,
        `create table "${copy}"`,
    );
    await sql.raw(created).execute(db);
    await sql`insert into ${sql.table(copy)} select * from ${sql.table(table)}`.execute(db);
    const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db).catch(() => ({ rows: [] as Array<{ seq: number }> }));
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(copy)} rename to ${sql.table(table)}`.execute(db);
    // AUTOINCREMENT keys never reuse an ID, even of a deleted row: keep the table's high-water mark.
    const seq = sequence.rows[0]?.seq;
    if (seq !== undefined) await sql`update sqlite_sequence set seq = ${seq} where name = ${table}`.execute(db);
    // Dropping the table dropped its indexes and triggers; automatic indexes (no sql) come back with the copy.
    for (const row of rows) if ((row.type === "index" || row.type === "trigger") && row.sql) await sql.raw(row.sql).execute(db);
}

/**
 * Removes the rows that would break `keys`, then adds them. Keys are handled in the order given:
 * list a parent's own keys before its children's, so orphans removed from the parent are
 * removed from the children too.
 */
export async function addForeignKeys(db: Kysely<unknown>, dialect: DialectName, keys: IForeignKey[]): Promise<void> {
    if (dialect === "postgres") {
        for (const key of keys) {
            await deleteOrphans(db, key);
            await db.schema
                .alterTable(key.table)
                .addForeignKeyConstraint(foreignKeyName(key), [key.column], key.references, [key.referencedColumn], (constraint) => constraint.onDelete(key.onDelete))
                .execute();
        }
        return;
    }
    // SQLite: a pragma that only takes effect outside a transaction (the Migrator opens none here).
    await sql`pragma foreign_keys = off`.execute(db);
    try {
        await sql`begin`.execute(db);
        try {
            for (const key of keys) await deleteOrphans(db, key);
            const tables = [...new Set(keys.map((key) => key.table))];
            for (const table of tables) await rebuildSqliteTable(db, table, keys.filter((key) => key.table === table));
            const { rows } = await sql<{ table: string }>`pragma foreign_key_check`.execute(db);
            if (rows.length) throw new Error(`Foreign key check failed in ${[...new Set(rows.map((row) => row.table))].join(", ")}.`);
            await sql`commit`.execute(db);
        } catch (error) {
            await sql`rollback`.execute(db);
            throw error;
        }
    } finally {
        await sql`pragma foreign_keys = on`.execute(db);
    }
}
