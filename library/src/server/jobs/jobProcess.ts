/**
 * The job process (issue 17 item 3). With several server processes (main.ts, WEB_PROCESSES
 * above 1) the primary starts one more process, which answers no request and runs every job
 * (jobRunner.ts) at a lower CPU priority; the server processes run none.
 *
 * Why: a job running in a server process could only give way to that process's own requests
 * (letRequestsIn). A comment answered by the other process while this one ran a fan-out shared
 * the two cores with it, and a job step's JavaScript (sorting 10,000 bookmarkers by their
 * roles) held up every request queued behind it in the same event loop. Measured at a million
 * posts on PostgreSQL, two server processes, 50 comments one after another into a discussion
 * with 10,000 bookmarkers (each a fan-out of 10,000 notifications), two runs each: with the jobs
 * in the server processes, comment p50 17 ms, p99 55 and 137 ms, 30 of the 100 over 20 ms;
 * with a job process that gives way to them, p50 10-11 ms, p99 37 and 52 ms, 7 over 20 ms.
 *
 * The processes talk over node:cluster's IPC channel, through the primary (JobProcessRelay):
 *   - server → job process, "wake": a job was committed (jobs.wake()): poll now rather than at
 *     the next interval;
 *   - job process → servers, "working" / "resting": a round started running jobs, or ended;
 *   - server → job process, "busy" / "idle", only while the job process is working: the server
 *     started answering requests or has none left (and its state once, on "working"). The job
 *     process's steps wait while any server is busy, at most 50 ms a step (jobRunner.ts), as a
 *     server's own jobs wait for its requests.
 * Reported at all times, the starts and ends of requests kept the primary relaying and the job
 * process reading them (the job process alone used 4 % of a core at 1,600 API requests a
 * second); while no job runs, nothing is sent.
 * Nothing here is state another process must read later: a job process that starts (or replaces
 * one that crashed) polls the jobs table at once; a server that starts while a round runs is not
 * waited for until the next round.
 */
import type { Worker } from "node:cluster";
import os from "node:os";
import { answeringRequests, giveWayTo, reportBusyChanges, type JobRunner } from "@server/jobs/jobRunner";

/** The environment variable that tells a process started by the primary what it is. */
export const PROCESS_ROLE_ENV = "HEARTH_PROCESS_ROLE";
export type ProcessRole = "server" | "jobs";

/**
 * The job process's nice value: when requests keep both cores busy it gets about a tenth of a
 * core's turns against each server process (its database work is not lowered), so jobs slow
 * down under load but never stop.
 */
export const JOB_PROCESS_NICENESS = 10;

type ServerSays = "wake" | "busy" | "idle";
type JobProcessSays = "working" | "resting";

interface IJobProcessMessage {
    hearthJobs: ServerSays | JobProcessSays;
    /** The server process a server's message came from (node:cluster's worker id), added by the primary. */
    from?: number;
}

function said<T extends IJobProcessMessage["hearthJobs"]>(message: unknown, words: readonly T[]): message is IJobProcessMessage & { hearthJobs: T } {
    return typeof message === "object" && message !== null && (words as readonly unknown[]).includes((message as IJobProcessMessage).hearthJobs);
}

const SERVER_WORDS: readonly ServerSays[] = ["wake", "busy", "idle"];
const JOB_PROCESS_WORDS: readonly JobProcessSays[] = ["working", "resting"];

function sendTo(worker: Worker | undefined, message: IJobProcessMessage): void {
    if (worker?.isConnected()) worker.send(message);
}

/** To the primary, from a server process or the job process. The channel closes when the primary stops us: nothing is left to tell. */
function sendToPrimary(message: IJobProcessMessage): void {
    if (process.connected) process.send?.(message);
}

export function processRoleOf(env: NodeJS.ProcessEnv): ProcessRole | undefined {
    const role = env[PROCESS_ROLE_ENV];
    return role === "server" || role === "jobs" ? role : undefined;
}

/** In the primary: passes the server processes' messages to the job process of the moment, and its messages to every server. */
export class JobProcessRelay {
    private jobProcess: Worker | undefined;
    private readonly servers = new Set<Worker>();

    /** A new job process (the first, or one replacing a process that died). */
    setJobProcess(worker: Worker): void {
        this.jobProcess = worker;
        worker.on("message", (message: unknown) => {
            if (said(message, JOB_PROCESS_WORDS)) for (const server of this.servers) sendTo(server, message);
        });
        // Died mid-round: the servers need not report their requests to nobody.
        worker.on("exit", () => {
            for (const server of this.servers) sendTo(server, { hearthJobs: "resting" });
        });
    }

    addServer(server: Worker): void {
        this.servers.add(server);
        server.on("message", (message: unknown) => {
            if (said(message, SERVER_WORDS)) sendTo(this.jobProcess, { hearthJobs: message.hearthJobs, from: server.id });
        });
        // A server that died while busy would otherwise hold every job step back until the round ends.
        server.on("exit", () => {
            this.servers.delete(server);
            sendTo(this.jobProcess, { hearthJobs: "idle", from: server.id });
        });
    }
}

/** In a server process: its jobs are the job process's, told of new ones, and of this process's requests while it works. */
export function handJobsToJobProcess(jobs: JobRunner): void {
    jobs.runElsewhere(() => sendToPrimary({ hearthJobs: "wake" }));
    let jobsRunning = false;
    const report = (busy: boolean) => sendToPrimary({ hearthJobs: busy ? "busy" : "idle" });
    reportBusyChanges((busy) => {
        if (jobsRunning) report(busy);
    });
    process.on("message", (message: unknown) => {
        if (!said(message, JOB_PROCESS_WORDS)) return;
        jobsRunning = message.hearthJobs === "working";
        // The job process's picture of this server may be from its last round: it starts afresh.
        if (jobsRunning) report(answeringRequests());
    });
}

/** In the job process: lowers its priority, says when it works, and listens to the server processes (through the primary). */
export function becomeJobProcess(jobs: JobRunner, log: { warn(message: string): void }): void {
    try {
        os.setPriority(JOB_PROCESS_NICENESS);
    } catch (error) {
        log.warn(`The job process keeps the server processes' CPU priority: ${(error as Error).message}`);
    }
    const busyServers = new Set<number>();
    giveWayTo(() => busyServers.size > 0);
    jobs.reportWork((working) => sendToPrimary({ hearthJobs: working ? "working" : "resting" }));
    process.on("message", (message: unknown) => {
        if (!said(message, SERVER_WORDS)) return;
        if (message.hearthJobs === "wake") jobs.wake();
        else if (message.hearthJobs === "busy") busyServers.add(message.from!);
        else busyServers.delete(message.from!);
    });
}
