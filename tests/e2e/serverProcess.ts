/**
 * Starts the real server (the same main.ts `npm start` runs) on a free port with a fresh data
 * folder, and stops it. The client bundles come from `npm run build` (run before jest).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { UNLIMITED_RATE_LIMITS } from "@server/http/rateLimits";
import { SEEDING_ENV, seededForumImage } from "./seededForum";

export { E2E_PASSWORD } from "./seededForum";
const ROOT = path.resolve(__dirname, "../..");
/** How long stop() waits after SIGTERM before it kills the server. */
const STOP_TIMEOUT_MS = 20_000;

export interface IServer {
    url: string;
    dataDir: string;
    /** The server's node process (with WEB_PROCESSES, its workers are its children): the bench reads memory of the tree. */
    pid: number;
    stop(): Promise<void>;
}

export interface IServerOptions {
    /** A PostgreSQL URL to serve from instead of a fresh SQLite file (the bench's PostgreSQL run). */
    databaseUrl?: string;
    /**
     * Keep the production admission queue (a request waiting over 1 s is refused with 503), as
     * the bench's fair-service run measures it. Browser tests are about behaviour, not load
     * shedding: on a busy machine their pages' requests may wait their turn longer.
     */
    productionQueue?: boolean;
    /**
     * Serve this existing data folder (its forum.sqlite, e.g. a copy of the scale data set)
     * instead of a fresh one; config.json is written into it as usual, and it is left in place
     * at stop (its owner removes it).
     */
    dataDir?: string;
    /** How long the start may take: a large database's pending migrations run first (default 30 s). */
    startTimeoutMs?: number;
    /** Server processes sharing the port (WEB_PROCESSES). */
    processes?: number;
}

export async function startServer(config: Record<string, unknown> = {}, options: IServerOptions = {}): Promise<IServer> {
    const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, "dist");
    if (!fs.existsSync(path.join(distDir, "manifest.json"))) throw new Error(`No build in ${distDir}: run \`npm run build\` before the browser tests.`);
    const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "hearth-e2e-"));
    // The run's seeded forum (seededForum.ts), where seeding would make the same: a fresh SQLite
    // folder and no config of the test's own (which may switch an add-on and so its demo posts).
    const image = seededForumImage();
    if (image && !options.dataDir && !options.databaseUrl && Object.keys(config).length === 0) fs.copyFileSync(image, path.join(dataDir, "forum.sqlite"));
    // The browser tests sign in and call the API faster than people do: the limits are out of reach (a test may set its own).
    fs.writeFileSync(path.join(dataDir, "config.json"), JSON.stringify({ ...UNLIMITED_RATE_LIMITS, ...config }));
    // The prebuilt server when the run made one (tests/setup/e2eRunSetup.ts), else the sources through
    // tsx as node's loader, not its CLI: the CLI starts a second node process to run the server (0.6 s more per start).
    const bundle = process.env.HEARTH_SERVER_BUNDLE;
    const command = bundle ? [bundle] : ["--import", "tsx", path.join(ROOT, "library/src/server/main.ts")];
    const child: ChildProcess = spawn(process.execPath, command, {
        cwd: ROOT,
        env: {
            ...process.env,
            DIST_DIR: distDir,
            PORT: "0",
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            ...SEEDING_ENV,
            DATABASE_URL: options.databaseUrl ?? "",
            WEB_PROCESSES: String(options.processes ?? 1),
            // A browser test's server need not be warm (warmUp.ts): it would start two seconds later.
            ...(options.productionQueue ? {} : { MAX_QUEUE_WAIT_MS: "60000", WARM_UP_MS: process.env.WARM_UP_MS ?? "0" }),
        },
        stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const url = await new Promise<string>((resolve, reject) => {
        const startTimeoutMs = options.startTimeoutMs ?? 30_000;
        const timer = setTimeout(() => {
            child.kill("SIGTERM");
            reject(new Error(`The server did not start in ${startTimeoutMs / 1000} s:\n${output}`));
        }, startTimeoutMs);
        const onData = (chunk: Buffer) => {
            output += chunk.toString();
            const match = /serving at (http:\/\/[^\s]+)/.exec(output);
            if (match) {
                clearTimeout(timer);
                resolve(match[1]!);
            }
        };
        child.stdout!.on("data", onData);
        child.stderr!.on("data", onData);
        child.on("exit", (code) => {
            clearTimeout(timer);
            reject(new Error(`The server exited (${code}):\n${output}`));
        });
    });
    return {
        url,
        dataDir,
        pid: child.pid!,
        stop: () =>
            new Promise<void>((resolve) => {
                const removeData = () => {
                    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
                    resolve();
                };
                if (child.exitCode !== null || child.signalCode !== null) return removeData();
                // The server exits by itself at most 10 s after SIGTERM (main.ts); past that it is
                // stuck, and its output says where.
                const stuck = setTimeout(() => {
                    console.warn(`The server did not stop ${STOP_TIMEOUT_MS / 1000} s after SIGTERM; killing it. Its last output:\n${output.slice(-2000)}`);
                    child.kill("SIGKILL");
                }, STOP_TIMEOUT_MS);
                child.removeAllListeners("exit");
                child.once("exit", () => {
                    clearTimeout(stuck);
                    removeData();
                });
                child.kill("SIGTERM");
            }),
    };
}

/** The newest mail the server wrote to its outbox (library/src/server/mail/outbox.ts) for this address. */
export function newestMailTo(dataDir: string, email: string): string {
    const outbox = path.join(dataDir, "outbox");
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    const message = files.map((file) => fs.readFileSync(path.join(outbox, file), "utf8")).find((text) => text.includes(`To: ${email}`));
    if (!message) throw new Error(`No mail to ${email} yet.`);
    return message;
}
