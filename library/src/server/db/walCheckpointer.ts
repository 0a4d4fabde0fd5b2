/**
 * SQLite's WAL checkpoints, off the request thread.
 *
 * In WAL mode a commit appends pages to the write-ahead log, and a checkpoint copies them into
 * the database file and syncs it. By default the connection that commits past 1,000 log pages
 * runs that checkpoint itself, inside its commit: better-sqlite3 is synchronous, so the request
 * that happened to cross the line, and every request queued behind it on the only thread,
 * waited for the copy and the sync. At a million posts a bulk delete of 100 discussions spent
 * 250-700 ms of its 400-900 ms there (issue 17: bulk delete ≤ 5 s).
 *
 * Here a worker thread with a connection of its own runs a PASSIVE checkpoint every second, on
 * the other core: it copies what no reader still needs and never blocks a reader or the
 * writer. The request connection keeps a checkpoint threshold of its own, far higher, as the
 * safety net should the worker stall or stop.
 */
import { Worker } from "node:worker_threads";

/** How often the worker checkpoints: a second of a forum's writes is a few hundred log pages. */
const CHECKPOINT_INTERVAL_MS = 1000;
/**
 * The request connection's own threshold (pages of 4 KB: 400 MB of log), reached only if the
 * worker falls behind. A bulk delete falls far behind: at a million posts each call's 50
 * discussions (about 550 comments, their index entries and search documents) write about 40 MB
 * of log in 0.1-0.2 s. At 20,000 pages (80 MB) every second or third call crossed the line and
 * ran the checkpoint on the request thread, 0.5-0.8 s of syncing the database file each (seen
 * with perf: the commit waiting in walCheckpoint's fsync), and bulk delete of 1,000 discussions
 * took 4.4-6.1 s; at 100,000 pages 2.9-4.2 s, the worker copying the log meanwhile. A longer log
 * costs readers a few more hash probes per page read while it lasts. Once the worker has copied
 * it all, the next write starts the log over and cuts the file back (JOURNAL_SIZE_LIMIT_BYTES).
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 100_000;
/** The size the log file is cut back to when it starts over, so one bulk job does not leave 400 MB on disk. */
export const JOURNAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

// Plain JavaScript evaluated in the worker: it needs no TypeScript loader in any runtime (tsx, jest, node).
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const timer = setInterval(() => {
    try {
        db.pragma("wal_checkpoint(PASSIVE)");
    } catch {
        // Busy or briefly unavailable: the next round tries again; the request connection's threshold is the safety net.
    }
}, workerData.intervalMs);
parentPort.on("message", () => {
    clearInterval(timer);
    db.close();
    parentPort.close();
});
`;

export interface IWalCheckpointer {
    /** Stops the worker after its current checkpoint; resolves once it has closed its connection. */
    stop(): Promise<void>;
}

export function startWalCheckpointer(file: string): IWalCheckpointer {
    const driver = require.resolve("better-sqlite3");
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs: CHECKPOINT_INTERVAL_MS } });
    // The process may end without stopping it (a test's app left open, a crash): it must not hold the process alive.
    worker.unref();
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    // An error inside the worker ends it; the request connection's threshold then checkpoints.
    worker.on("error", () => undefined);
    return {
        stop: () => {
            // Held again while it stops: an unreferenced worker's exit is no reason to wait, so a
            // process with nothing else to do would end here, before the code after the stop ran.
            worker.ref();
            worker.postMessage("stop");
            return exited;
        },
    };
}
