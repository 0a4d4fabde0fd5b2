/**
 * Several server processes on one database (main.ts, WEB_PROCESSES): the processes share the
 * port, and whichever one answers, a member's session and a comment they just posted are there;
 * writes sent at once to different processes all land. On the SQLite file always, and on
 * PostgreSQL when TEST_DATABASE_URL names a server (CI does).
 */
import fs from "node:fs";
import { Client } from "pg";
import { E2E_PASSWORD, startServer, type IServer } from "./serverProcess";

const databaseUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 2;
/** Comments posted at once, each over a connection of its own. */
const AT_ONCE = 10;

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

/** A fresh PostgreSQL database for the server; dropped by the returned function. */
async function freshPostgres(url: string, name: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    return {
        databaseUrl: own.toString(),
        drop: async () => {
            await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await admin.end();
        },
    };
}

const databases: Array<[string, boolean]> = [
    ["the SQLite file", true],
    ["PostgreSQL", Boolean(databaseUrl)],
];

describe.each(databases)("several server processes on %s", (name, runs) => {
    const maybe = runs ? it : it.skip;
    let server: IServer;
    let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;

    beforeAll(async () => {
        if (!runs) return;
        if (name === "PostgreSQL") postgres = await freshPostgres(databaseUrl!, `hearth_processes_${process.pid}`);
        server = await startServer({}, { databaseUrl: postgres?.databaseUrl, processes: PROCESSES, startTimeoutMs: 120_000 });
    }, 150_000);

    afterAll(async () => {
        await server?.stop();
        await postgres?.drop();
    });

    async function signIn(): Promise<Record<string, string>> {
        const answer = await fetch(`${server.url}/entry/signin`, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
            body: new URLSearchParams({ name: "member", password: E2E_PASSWORD, target: "/" }),
        });
        expect(answer.status).toBe(303);
        const cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0]!;
        expect(cookie).toMatch(/^hearth_session=/);
        return { cookie, "content-type": "application/json", "x-requested-with": "vanilla", origin: server.url };
    }

    async function countComments(discussionID: number): Promise<number> {
        const answer = await fetch(`${server.url}/api/v2/discussions/${discussionID}`, { headers: { connection: "close" } });
        return ((await answer.json()) as { countComments: number }).countComments;
    }

    maybe("serves one forum from every process: the session and a new comment are seen whichever answers", async () => {
        expect(serverProcessesOf(server.dataDir)).toBe(PROCESSES);
        const headers = await signIn();

        const body = `Posted through one process, read through all of them ${Date.now()}`;
        const posted = await fetch(`${server.url}/api/v2/comments`, { method: "POST", headers, body: JSON.stringify({ discussionID: 1, body, format: "markdown" }) });
        expect(posted.status).toBe(201);

        // New connections each time: each is answered by whichever process accepts it.
        for (let read = 0; read < 4 * PROCESSES; read++) {
            const me = await fetch(`${server.url}/api/v2/users/me`, { headers: { cookie: headers.cookie!, connection: "close" } });
            expect(((await me.json()) as { name: string }).name).toBe("member");
            const comments = await fetch(`${server.url}/api/v2/comments?discussionID=1&limit=100&sort=-dateInserted`, { headers: { connection: "close" } });
            expect(JSON.stringify(await comments.json())).toContain(body);
        }
    });

    maybe(`stores every one of ${AT_ONCE} comments posted at once to the processes, and counts each once`, async () => {
        const headers = await signIn();
        const before = await countComments(1);
        const stamp = Date.now();
        const answers = await Promise.all(
            Array.from({ length: AT_ONCE }, (_, index) =>
                fetch(`${server.url}/api/v2/comments`, {
                    method: "POST",
                    headers: { ...headers, connection: "close" },
                    body: JSON.stringify({ discussionID: 1, body: `At once ${stamp} number ${index}`, format: "markdown" }),
                }),
            ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(201));
        expect(await countComments(1)).toBe(before + AT_ONCE);
        const comments = await fetch(`${server.url}/api/v2/comments?discussionID=1&limit=100&sort=-dateInserted`, { headers: { connection: "close" } });
        const bodies = ((await comments.json()) as Array<{ body: string }>).map((comment) => comment.body).filter((text) => text.includes(`At once ${stamp}`));
        expect(bodies).toHaveLength(AT_ONCE);
    });

    maybe("stops every process when it is stopped", async () => {
        const { dataDir } = server;
        await server.stop();
        expect(serverProcessesOf(dataDir)).toBe(0);
        server = undefined as unknown as IServer;
    });
});
