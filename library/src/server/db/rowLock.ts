/**
 * Row locks that work on both dialects, for writes that read before they write.
 *
 * A no-op UPDATE takes the row's write lock on PostgreSQL (a second transaction doing the same
 * waits until the first commits, then finds the row as the first left it: gone, or changed) and
 * the database's write lock on SQLite. Under READ COMMITTED every later statement of the waiting
 * transaction sees what the first one committed, so counts recomputed after the lock are right.
 */
import { sql, type QueryExecutor } from "kysely";

/** Locks the row of `table` whose `column` is `id` until the transaction ends; false when there is no such row. */
export async function lockRow(trx: { getExecutor(): QueryExecutor }, table: string, column: string, id: number | string): Promise<boolean> {
    const result = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} where ${sql.ref(column)} = ${id}`.execute(trx);
    return Number(result.numAffectedRows ?? 0) > 0;
}

/** lockRow for many rows in one statement; answers the IDs that exist (and are now locked). */
export async function lockRows(trx: { getExecutor(): QueryExecutor }, table: string, column: string, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const result = await sql<Record<string, number>>`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} where ${sql.ref(column)} in (${sql.join(ids)}) returning ${sql.ref(column)}`.execute(trx);
    return result.rows.map((row) => Number(row[column]));
}
