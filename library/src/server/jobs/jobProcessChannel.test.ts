/**
 * The job process's messages over a real IPC channel (jobProcess.ts): a child process plays a
 * server or the job process (testing/jobProcessChild.ts) and this test plays the primary.
 * A server reports its requests only while the job process works, and says its state when the
 * work starts; the job process's steps wait while a server is busy. (That a step with no busy
 * process is not held is jobRunner.test.ts's, counted rather than timed.)
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { MAX_REQUEST_WAIT_MS } from "@server/jobs/jobRunner";

const CHILD = path.resolve(__dirname, "../testing/jobProcessChild.ts");

interface IChild {
    process: ChildProcess;
    /** Every message the child sent, in order. */
    messages: Array<Record<string, unknown>>;
    /** Resolves with the first message (from now on or already received after `from`) that `match` accepts. */
    next(match: (message: Record<string, unknown>) => boolean, from?: number): Promise<Record<string, unknown>>;
}

const children: ChildProcess[] = [];
afterEach(() => {
    for (const child of children.splice(0)) child.kill();
});

async function startChild(role: "server" | "jobs"): Promise<IChild> {
    const child = fork(CHILD, [role], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    children.push(child);
    const messages: Array<Record<string, unknown>> = [];
    const waiting: Array<{ match: (message: Record<string, unknown>) => boolean; from: number; resolve: (message: Record<string, unknown>) => void }> = [];
    child.on("message", (message: Record<string, unknown>) => {
        messages.push(message);
        for (const waiter of [...waiting]) {
            if (waiter.match(message)) {
                waiting.splice(waiting.indexOf(waiter), 1);
                waiter.resolve(message);
            }
        }
    });
    const next = (match: (message: Record<string, unknown>) => boolean, from = messages.length) =>
        new Promise<Record<string, unknown>>((resolve) => {
            const already = messages.slice(from).find(match);
            if (already) resolve(already);
            else waiting.push({ match, from, resolve });
        });
    await next((message) => message.test === "ready", 0);
    return { process: child, messages, next };
}

const said = (words: string) => (message: Record<string, unknown>) => message.hearthJobs === words;
const test = (words: string) => (message: Record<string, unknown>) => message.test === words;
const jobWords = (messages: Array<Record<string, unknown>>) => messages.filter((message) => message.hearthJobs !== undefined).map((message) => message.hearthJobs);

it("a server process says nothing of its requests while no job runs, its state when the work starts, then each change until it ends", async () => {
    const server = await startChild("server");
    server.process.send({ test: "request" });
    await server.next(test("answered"));
    expect(jobWords(server.messages)).toEqual([]);

    server.process.send({ hearthJobs: "working" });
    await server.next(said("idle"));
    server.process.send({ test: "request" });
    await server.next(test("answered"));
    expect(jobWords(server.messages)).toEqual(["idle", "busy", "idle"]);

    server.process.send({ hearthJobs: "resting" });
    server.process.send({ test: "request" });
    await server.next(test("answered"));
    server.process.send({ test: "wake" });
    await server.next(said("wake"));
    // Messages from one process arrive in order: the request after "resting" reported nothing.
    expect(jobWords(server.messages)).toEqual(["idle", "busy", "idle", "wake"]);
}, 30_000);

it("the job process's steps wait while a server is busy: one idle server of two does not free them", async () => {
    const jobs = await startChild("jobs");
    jobs.process.send({ hearthJobs: "busy", from: 2 });
    jobs.process.send({ hearthJobs: "busy", from: 3 });
    jobs.process.send({ test: "step" });
    const held = await jobs.next(test("stepped"));
    expect(held.ms).toBeGreaterThanOrEqual(MAX_REQUEST_WAIT_MS);

    jobs.process.send({ hearthJobs: "idle", from: 2 });
    jobs.process.send({ test: "step" });
    const stillHeld = await jobs.next(test("stepped"), jobs.messages.length);
    expect(stillHeld.ms).toBeGreaterThanOrEqual(MAX_REQUEST_WAIT_MS);
}, 30_000);
