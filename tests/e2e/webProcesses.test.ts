/**
 * Several server processes on one PostgreSQL (main.ts, WEB_PROCESSES): the processes share the
 * port, and whichever one answers, a member's session and a comment they just posted are there.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (CI does).
 */
import fs from "node:fs";
import { Client } from "pg";
import { E2E_PASSWORD, startServer, type IServer } from "./serverProcess";

const databaseUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 2;

/** The server processes started for `dataDir` (node:cluster marks each with NODE_UNIQUE_ID). */
function serverProcessesOf(dataDir: string): number {
    let count = 0;
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
        try {
            const environment = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
            if (environment.includes(`DATA_DIR=${dataDir}`) && environment.some((entry) => entry.startsWith("NODE_UNIQUE_ID="))) count++;
        } catch {
            // A process that ended while we looked.
        }
    }
    return count;
}

(databaseUrl ? describe : describe.skip)("several server processes on one PostgreSQL", () => {
    const name = `hearth_processes_${process.pid}`;
    let admin: Client;
    let server: IServer;

    beforeAll(async () => {
        admin = new Client({ connectionString: databaseUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${name}`);
        const url = new URL(databaseUrl!);
        url.pathname = `/${name}`;
        server = await startServer({}, { databaseUrl: url.toString(), processes: PROCESSES, startTimeoutMs: 120_000 });
    }, 150_000);

    afterAll(async () => {
        await server?.stop();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
    });

    it("serves one forum from every process: the session and a new comment are seen whichever answers", async () => {
        expect(serverProcessesOf(server.dataDir)).toBe(PROCESSES);

        const signIn = await fetch(`${server.url}/entry/signin`, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
            body: new URLSearchParams({ name: "member", password: E2E_PASSWORD, target: "/" }),
        });
        expect(signIn.status).toBe(303);
        const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
        expect(cookie).toMatch(/^hearth_session=/);
        const headers = { cookie, "content-type": "application/json", "x-requested-with": "vanilla", origin: server.url };

        const body = `Posted through one process, read through all of them ${Date.now()}`;
        const posted = await fetch(`${server.url}/api/v2/comments`, { method: "POST", headers, body: JSON.stringify({ discussionID: 1, body, format: "markdown" }) });
        expect(posted.status).toBe(201);

        // New connections each time: each is answered by whichever process accepts it.
        for (let read = 0; read < 4 * PROCESSES; read++) {
            const me = await fetch(`${server.url}/api/v2/users/me`, { headers: { cookie, connection: "close" } });
            expect(((await me.json()) as { name: string }).name).toBe("member");
            const comments = await fetch(`${server.url}/api/v2/comments?discussionID=1&limit=100&sort=-dateInserted`, { headers: { connection: "close" } });
            expect(JSON.stringify(await comments.json())).toContain(body);
        }
    });

    it("stops every process when it is stopped", async () => {
        const { dataDir } = server;
        await server.stop();
        expect(serverProcessesOf(dataDir)).toBe(0);
        server = undefined as unknown as IServer;
    });
});
