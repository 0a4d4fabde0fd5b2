/**
 * Native column types on PostgreSQL: every date column (text named date…) becomes timestamptz
 * and every 0/1 flag boolean. SQLite keeps ISO text and integers, and the pool's type parsers
 * (database.ts) hand PostgreSQL's values back in that shape, so the Kysely types are the same
 * on both.
 */
import { sql, type Kysely } from "kysely";
import type { DialectName } from "@server/db/database";

/** Converts the date columns of `tables` (text columns whose names start with "date") to timestamptz. */
export async function useTimestamptz(db: Kysely<unknown>, dialect: DialectName, tables: string[]): Promise<void> {
    if (dialect !== "postgres") return;
    const { rows } = await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() and data_type = 'text' and column_name like 'date%' and table_name in (${sql.join(tables)})`.execute(db);
    for (const { table, column } of rows) {
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type timestamptz using ${sql.ref(column)}::timestamptz`.execute(db);
    }
}

/** Converts 0/1 integer flags to boolean (default false). */
export async function useBoolean(db: Kysely<unknown>, dialect: DialectName, columns: Array<[table: string, column: string]>): Promise<void> {
    if (dialect !== "postgres") return;
    for (const [table, column] of columns) {
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop default`.execute(db);
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type boolean using ${sql.ref(column)} <> 0`.execute(db);
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} set default false`.execute(db);
    }
}
