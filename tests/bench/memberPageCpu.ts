/**
 * CPU time of one member's page render (issue 12's ≤ 10 ms list at 100,000 discussions), in
 * process (app.inject: routing, the queries and the React render, no network), on a copy of the
 * scale data set, for profiling and before/after comparisons on a busy machine: process CPU time
 * per render (a loaded machine disturbs it far less than wall time), and wall time beside it.
 *
 *     npx tsx tests/bench/scale/cloneScaleData.ts --sqlite /tmp/mine/forum.sqlite
 *     NODE_ENV=production DATA_DIR=/tmp/mine npx tsx tests/bench/memberPageCpu.ts /discussions /categories
 *     NODE_ENV=production DATA_DIR=/tmp/mine node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx tests/bench/memberPageCpu.ts /discussions
 *
 * MEMBER_CPU_RUNS renders per page (default 200) after 20 to warm up; signed in as the data set's
 * bench member (tests/bench/unreadBench.ts gives them a realistic read state first, if wanted).
 */
import path from "node:path";
import { readEnv } from "@server/config/env";
import { openDatabase } from "@server/db/database";
import { buildApp } from "@server/app";
import { SCALE_PASSWORD } from "./scale/scaleDataSet";

const RUNS = Number(process.env.MEMBER_CPU_RUNS ?? 200);
const WARM_UP = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
    const urls = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
    if (!urls.length) urls.push("/discussions");
    const env = readEnv();
    const database = await openDatabase({ databaseUrl: env.databaseUrl, sqliteFile: path.join(env.dataDir, "forum.sqlite") });
    const app = await buildApp({ database, dataDir: env.dataDir, distDir: env.distDir, logger: false, trustProxy: false });
    const signIn = await app.inject({ method: "POST", url: "/entry/signin", payload: new URLSearchParams({ name: "bench_member", password: SCALE_PASSWORD, target: "/" }).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cookie = String(signIn.headers["set-cookie"] ?? "").split(";")[0]!;
    if (signIn.statusCode !== 303 || !cookie) throw new Error(`Signing in answered ${signIn.statusCode}.`);
    for (const url of urls) {
        const cpu: number[] = [];
        const wall: number[] = [];
        for (let run = 0; run < WARM_UP + RUNS; run++) {
            const start = performance.now();
            const cpuStart = process.cpuUsage();
            const response = await app.inject({ url, headers: { cookie } });
            const used = process.cpuUsage(cpuStart);
            if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
            if (run < WARM_UP) continue;
            cpu.push((used.user + used.system) / 1000);
            wall.push(performance.now() - start);
        }
        console.log(`${url.padEnd(24)} cpu p50 ${median(cpu).toFixed(2)} ms  wall p50 ${median(wall).toFixed(2)} ms  (${RUNS} renders)`);
    }
    console.log(`(load average ${(await import("node:os")).loadavg()[0]!.toFixed(1)})`);
    await app.close();
    await database.destroy();
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
