/**
 * `npm start`: open (and migrate) the database, seed a demo forum when it is empty, serve.
 *
 * With WEB_PROCESSES above 1, this process prepares the database (migrations, demo seed) once
 * and then starts that many server processes sharing the port (node:cluster), and one job
 * process that runs the jobs (jobs/jobProcess.ts): everything they must agree on (sessions, rate
 * limits, jobs, live events, the guest cache's generation) lives in the database, so any of them
 * may answer any request. One Node process uses one core. On PostgreSQL the database does its
 * own work in its own processes; SQLite answers inside each server process's thread, so there
 * more processes put SQLite's reads on more cores too (its writes still take turns: one writer
 * at a time, database.ts).
 */
import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { readEnv, type IHostEnv } from "@server/config/env";
import { openDatabase, POSTGRES_POOL_SIZE, type DialectName, type IDatabaseOptions } from "@server/db/database";
import { buildApp } from "@server/app";
import { warmUp } from "@server/warmUp";
import { seedIfEmpty, DEMO_ACCOUNTS } from "@server/seed/seed";
import { TEST_ACCOUNT_COST } from "@server/auth/passwords";
import { becomeJobProcess, handJobsToJobProcess, JobProcessRelay, PROCESS_ROLE_ENV, processRoleOf } from "@server/jobs/jobProcess";

async function main(): Promise<void> {
    const env = readEnv();
    if (process.argv.includes("--prepare")) return prepare(env);
    if (cluster.isPrimary && env.webProcesses > 1) return startProcesses(env);
    if (processRoleOf(process.env) === "jobs") return runJobs(env);
    await serve(env);
}

/**
 * Migrates the database and seeds the demo forum when it is empty, as a start does, then closes it:
 * `npm start -- --prepare` prepares a database without serving (a deployment's step before its
 * servers start; the browser tests' seeded image, tests/setup/e2eRunSetup.ts). Answers the dialect.
 */
async function prepareDatabase(env: IHostEnv): Promise<DialectName> {
    const database = await openDatabase(databaseOptions(env));
    const app = await buildApp({ database, dataDir: env.dataDir, distDir: env.distDir, trustProxy: env.trustProxy });
    await seedDemo(app, database, env);
    await app.close();
    await database.destroy();
    return database.dialect;
}

async function prepare(env: IHostEnv): Promise<void> {
    const dialect = await prepareDatabase(env);
    console.log(`The database is ready (${dialect}).`);
}

/** The primary of several server processes: prepares the database, starts them, and stops them when it is stopped. */
async function startProcesses(env: IHostEnv): Promise<void> {
    const dialect = await prepareDatabase(env);

    // Each process accepts its own connections (the kernel hands them out), instead of the primary
    // accepting them all and passing each over IPC: a pass waits for the process to acknowledge
    // it, once per turn of its event loop, so a burst of 200 clients on two processes was let in
    // over 2.5 s and its first answers took up to 2.6 s; with this, at most 1.2-1.3 s, and 5 % more
    // answers a second (issue 10 item 6). Set before the first fork, when node freezes it.
    cluster.schedulingPolicy = cluster.SCHED_NONE;
    let stopping = false;
    const listening = new Set<number>();
    const relay = new JobProcessRelay();
    // A process that died is replaced, so the others do not carry its share (or the jobs wait) for good.
    const replaceOnExit = (worker: Worker, what: string, start: () => void) =>
        worker.on("exit", (code) => {
            if (stopping) return;
            console.error(`${what} exited (${code}); starting another.`);
            start();
        });
    const startServer = () => {
        const server = cluster.fork({ [PROCESS_ROLE_ENV]: "server" });
        relay.addServer(server);
        replaceOnExit(server, "A server process", startServer);
    };
    let jobProcessEnv: Record<string, string> | undefined;
    const startJobProcess = () => {
        const jobProcess = cluster.fork(jobProcessEnv);
        relay.setJobProcess(jobProcess);
        replaceOnExit(jobProcess, "The job process", startJobProcess);
    };
    cluster.on("listening", (worker, address) => {
        listening.add(worker.id);
        if (listening.size < env.webProcesses || jobProcessEnv) return;
        // Started once every server listens: without SITE_URL, the links of the e-mails it sends
        // name the address they listen on (as a server's own do), known only now when PORT is 0.
        jobProcessEnv = { [PROCESS_ROLE_ENV]: "jobs", SITE_URL: env.siteUrl ?? `http://${env.host}:${address.port}` };
        startJobProcess();
        console.log(`Hearth is serving at http://${env.host}:${address.port} (database: ${dialect}, ${env.webProcesses} processes and a job process)`);
    });
    for (let index = 0; index < env.webProcesses; index++) startServer();
    const stop = () => {
        stopping = true;
        const workers = Object.values(cluster.workers ?? {});
        let running = workers.length;
        if (running === 0) process.exit(0);
        for (const worker of workers) {
            worker?.once("exit", () => --running === 0 && process.exit(0));
            worker?.process.kill("SIGTERM");
        }
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
}

/** PostgreSQL when DATABASE_URL is set, else the SQLite file under DATA_DIR. */
function databaseOptions(env: IHostEnv): IDatabaseOptions {
    return { databaseUrl: env.databaseUrl, sqliteFile: path.join(env.dataDir, "forum.sqlite") };
}

async function seedDemo(app: Awaited<ReturnType<typeof buildApp>>, database: Awaited<ReturnType<typeof openDatabase>>, env: IHostEnv): Promise<void> {
    const passwordCost = env.seedTestAccounts ? TEST_ACCOUNT_COST : undefined;
    const seeded = await seedIfEmpty(database.db, { password: env.seedPassword, seed: Number(process.env.SEED ?? 1), passwordCost });
    if (seeded.seeded) {
        await app.hearth.addons.seedDemoForum(database.db, database.dialect);
        console.log(`Seeded a demo forum. Accounts ${DEMO_ACCOUNTS.join(", ")} have the password: ${seeded.password}`);
        if (seeded.passwordGenerated) console.log("(Set SEED_PASSWORD before the first start to choose it.)");
    }
}

/** One server process: the only one, or one of several (then the primary has prepared the database). */
async function serve(env: IHostEnv): Promise<void> {
    const database = await openDatabase(databaseOptions(env));
    // A few requests at once keep two cores busy while others wait on the database, files or
    // password hashing; more only make each one slower on SQLite, whose queries run on this
    // process's thread. On PostgreSQL a request spends most of its time waiting for answers
    // over the network: one request per pool connection (measured with 200 clients: API reads
    // answered twice as fast at 10 as at 4). http/admission.ts.
    const admission = {
        concurrency: Number(process.env.MAX_CONCURRENT_REQUESTS) || (database.dialect === "postgres" ? POSTGRES_POOL_SIZE : 4),
        maxWaitMs: Number(process.env.MAX_QUEUE_WAIT_MS) || 1000,
    };
    const app = await buildApp({
        database,
        dataDir: env.dataDir,
        distDir: env.distDir,
        logger: process.env.LOG_REQUESTS === "1",
        trustProxy: env.trustProxy,
        ...(env.siteUrl ? { siteUrl: env.siteUrl } : {}),
        admission,
    });
    if (app.hearth.manifest.isEmpty) {
        console.warn("No client bundles found in dist/: pages will render without JavaScript. Run `npm run build`.");
    }
    if (cluster.isPrimary) await seedDemo(app, database, env);
    // One of several: the job process runs the jobs (jobs/jobProcess.ts).
    if (processRoleOf(process.env) === "server") handJobsToJobProcess(app.hearth.jobs);
    closeOnSignals(app, database);
    // On PostgreSQL one render per pool connection, so each is opened and warm (warmUp.ts).
    const warm = await warmUp(app, env.warmUpMs, database.dialect === "postgres" ? POSTGRES_POOL_SIZE : 1);
    if (warm.renders) console.log(`Warmed up: ${warm.renders} page renders in ${warm.ms} ms.`);
    await app.listen({ port: env.port, host: env.host });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : env.port;
    // Without SITE_URL the canonical address is the one listened on (fine on one machine; set it behind a proxy).
    if (!env.siteUrl) {
        app.hearth.siteUrl = `http://${env.host}:${port}`;
        if (env.host === "0.0.0.0" || env.host === "::") console.warn("Serving other machines without SITE_URL: links in e-mails will name this machine's listening address. Set SITE_URL.");
    }
    // Several processes: the primary says where the site is once every one of them listens.
    if (cluster.isPrimary) console.log(`Hearth is serving at http://${env.host}:${port} (database: ${database.dialect})`);
}

/** The job process of several (jobs/jobProcess.ts): the app without a port, polling for due jobs. */
async function runJobs(env: IHostEnv): Promise<void> {
    const database = await openDatabase(databaseOptions(env));
    // The primary sets SITE_URL for it (startProcesses): its e-mails' links.
    const app = await buildApp({ database, dataDir: env.dataDir, distDir: env.distDir, trustProxy: env.trustProxy, siteUrl: env.siteUrl ?? undefined });
    becomeJobProcess(app.hearth.jobs, console);
    closeOnSignals(app, database);
    // Ready starts the poller (app.ts); the jobs queued while no job process ran are due now.
    await app.ready();
    app.hearth.jobs.wake();
}

/**
 * How long a stopping process lets its requests in flight and its job step finish before it
 * exits anyway: a restart must not wait for good on one request that never ends.
 */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stopped (by the primary, or by Ctrl-C on the only process): closes the app, then the database.
 * A second signal while it closes (Ctrl-C again) exits at once.
 */
function closeOnSignals(app: Awaited<ReturnType<typeof buildApp>>, database: Awaited<ReturnType<typeof openDatabase>>): void {
    let closing = false;
    const shutdown = async () => {
        if (closing) process.exit(1);
        closing = true;
        setTimeout(() => {
            console.error(`Still closing after ${SHUTDOWN_GRACE_MS / 1000} s (a request or a job step has not finished): exiting now.`);
            process.exit(1);
        }, SHUTDOWN_GRACE_MS).unref();
        await app.close();
        await database.destroy();
        process.exit(0);
    };
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
