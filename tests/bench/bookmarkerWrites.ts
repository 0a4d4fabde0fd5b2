/**
 * Comments posted one after another into a discussion with N bookmarkers, on the demo forum (no
 * scale data set needed; fanoutBench.ts measures the same on it). Prints each answer's time: a
 * notification fan-out running in the background must not hold a later comment up (issue 17
 * item 3; jobs/jobRunner.ts forEachLettingRequestsIn).
 *
 *     npm run build && N=10000 WRITES=20 npx tsx tests/bench/bookmarkerWrites.ts
 *     PGURL=postgres://hearth:hearth@127.0.0.1:5432/<an empty database> … (PostgreSQL)
 */
import Database from "better-sqlite3";
import { Client } from "pg";
import { startServer } from "../e2e/serverProcess";
const N = Number(process.env.N ?? 10000);
const WRITES = Number(process.env.WRITES ?? 20);
async function main() {
    const databaseUrl = process.env.PGURL;
    const server = await startServer({}, { productionQueue: true, databaseUrl });
    try {
        const now = new Date().toISOString();
        if (databaseUrl) {
            const c = new Client({ connectionString: databaseUrl }); await c.connect();
            await c.query(`insert into users (name, email, "passwordHash", "photoUrl", title, "dateInserted", "dateLastActive", "emailConfirmed", banned, private, "countDiscussions", "countComments") select 'bm' || g, 'bm' || g || '@x.example', 'x', '', '', $1, $1, true, false, false, 0, 0 from generate_series(1, ${N}) g`, [now]);
            await c.query(`insert into "userRoles" ("userID", "roleID") select "userID", (select "roleID" from roles where name = 'Member') from users where name like 'bm%'`);
            await c.query(`insert into bookmarks ("discussionID", "userID", "dateInserted") select 1, "userID", $1 from users where name like 'bm%'`, [now]);
            await c.end();
        } else {
            const db = new Database(`${server.dataDir}/forum.sqlite`);
            db.pragma("busy_timeout = 5000");
            db.exec(`with recursive g(n) as (select 1 union all select n+1 from g where n < ${N}) insert into users (name, email, passwordHash, photoUrl, title, dateInserted, dateLastActive, emailConfirmed, banned, private, countDiscussions, countComments) select 'bm' || n, 'bm' || n || '@x.example', 'x', '', '', '${now}', '${now}', 1, 0, 0, 0, 0 from g`);
            db.exec(`insert into userRoles (userID, roleID) select userID, (select roleID from roles where name = 'Member') from users where name like 'bm%'`);
            db.exec(`insert into bookmarks (discussionID, userID, dateInserted) select 1, userID, '${now}' from users where name like 'bm%'`);
            db.close();
        }
        const signin = await fetch(`${server.url}/entry/signin`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=member&password=e2e-password-1&target=/" });
        const cookie = signin.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
        const times: number[] = [];
        for (let i = 0; i < WRITES; i++) {
            const t = performance.now();
            const r = await fetch(`${server.url}/api/v2/comments`, { method: "POST", headers: { "x-requested-with": "vanilla", "content-type": "application/json", cookie }, body: JSON.stringify({ discussionID: 1, body: `Probe ${i} ${Date.now()}`, format: "markdown" }) });
            await r.text();
            times.push(performance.now() - t);
            if (r.status !== 201) console.log("status", r.status);
        }
        console.log(times.map((x) => x.toFixed(1)).join(" "));
        const sorted = [...times].sort((a, b) => a - b);
        console.log("p50", sorted[Math.floor(sorted.length / 2)]!.toFixed(1), "max", sorted.at(-1)!.toFixed(1));
    } finally {
        await server.stop();
    }
}
void main();
