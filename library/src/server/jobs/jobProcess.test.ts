/**
 * The primary's relay between the server processes and the job process (jobProcess.ts): what a
 * server process says reaches the job process of the moment with the server's id, and a server
 * that dies stops counting as busy. The processes themselves: tests/e2e/webProcesses.test.ts.
 */
import { EventEmitter } from "node:events";
import type { Worker } from "node:cluster";
import { processRoleOf, relayToJobProcess } from "@server/jobs/jobProcess";

/** As much of a cluster worker as the relay uses: its id, its messages and exit, send. */
function fakeWorker(id: number): Worker & { sent: unknown[]; gone: boolean } {
    const worker = Object.assign(new EventEmitter(), {
        id,
        sent: [] as unknown[],
        gone: false,
        isConnected() {
            return !worker.gone;
        },
        send(message: unknown) {
            worker.sent.push(message);
            return true;
        },
    });
    return worker as unknown as Worker & { sent: unknown[]; gone: boolean };
}

it("passes a server process's wake-ups and busy changes to the job process, naming the server", () => {
    const jobs = fakeWorker(1);
    const server = fakeWorker(2);
    relayToJobProcess(server, () => jobs);
    server.emit("message", { hearthJobs: "busy" });
    server.emit("message", { hearthJobs: "wake" });
    server.emit("message", { hearthJobs: "idle" });
    // Anything else on the channel is not the job process's.
    server.emit("message", { hearthJobs: "reboot" });
    server.emit("message", "hello");
    expect(jobs.sent).toEqual([
        { hearthJobs: "busy", from: 2 },
        { hearthJobs: "wake", from: 2 },
        { hearthJobs: "idle", from: 2 },
    ]);
});

it("tells the job process of the moment (a replacement after a crash), and that a server that died is idle", () => {
    const first = fakeWorker(1);
    const replacement = fakeWorker(4);
    let current = first;
    const server = fakeWorker(2);
    relayToJobProcess(server, () => current);
    server.emit("message", { hearthJobs: "busy" });
    current = replacement;
    server.emit("message", { hearthJobs: "wake" });
    server.emit("exit", 1);
    expect(first.sent).toEqual([{ hearthJobs: "busy", from: 2 }]);
    expect(replacement.sent).toEqual([
        { hearthJobs: "wake", from: 2 },
        { hearthJobs: "idle", from: 2 },
    ]);
});

it("sends nothing to a job process that has gone, or before there is one", () => {
    const jobs = fakeWorker(1);
    jobs.gone = true;
    const server = fakeWorker(2);
    relayToJobProcess(server, () => jobs);
    server.emit("message", { hearthJobs: "wake" });
    const alone = fakeWorker(3);
    relayToJobProcess(alone, () => undefined);
    expect(() => alone.emit("message", { hearthJobs: "wake" })).not.toThrow();
    expect(jobs.sent).toEqual([]);
});

it("reads a process's role from the environment the primary gave it", () => {
    expect(processRoleOf({ HEARTH_PROCESS_ROLE: "server" })).toBe("server");
    expect(processRoleOf({ HEARTH_PROCESS_ROLE: "jobs" })).toBe("jobs");
    expect(processRoleOf({})).toBeUndefined();
    expect(processRoleOf({ HEARTH_PROCESS_ROLE: "anything" })).toBeUndefined();
});
