/**
 * The real server (main.ts, NODE_ENV=production, as tests/e2e/serverProcess.ts starts it) on a
 * fresh copy of the scale data set, for any bench: the copy is made before and removed after,
 * so the bench may write freely and the cache stays as built.
 *
 *     await withScaleServer("postgres", { "Cache.GuestPages.Enabled": false }, async ({ server, manifest }) => { … });
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { COMPACT_JOB } from "../../../applications/vanilla/src/server/search/searchIndexCompaction";
import { startServer, type IServer, type IServerOptions } from "../../e2e/serverProcess";
import { cloneSqlite, clonePostgres, dropPostgresCopy } from "./buildScaleData";
import { openPostgresTarget, openSqliteTarget, type IBulkTarget } from "./bulkLoader";
import { readScale, type IScaleManifest, type ScaleDialect } from "./scaleDataSet";

export interface IScaleServer {
    server: IServer;
    manifest: IScaleManifest;
    dialect: ScaleDialect;
    /** Stops the server and starts it again on the same copy (what it wrote stays) with this site config. */
    restart(config: Record<string, unknown>): Promise<IServer>;
    /**
     * Waits until no job is due with attempts left (the notification fan-outs of the write row,
     * say), at most `budgetMs`; resolves with how long it waited.
     */
    jobsDone(budgetMs: number): Promise<number>;
    /**
     * SQLite: makes the search index's compaction due now and waits until the job process has
     * claimed it (BENCH_BULK_WHILE_COMPACTING: bulk moderation measured while it runs).
     */
    compactSearchIndexNow(budgetMs: number): Promise<void>;
}

/** Makes the copy's compaction job due now (enqueued if missing) and waits until a process claims it. */
async function compactNow(sqliteFile: string, budgetMs: number): Promise<void> {
    const sqlite = new SqliteDatabase(sqliteFile, { fileMustExist: true });
    sqlite.pragma("busy_timeout = 5000");
    try {
        const now = new Date().toISOString();
        sqlite
            .prepare(
                `insert into "jobs" ("name", "jobKey", "payload", "runAt", "attempts", "maxAttempts", "dateInserted") values (?, ?, 'null', ?, 0, 5, ?)
                 on conflict ("jobKey") do update set "runAt" = excluded."runAt", "lockedUntil" = null, "lockedBy" = null`,
            )
            .run(COMPACT_JOB, COMPACT_JOB, now, now);
        const started = Date.now();
        while (!sqlite.prepare(`select 1 from "jobs" where "jobKey" = ? and "lockedBy" is not null`).get(COMPACT_JOB)) {
            if (Date.now() - started > budgetMs) throw new Error("No process claimed the compaction job.");
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
    } finally {
        sqlite.close();
    }
}

/**
 * Polls the copy's due jobs from outside the server, on one connection of its own (the loader's,
 * read-only on SQLite). The time is inlined: the two drivers number parameters differently.
 */
async function waitForJobs(target: IBulkTarget, budgetMs: number): Promise<number> {
    const started = Date.now();
    try {
        for (;;) {
            const [row] = await target.query<{ n: number | string }>(
                `select count(*) as n from "jobs" where "runAt" <= '${new Date().toISOString()}' and "attempts" < "maxAttempts"`,
            );
            if (Number(row?.n ?? 0) === 0 || Date.now() - started >= budgetMs) return Date.now() - started;
            await new Promise((resolve) => setTimeout(resolve, 250));
        }
    } finally {
        await target.close();
    }
}

/** Pending migrations of a newer branch run on the 1M-row copy at start: give them time. */
const START_TIMEOUT_MS = 10 * 60_000;

export async function withScaleServer<T>(
    dialect: ScaleDialect,
    config: Record<string, unknown>,
    work: (scale: IScaleServer) => Promise<T>,
    options: Pick<IServerOptions, "productionQueue" | "processes"> = {},
): Promise<T> {
    const scale = readScale();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-scale-run-"));
    const database = `hearth_scale_run_${process.pid}_${randomBytes(3).toString("hex")}`;
    try {
        let manifest: IScaleManifest;
        const serverOptions: IServerOptions = { ...options, dataDir, startTimeoutMs: START_TIMEOUT_MS };
        const sqliteFile = path.join(dataDir, "forum.sqlite");
        if (dialect === "sqlite") {
            manifest = await cloneSqlite(sqliteFile, scale);
        } else {
            const copy = await clonePostgres(database, scale);
            manifest = copy.manifest;
            serverOptions.databaseUrl = copy.databaseUrl;
        }
        const running: IScaleServer = {
            server: await startServer(config, serverOptions),
            manifest,
            dialect,
            restart: async (next) => {
                await running.server.stop();
                running.server = await startServer(next, serverOptions);
                return running.server;
            },
            compactSearchIndexNow: (budgetMs) => (dialect === "sqlite" ? compactNow(sqliteFile, budgetMs) : Promise.resolve()),
            jobsDone: async (budgetMs) => waitForJobs(serverOptions.databaseUrl ? await openPostgresTarget(serverOptions.databaseUrl) : openSqliteTarget(sqliteFile, { readOnly: true }), budgetMs),
        };
        try {
            return await work(running);
        } finally {
            await running.server.stop();
        }
    } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        if (dialect === "postgres") await dropPostgresCopy(database);
    }
}
