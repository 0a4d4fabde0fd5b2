/**
 * Row locks that work on both dialects, for writes that read before they write.
 *
 * PostgreSQL: SELECT … FOR NO KEY UPDATE takes the lock an UPDATE of the row would (a second
 * transaction doing the same waits until the first commits, then finds the row as the first left
 * it: gone, or changed), without writing anything. Under READ COMMITTED every later statement of
 * the waiting transaction sees what the first one committed, so counts recomputed after the lock
 * are right.
 *
 * SQLite: every transaction began with BEGIN IMMEDIATE (database.ts), so it already holds the
 * database's only write lock; reading the rows is all that is left to do.
 *
 * Why not a no-op UPDATE (`set id = id`), which locks on both: it is a write. It fired the
 * tables' triggers on that column, so creating a draft (which locks its author's row) raised the
 * guest pages' generation and emptied their cache (pageCacheGeneration.ts); on SQLite it rewrote
 * the rows and their index entries (6-13 ms of each 50 discussions a bulk delete takes at a
 * million posts), on PostgreSQL it left a dead row version per lock.
 */
import { PostgresAdapter, sql, type QueryExecutor } from "kysely";

type Executes = { getExecutor(): QueryExecutor };

/** The rows of `table` whose `column` is among `ids`, locked until the transaction ends on PostgreSQL. */
function lockingSelect(trx: Executes, table: string, column: string, ids: readonly (number | string)[]) {
    const lock = trx.getExecutor().adapter instanceof PostgresAdapter ? sql` for no key update` : sql``;
    return sql<Record<string, number | string>>`select ${sql.ref(column)} from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(ids)})${lock}`.execute(trx);
}

/** Locks the row of `table` whose `column` is `id` until the transaction ends; false when there is no such row. */
export async function lockRow(trx: Executes, table: string, column: string, id: number | string): Promise<boolean> {
    return (await lockingSelect(trx, table, column, [id])).rows.length > 0;
}

/** lockRow for many rows in one statement; answers the IDs that exist (and are now locked). */
export async function lockRows(trx: Executes, table: string, column: string, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    return (await lockingSelect(trx, table, column, ids)).rows.map((row) => Number(row[column]));
}
