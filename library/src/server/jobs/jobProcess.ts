/**
 * The job process (issue 17 item 3). With several server processes (main.ts, WEB_PROCESSES
 * above 1) the primary starts one more process, which answers no request and runs every job
 * (jobRunner.ts) at a lower CPU priority; the server processes run none.
 *
 * Why: a job running in a server process could only give way to that process's own requests
 * (letRequestsIn). A comment answered by the other process while this one ran a fan-out shared
 * the two cores with it, and a job step's JavaScript (sorting 10,000 bookmarkers by their
 * roles) held up every request queued behind it in the same event loop. Measured at a million
 * posts on PostgreSQL, two server processes, 20 comments one after another into a discussion
 * with 10,000 bookmarkers (each a fan-out of 10,000 notifications), three runs each: with the
 * jobs in the server processes, comment p50 9-16 ms and p99 29-43 ms; with a job process that
 * gives way to them, p50 9-12 ms and p99 15-18 ms, with one run's slowest at 40 ms.
 *
 * The processes talk over node:cluster's IPC channel, through the primary (relayToJobProcess):
 *   - "wake": a server process committed a new job (jobs.wake()): the job process polls now
 *     rather than at its next interval;
 *   - "busy" / "idle": a server process started answering requests, or has none left. The job
 *     process's steps wait while any is busy (at most 50 ms a step, jobRunner.ts), as a server
 *     process's jobs wait for its own requests. Sent on those changes only, not per request.
 * Nothing here is state another process must read later: a job process that starts (or is
 * replaced after a crash) polls the jobs table at once and starts with every server idle.
 */
import type { Worker } from "node:cluster";
import os from "node:os";
import { giveWayTo, reportBusyChanges, type JobRunner } from "@server/jobs/jobRunner";

/** The environment variable that tells a process started by the primary what it is. */
export const PROCESS_ROLE_ENV = "HEARTH_PROCESS_ROLE";
export type ProcessRole = "server" | "jobs";

/**
 * The job process's nice value: when requests keep both cores busy it gets about a tenth of a
 * core's turns against each server process (its database work is not lowered), so jobs slow
 * down under load but never stop.
 */
export const JOB_PROCESS_NICENESS = 10;

interface IJobProcessMessage {
    hearthJobs: "wake" | "busy" | "idle";
    /** The server process it is about (node:cluster's worker id), added by the primary. */
    from?: number;
}

function isJobProcessMessage(message: unknown): message is IJobProcessMessage {
    return typeof message === "object" && message !== null && ["wake", "busy", "idle"].includes((message as IJobProcessMessage).hearthJobs);
}

export function processRoleOf(env: NodeJS.ProcessEnv): ProcessRole | undefined {
    const role = env[PROCESS_ROLE_ENV];
    return role === "server" || role === "jobs" ? role : undefined;
}

/** In the primary: passes a server process's messages on to the job process of the moment (a replaced one is a new worker). */
export function relayToJobProcess(server: Worker, jobProcess: () => Worker | undefined): void {
    const send = (message: IJobProcessMessage) => {
        const target = jobProcess();
        if (target?.isConnected()) target.send({ ...message, from: server.id });
    };
    server.on("message", (message: unknown) => {
        if (isJobProcessMessage(message)) send(message);
    });
    // A server process that died while busy would otherwise hold every job step back for good.
    server.on("exit", () => send({ hearthJobs: "idle" }));
}

/** In a server process: its jobs are the job process's, told of new ones and of this process's requests. */
export function handJobsToJobProcess(jobs: JobRunner): void {
    const send = (message: IJobProcessMessage) => {
        // The channel closes when the primary stops us: nothing is left to tell.
        if (process.connected) process.send?.(message);
    };
    jobs.runElsewhere(() => send({ hearthJobs: "wake" }));
    reportBusyChanges((busy) => send({ hearthJobs: busy ? "busy" : "idle" }));
}

/** In the job process: lowers its priority and listens to the server processes (through the primary). */
export function becomeJobProcess(jobs: JobRunner, log: { warn(message: string): void }): void {
    try {
        os.setPriority(JOB_PROCESS_NICENESS);
    } catch (error) {
        log.warn(`The job process keeps the server processes' CPU priority: ${(error as Error).message}`);
    }
    const busyServers = new Set<number>();
    giveWayTo(() => busyServers.size > 0);
    process.on("message", (message: unknown) => {
        if (!isJobProcessMessage(message)) return;
        if (message.hearthJobs === "wake") jobs.wake();
        else if (message.hearthJobs === "busy") busyServers.add(message.from!);
        else busyServers.delete(message.from!);
    });
}
