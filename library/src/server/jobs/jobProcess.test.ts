/**
 * The primary's relay between the server processes and the job process (jobProcess.ts): what a
 * server process says reaches the job process of the moment with the server's id, what the job
 * process says reaches every server, and a process that dies stops counting (a server as busy,
 * the job process as working). The processes themselves: tests/e2e/webProcesses.test.ts.
 */
import { EventEmitter } from "node:events";
import type { Worker } from "node:cluster";
import { JobProcessRelay, processRoleOf } from "@server/jobs/jobProcess";

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
    const relay = new JobProcessRelay();
    const jobs = fakeWorker(1);
    const server = fakeWorker(2);
    relay.setJobProcess(jobs);
    relay.addServer(server);
    server.emit("message", { hearthJobs: "busy" });
    server.emit("message", { hearthJobs: "wake" });
    server.emit("message", { hearthJobs: "idle" });
    // Anything else on the channel is not the job process's, nor the job process's words from a server.
    server.emit("message", { hearthJobs: "reboot" });
    server.emit("message", { hearthJobs: "working" });
    server.emit("message", "hello");
    expect(jobs.sent).toEqual([
        { hearthJobs: "busy", from: 2 },
        { hearthJobs: "wake", from: 2 },
        { hearthJobs: "idle", from: 2 },
    ]);
});

it("tells every server when the job process starts and stops working, and that it rests once it has died", () => {
    const relay = new JobProcessRelay();
    const jobs = fakeWorker(1);
    const servers = [fakeWorker(2), fakeWorker(3)];
    relay.setJobProcess(jobs);
    for (const server of servers) relay.addServer(server);
    jobs.emit("message", { hearthJobs: "working" });
    jobs.emit("message", { hearthJobs: "wake" });
    jobs.emit("message", { hearthJobs: "resting" });
    jobs.emit("message", { hearthJobs: "working" });
    jobs.emit("exit", 1);
    for (const server of servers) {
        expect(server.sent).toEqual([{ hearthJobs: "working" }, { hearthJobs: "resting" }, { hearthJobs: "working" }, { hearthJobs: "resting" }]);
    }
});

it("tells the job process of the moment (a replacement after a crash), and that a server that died is idle", () => {
    const relay = new JobProcessRelay();
    const first = fakeWorker(1);
    const replacement = fakeWorker(4);
    const server = fakeWorker(2);
    relay.setJobProcess(first);
    relay.addServer(server);
    server.emit("message", { hearthJobs: "busy" });
    relay.setJobProcess(replacement);
    server.emit("message", { hearthJobs: "wake" });
    server.emit("exit", 1);
    expect(first.sent).toEqual([{ hearthJobs: "busy", from: 2 }]);
    expect(replacement.sent).toEqual([
        { hearthJobs: "wake", from: 2 },
        { hearthJobs: "idle", from: 2 },
    ]);
    // A dead server hears nothing more.
    replacement.emit("message", { hearthJobs: "working" });
    expect(server.sent).toEqual([]);
});

it("sends nothing to a job process that has gone, or before there is one", () => {
    const relay = new JobProcessRelay();
    const server = fakeWorker(2);
    relay.addServer(server);
    expect(() => server.emit("message", { hearthJobs: "wake" })).not.toThrow();
    const jobs = fakeWorker(1);
    jobs.gone = true;
    relay.setJobProcess(jobs);
    server.emit("message", { hearthJobs: "wake" });
    expect(jobs.sent).toEqual([]);
});

it("reads a process's role from the environment the primary gave it", () => {
    expect(processRoleOf({ HEARTH_PROCESS_ROLE: "server" })).toBe("server");
    expect(processRoleOf({ HEARTH_PROCESS_ROLE: "jobs" })).toBe("jobs");
    expect(processRoleOf({})).toBeUndefined();
    expect(processRoleOf({ HEARTH_PROCESS_ROLE: "anything" })).toBeUndefined();
});
