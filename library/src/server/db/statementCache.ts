/**
 * Prepared statements kept by SQL text for Kysely's SQLite driver, which otherwise asks
 * better-sqlite3 to compile every query again (a page runs the same dozen or so queries on every
 * request; compiling them was a measurable share of a render). SQLite recompiles a kept
 * statement by itself after a schema change, so migrations need no special care. A statement
 * still being iterated (busy) is never handed out twice: a fresh one is prepared instead.
 */
import type { Database as SqliteDatabase, Statement } from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";

/** Enough for every distinct query the app runs (IN lists of different lengths count apart), with the oldest dropped past it. */
export const STATEMENT_CACHE_SIZE = 500;

const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;

export function withStatementCache(sqlite: SqliteDatabase, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
    const statements = new Map<string, Statement>();
    return {
        close: () => {
            statements.clear();
            sqlite.close();
        },
        prepare: (source: string) => {
            // Only queries are kept: a PRAGMA can take effect when it is compiled, not when it
            // runs, so a kept "pragma foreign_keys = off" run again would do nothing.
            if (!CACHEABLE.test(source)) return sqlite.prepare(source);
            const kept = statements.get(source);
            if (kept && !kept.busy) return kept;
            const statement = sqlite.prepare(source);
            if (!kept) {
                if (statements.size >= size) statements.delete(statements.keys().next().value as string);
                statements.set(source, statement);
            }
            return statement;
        },
    };
}
