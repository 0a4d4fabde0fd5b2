/**
 * Query-plan checks for tests (issue 17 "Indexes and plans"): does the database answer a query
 * by walking an index in the order of its sort, or does it read a whole big table or sort rows
 * itself? SQLite: EXPLAIN QUERY PLAN. PostgreSQL: EXPLAIN (FORMAT JSON) with sequential scans and
 * sorts priced out, so a Seq Scan or Sort left in the plan means no index serves the query.
 * recordQueries collects what a request really sends, to be explained afterwards.
 */
import { CompiledQuery, sql, type Kysely } from "kysely";
import type { Database } from "@server/db/schema";

export interface IPlanCheck {
    /** The tables that grow with the forum; the small ones (categories, roles, configuration) may be read whole. */
    bigTables: string[];
    /** A query that walks from a page anchor: its index range must start at the anchor (a row comparison on `anchorTable`). */
    fromAnchor?: { sql: RegExp; table: string };
}

async function sqlitePlanProblems(db: Kysely<Database>, query: CompiledQuery, check: IPlanCheck): Promise<string[]> {
    const rows = (await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]))).rows;
    const fromAnchor = check.fromAnchor && check.fromAnchor.sql.test(query.sql) ? check.fromAnchor.table : null;
    return rows.flatMap(({ detail }) => {
        // "SCAN t" alone reads the whole table; "SCAN t USING [COVERING] INDEX i" walks an index in its order and stops at the LIMIT.
        const fullScan = new RegExp(`^SCAN (${check.bigTables.join("|")})\\b(?! USING)`).exec(detail);
        if (fullScan) return [detail];
        if (fromAnchor && new RegExp(`^SCAN ${fromAnchor}\\b`).test(detail)) return [`${detail} (not started at the anchor)`];
        if (/TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY|LAST TERM OF ORDER BY)/.test(detail)) return [detail];
        // Counts per record (a page's reactions by type) read an index in group order; a few
        // groups of a bounded set (a profile's reactions by type, unread per category) may not.
        return /TEMP B-TREE FOR GROUP BY/.test(detail) && /group by "recordID"/.test(query.sql) ? [detail] : [];
    });
}

interface IPgPlanNode {
    "Node Type": string;
    "Relation Name"?: string;
    "Index Cond"?: string;
    Plans?: IPgPlanNode[];
}

async function postgresPlanProblems(db: Kysely<Database>, query: CompiledQuery, check: IPlanCheck): Promise<string[]> {
    return db.connection().execute(async (connection) => {
        await sql`set enable_seqscan = off`.execute(connection);
        await sql`set enable_sort = off`.execute(connection);
        try {
            const { rows } = await connection.executeQuery<{ "QUERY PLAN": Array<{ Plan: IPgPlanNode }> }>(CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]));
            const problems: string[] = [];
            let walksFromAnchor = false;
            const walk = (node: IPgPlanNode) => {
                if (node["Node Type"] === "Seq Scan" && check.bigTables.includes(node["Relation Name"] ?? "")) problems.push(`Seq Scan on ${node["Relation Name"]}`);
                if (node["Relation Name"] === check.fromAnchor?.table && /ROW\(/.test(node["Index Cond"] ?? "")) walksFromAnchor = true;
                if (node["Node Type"] === "Sort" || node["Node Type"] === "Incremental Sort") problems.push(node["Node Type"]);
                node.Plans?.forEach(walk);
            };
            walk(rows[0]!["QUERY PLAN"][0]!.Plan);
            // A walk from a page anchor must start its index range at the anchor: the row comparison is an index condition.
            if (check.fromAnchor?.sql.test(query.sql) && !walksFromAnchor) problems.push("the walk does not start at the anchor");
            return problems;
        } finally {
            await sql`reset enable_seqscan`.execute(connection);
            await sql`reset enable_sort`.execute(connection);
        }
    });
}

/** What is wrong with a query's plan (nothing: an empty list). */
export function planProblems(db: Kysely<Database>, dialect: "sqlite" | "postgres", query: CompiledQuery, check: IPlanCheck): Promise<string[]> {
    return dialect === "postgres" ? postgresPlanProblems(db, query, check) : sqlitePlanProblems(db, query, check);
}

/**
 * Records every query built from the app's Kysely while `during` runs (they all go through its
 * executor), and returns them with what `during` returned.
 */
export async function recordQueries<T>(db: Kysely<Database>, during: () => Promise<T>): Promise<{ result: T; queries: CompiledQuery[] }> {
    const executor = db.getExecutor();
    const execute = executor.executeQuery;
    const recorded: CompiledQuery[] = [];
    executor.executeQuery = ((query: CompiledQuery) => {
        recorded.push(query);
        return execute.call(executor, query);
    }) as typeof executor.executeQuery;
    try {
        return { result: await during(), queries: recorded };
    } finally {
        executor.executeQuery = execute;
    }
}
