/**
 * The dashboard's member list at scale (issue 14 "Performance": under 100 ms p99 with 10,000
 * members and filters). In process, one request at a time, signed in as the administrator: for
 * each filter, GET /api/v2/users and the /dashboard/members page, p50 / p99 / max over
 * MEMBER_BENCH_RUNS (200) requests. Run on a copy of the scale data set:
 *
 *     npx tsx tests/bench/scale/cloneScaleData.ts --sqlite /tmp/dashb/forum.sqlite
 *     DATA_DIR=/tmp/dashb npx tsx tests/bench/memberListBench.ts
 *     DATABASE_URL=postgres://… DATA_DIR=/tmp/x npx tsx tests/bench/memberListBench.ts
 */
import path from "node:path";
import { readEnv } from "@server/config/env";
import { openDatabase } from "@server/db/database";
import { buildApp } from "@server/app";

const PASSWORD = process.env.MEMBER_BENCH_PASSWORD ?? "scale-bench-1";

async function main(): Promise<void> {
    const env = readEnv();
    const database = await openDatabase({ databaseUrl: env.databaseUrl, sqliteFile: path.join(env.dataDir, "forum.sqlite") });
    const app = await buildApp({ database, dataDir: env.dataDir, distDir: env.distDir, logger: false, trustProxy: false });
    const signIn = await app.inject({ method: "POST", url: "/entry/signin", payload: { name: "admin", password: PASSWORD }, headers: { "content-type": "application/json", origin: "http://localhost" } });
    const cookie = [signIn.headers["set-cookie"]].flat().filter(Boolean).map((value) => String(value).split(";")[0]).join("; ");
    const moderatorRole = await database.db.selectFrom("roles").select("roleID").where("type", "=", "moderator").executeTakeFirstOrThrow();
    const memberRole = await database.db.selectFrom("roles").select("roleID").where("type", "=", "member").executeTakeFirstOrThrow();
    const total = await database.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const shapes = [
        ["newest first", ""],
        ["page 200", "page=200"],
        ["name prefix", "query=ada"],
        ["e-mail prefix", "query=bench"],
        ["role: moderator", `roleID=${moderatorRole.roleID}`],
        ["role: member, page 100", `roleID=${memberRole.roleID}&page=100`],
        ["banned", "banned=true"],
        ["unconfirmed", "emailConfirmed=false"],
        ["name + role + unconfirmed", `query=a&roleID=${memberRole.roleID}&emailConfirmed=false`],
    ] as const;
    const runs = Number(process.env.MEMBER_BENCH_RUNS ?? 200);
    console.log(`${Number(total.n)} members, ${runs} requests per row, one at a time, in process`);
    // A reference on the same machine at the same moment: another server-rendered page of the site's.
    const reference: Array<[string, string]> = [["reference: /drafts page", "/drafts"]];
    for (const [name, url] of reference) {
        const times: number[] = [];
        for (let run = 0; run < runs; run++) {
            const start = performance.now();
            await app.inject({ url, headers: { cookie } });
            times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        console.log(`     ${name.padEnd(28)} p50 ${times[Math.floor(runs / 2)]!.toFixed(1).padStart(6)} ms  p99 ${times[Math.floor(runs * 0.99)]!.toFixed(1).padStart(6)} ms`);
    }
    for (const [name, query] of shapes) {
        for (const [kind, base] of [
            ["API ", "/api/v2/users"],
            ["page", "/dashboard/members"],
        ] as const) {
            // The page's filter names: status=banned|unconfirmed rather than the API's booleans.
            const pageQuery = query.replace("banned=true", "status=banned").replace("emailConfirmed=false", "status=unconfirmed");
            const url = `${base}?${kind === "API " ? query : pageQuery}`;
            const times: number[] = [];
            let count = "";
            for (let run = 0; run < runs; run++) {
                const start = performance.now();
                const response = await app.inject({ url, headers: { cookie } });
                times.push(performance.now() - start);
                if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
                count = String(response.headers["x-app-page-result-count"] ?? "");
            }
            times.sort((a, b) => a - b);
            const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
            console.log(`${kind} ${name.padEnd(28)} p50 ${at(0.5).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms  max ${times.at(-1)!.toFixed(1).padStart(6)} ms${count ? `  (${count} found)` : ""}`);
        }
    }
    await app.close();
}

void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
});
