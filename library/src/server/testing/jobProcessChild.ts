/**
 * A child process for jobProcessChannel.test.ts, started with node's IPC channel as a cluster
 * worker is: it plays a server process (argv[2] "server") or the job process ("jobs") through
 * jobProcess.ts, and the test plays the primary. Its runner has no database and is never
 * started, so nothing here polls. The test drives it with { test: … } messages:
 *   server: "request" answers one request through a small app with trackRequests; "wake" calls jobs.wake()
 *   jobs: "step" runs one letRequestsIn() and answers { test: "stepped", ms }
 */
import Fastify from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { JobRunner, letRequestsIn, trackRequests } from "@server/jobs/jobRunner";
import { becomeJobProcess, handJobsToJobProcess } from "@server/jobs/jobProcess";

async function main(): Promise<void> {
    const jobs = new JobRunner(null as unknown as Kysely<Database>, { pollIntervalMs: () => 60_000, leaseMs: () => 60_000 });
    const role = process.argv[2];
    const app = Fastify();
    trackRequests(app);
    app.get("/", async () => "ok");
    await app.ready();
    if (role === "server") handJobsToJobProcess(jobs);
    else becomeJobProcess(jobs, { warn: () => undefined });
    process.on("message", (message: { test?: string }) => {
        if (message.test === "request") void app.inject({ url: "/" }).then(() => process.send?.({ test: "answered" }));
        else if (message.test === "wake") jobs.wake();
        else if (message.test === "step") {
            const started = performance.now();
            void letRequestsIn().then(() => process.send?.({ test: "stepped", ms: performance.now() - started }));
        }
    });
    process.send?.({ test: "ready" });
}

void main();
