/**
 * Named (prepared) statements for Kysely's PostgreSQL driver, which otherwise sends every query
 * as an unnamed statement that PostgreSQL parses and analyses again on every run. A request
 * runs the same dozen or so queries each time, so each connection of the pool now parses a query
 * once and afterwards only binds and runs it (issue 10 item 6: the database's own CPU is taken
 * from the same two cores as the server processes'). Planning still happens on every run
 * (`plan_cache_mode = force_custom_plan`, database.ts): a generic plan ignores the values, and
 * on a skewed forum (one category with most discussions, a 20,000-comment thread) it can be far
 * worse than the plan for the values at hand.
 *
 * The SQLite counterpart is statementCache.ts.
 */
import type { Pool, QueryResult } from "pg";
import type { PostgresPool, PostgresPoolClient } from "kysely";

/** Distinct statements named per process (IN lists of different lengths count apart); later ones run unnamed. */
export const PREPARED_STATEMENT_LIMIT = 500;

/** Only queries: DDL and transaction control gain nothing from a name and must run as written. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A schema change: a kept statement keeps the column and parameter types of its parse, so after
 * one every text is named (and parsed) afresh. The statements kept under the old names stay on
 * their connections until those close; migrations are rare enough for that.
 */
const SCHEMA_CHANGE = /^\s*(alter|create|drop|do)\b/i;

/**
 * What PostgreSQL answers when a schema change made elsewhere (another process's migration:
 * an add-on switched on there) left a kept statement stale: "cached plan must not change result
 * type" (0A000) or a parameter of the old type (42804). The query runs again unnamed.
 */
const STALE_STATEMENT = new Set(["0A000", "42804"]);

export function withPreparedStatements(pool: Pool, limit = PREPARED_STATEMENT_LIMIT): PostgresPool {
    const names = new Map<string, string>();
    let counter = 0;
    /** A name is never given to another text: pg refuses a known name with different SQL on a connection. */
    const nameFor = (text: string): string | undefined => {
        let name = names.get(text);
        if (name === undefined && names.size < limit && PREPARABLE.test(text)) {
            name = `hearth_${(counter++).toString(36)}`;
            names.set(text, name);
        }
        return name;
    };
    return {
        connect: async () => {
            const client = await pool.connect();
            const query = async (text: string, values: unknown[]): Promise<QueryResult> => {
                const name = nameFor(text);
                if (name === undefined) {
                    if (SCHEMA_CHANGE.test(text)) names.clear();
                    return client.query(text, values);
                }
                try {
                    return await client.query({ name, text, values });
                } catch (error) {
                    if (!STALE_STATEMENT.has((error as { code?: string }).code ?? "")) throw error;
                    // Connections hold the stale statement under this name: the text gets a new
                    // one, parsed afresh where it next runs. (Inside a transaction the retry
                    // fails as the transaction does; its next attempt finds the new name.)
                    names.delete(text);
                    return client.query(text, values);
                }
            };
            // Only query(sql, parameters): Kysely's cursor overload serves streaming, which needs a
            // cursor class in the dialect's config, and Hearth gives none.
            const kyselyClient = { query: (text: string, parameters: ReadonlyArray<unknown>) => query(text, [...parameters]), release: () => client.release() };
            return kyselyClient as unknown as PostgresPoolClient;
        },
        end: () => pool.end(),
    };
}
