/**
 * Search, one request at a time and in process (issue 11 "Performance"): for each request shape,
 * the median time of GET /api/v2/search through app.inject, and the SQL it ran (count, time,
 * the slowest statement). Run on a copy of the scale data set (tests/bench/scale/cloneScaleData.ts):
 *
 *     DATA_DIR=/tmp/copy npx tsx tests/bench/searchProfile.ts            # SQLite
 *     DATABASE_URL=postgres://… DATA_DIR=/tmp/x npx tsx tests/bench/searchProfile.ts
 *
 * SEARCH_PROFILE_SQL=1 prints every statement of the last run of each shape. The guest cache and
 * the kept search answers are off meanwhile (they would answer all but the first).
 */
import path from "node:path";
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { readEnv } from "@server/config/env";
import { openDatabase } from "@server/db/database";
import { buildApp } from "@server/app";
import { GUEST_CACHE_CONFIG_KEY } from "@server/http/guestPageCache";
import { SEARCH_CACHE_CONFIG_KEY } from "../../applications/vanilla/src/server/search/searchSite";
import { SEARCH_BENCH_SHAPES } from "./searchBench";

interface IStatement {
    sql: string;
    ms: number;
}

/** Times every statement between its compilation and its result. */
class StatementTimer implements KyselyPlugin {
    statements: IStatement[] = [];
    private started = new Map<unknown, { at: number; sql: string }>();
    constructor(private readonly db: Kysely<unknown>) {}
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
        const sql = process.env.SEARCH_PROFILE_SQL === "1" ? this.db.getExecutor().compileQuery(args.node, args.queryId).sql : "";
        this.started.set(args.queryId, { at: performance.now(), sql });
        return args.node;
    }
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        const start = this.started.get(args.queryId);
        this.started.delete(args.queryId);
        if (start !== undefined) this.statements.push({ sql: start.sql, ms: performance.now() - start.at });
        return args.result;
    }
}

async function main(): Promise<void> {
    const env = readEnv();
    const database = await openDatabase({ databaseUrl: env.databaseUrl, sqliteFile: path.join(env.dataDir, "forum.sqlite") });
    const timer = new StatementTimer(database.db as Kysely<unknown>);
    const app = await buildApp({ database: { ...database, db: database.db.withPlugin(timer) }, dataDir: env.dataDir, distDir: env.distDir, logger: false, trustProxy: false });
    const cachesWere = [GUEST_CACHE_CONFIG_KEY, SEARCH_CACHE_CONFIG_KEY].map((key) => [key, app.hearth.config.get<boolean>(key, true)] as const);
    for (const [key] of cachesWere) await app.hearth.config.set(key, false);
    const runs = Number(process.env.SEARCH_PROFILE_RUNS ?? 15);
    for (const shape of SEARCH_BENCH_SHAPES) {
        const times: number[] = [];
        let statements: IStatement[] = [];
        for (let run = 0; run < runs; run++) {
            timer.statements = [];
            const start = performance.now();
            const response = await app.inject({ url: `/api/v2/search?${shape.query}` });
            times.push(performance.now() - start);
            if (response.statusCode !== 200) throw new Error(`${shape.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            statements = timer.statements;
        }
        times.sort((a, b) => a - b);
        const sqlMs = statements.reduce((sum, statement) => sum + statement.ms, 0);
        const slowest = Math.max(0, ...statements.map((statement) => statement.ms));
        console.log(
            `${shape.kind.padEnd(12)} ${shape.name.padEnd(16)} p50 ${times[Math.floor(runs / 2)]!.toFixed(1).padStart(6)} ms  min ${times[0]!.toFixed(1).padStart(6)} ms  ` +
                `${statements.length} statements ${sqlMs.toFixed(1)} ms (slowest ${slowest.toFixed(1)} ms)`,
        );
        if (process.env.SEARCH_PROFILE_SQL === "1") for (const statement of statements) console.log(`    ${statement.ms.toFixed(2).padStart(7)} ms  ${statement.sql.replace(/\s+/g, " ")}`);
    }
    for (const [key, was] of cachesWere) await app.hearth.config.set(key, was);
    await app.close();
    await database.destroy();
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
