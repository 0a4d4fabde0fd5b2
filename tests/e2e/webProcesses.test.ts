/**
 * Several server processes on one database (main.ts, WEB_PROCESSES): the processes share the
 * port, and whichever one answers, a member's session and a comment they just posted are there;
 * writes sent at once to different processes all land; the job process beside them
 * (jobs/jobProcess.ts) does the jobs, and is replaced when it dies. On the SQLite file always, and
 * on PostgreSQL when TEST_DATABASE_URL names a server (CI does).
 */
import fs from "node:fs";
import { Client } from "pg";
import { PROCESS_ROLE_ENV } from "@server/jobs/jobProcess";
import { eventually } from "./browser";
import { E2E_PASSWORD, newestMailTo, startServer, type IServer } from "./serverProcess";

const databaseUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 2;
/** Comments on one's own or a bookmarked discussion, listed and mailed (notificationPreferences.ts). */
const MAILED_COMMENTS = { comment: { popup: true, email: true }, bookmarkComment: { popup: true, email: true } };
/**
 * How long a replaced process, and the jobs it then runs, may take on a busy machine (the states
 * are polled). The job process runs at a lower CPU priority (JOB_PROCESS_NICENESS): while other
 * programs keep both cores busy (the other test files beside this one on CI), it gets a few
 * percent of a core: with eight busy loops beside it the replacement test took 12 s, against
 * 1.5 s on a quiet machine, and on CI it once took over a minute.
 */
const PROCESS_CHANGE_MS = 60_000;
/** The bound of the test that replaces the job process: its waits for the new process, the notification and the mail. */
const REPLACEMENT_TEST_MS = 3 * PROCESS_CHANGE_MS;
/** Comments posted at once, each over a connection of its own. */
const AT_ONCE = 10;

/** The processes the primary started for `dataDir` in `role` (main.ts names it in their environment): their pids. */
function processesOf(dataDir: string, role: "server" | "jobs"): number[] {
    const pids: number[] = [];
    for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
        try {
            const environment = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
            if (environment.includes(`DATA_DIR=${dataDir}`) && environment.includes(`${PROCESS_ROLE_ENV}=${role}`)) pids.push(Number(pid));
        } catch {
            // A process that ended while we looked.
        }
    }
    return pids;
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

    async function signIn(name = "member"): Promise<Record<string, string>> {
        const answer = await fetch(`${server.url}/entry/signin`, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
            body: new URLSearchParams({ name, password: E2E_PASSWORD, target: "/" }),
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
        expect(processesOf(server.dataDir, "server")).toHaveLength(PROCESSES);
        expect(processesOf(server.dataDir, "jobs")).toHaveLength(1);
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

    maybe("notifies and mails a bookmarker of a new comment from the job process, which is replaced when it dies and does what was queued meanwhile", async () => {
        const admin = await signIn("admin");
        const me = (await (await fetch(`${server.url}/api/v2/users/me`, { headers: admin })).json()) as { userID: number };
        const mailed = await fetch(`${server.url}/api/v2/notification-preferences/${me.userID}`, { method: "PATCH", headers: admin, body: JSON.stringify(MAILED_COMMENTS) });
        expect(mailed.status).toBe(200);
        const bookmarked = await fetch(`${server.url}/api/v2/discussions/1/bookmark`, { method: "PUT", headers: admin, body: JSON.stringify({ bookmarked: true }) });
        expect(bookmarked.status).toBe(200);
        const [jobProcess] = processesOf(server.dataDir, "jobs");
        process.kill(jobProcess!, "SIGKILL");
        await eventually(() => expect(processesOf(server.dataDir, "jobs")).not.toContain(jobProcess), PROCESS_CHANGE_MS);

        const member = await signIn();
        const posted = await fetch(`${server.url}/api/v2/comments`, {
            method: "POST",
            headers: member,
            body: JSON.stringify({ discussionID: 1, body: `For the bookmarkers ${Date.now()}`, format: "markdown" }),
        });
        expect(posted.status).toBe(201);
        const { commentID } = (await posted.json()) as { commentID: number };

        await eventually(() => expect(processesOf(server.dataDir, "jobs")).toHaveLength(1), PROCESS_CHANGE_MS);
        expect(processesOf(server.dataDir, "jobs")).not.toContain(jobProcess);
        await eventually(async () => {
            const answer = await fetch(`${server.url}/api/v2/notifications`, { headers: { cookie: admin.cookie!, connection: "close" } });
            const urls = ((await answer.json()) as Array<{ url: string }>).map((notification) => notification.url);
            expect(urls.some((url) => url.includes(`/discussion/comment/${commentID}`))).toBe(true);
        }, PROCESS_CHANGE_MS);
        // The job process's e-mail links to the address the servers listen on (no SITE_URL here), not to localhost.
        await eventually(() => expect(newestMailTo(server.dataDir, "admin@example.com")).toContain(`${server.url}/discussion/comment/${commentID}`), PROCESS_CHANGE_MS);
    }, REPLACEMENT_TEST_MS);

    maybe("stops every process when it is stopped", async () => {
        const { dataDir } = server;
        await server.stop();
        expect([...processesOf(dataDir, "server"), ...processesOf(dataDir, "jobs")]).toEqual([]);
        server = undefined as unknown as IServer;
    });
});
