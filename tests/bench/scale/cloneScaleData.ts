/**
 * A private copy of the scale data set (built and cached first when needed):
 *
 *   npx tsx tests/bench/scale/cloneScaleData.ts --sqlite /tmp/mine/forum.sqlite
 *   npx tsx tests/bench/scale/cloneScaleData.ts --pg hearth_mine
 *   npx tsx tests/bench/scale/cloneScaleData.ts --build sqlite,postgres   (only build the caches)
 *   npx tsx tests/bench/scale/cloneScaleData.ts --drop-pg hearth_mine
 *   npx tsx tests/bench/scale/cloneScaleData.ts --verify-sqlite /tmp/mine/forum.sqlite   (or --verify-pg hearth_mine)
 *
 * --verify-… recomputes every counter of a copy with SQL (after your code wrote into it: are
 * discussions', categories' and members' counts and scores still what the rows say?).
 *
 * SCALE=0.1 for the 10k/100k variant; DATA_DIR and BENCH_DATABASE_URL as for the bench.
 * Prints the records to measure (big discussion, deep comment, …) and how to serve the copy,
 * and gives the copy a data folder whose config.json lifts the rate limits (as the benches'
 * servers have; kept if it exists).
 */
import fs from "node:fs";
import path from "node:path";
import { UNLIMITED_RATE_LIMITS } from "@server/http/rateLimits";
import { cloneSqlite, clonePostgres, dropPostgresCopy, ensurePostgresTemplate, ensureSqliteCache } from "./buildScaleData";
import { openPostgresTarget, openSqliteTarget, type IBulkTarget } from "./bulkLoader";
import { benchDatabaseUrl, databaseUrlFor, readScale, type IScaleManifest } from "./scaleDataSet";
import { verifyCounters } from "./verifyScaleData";

function describe(manifest: IScaleManifest): string {
    return [
        `data set v${manifest.version}, SCALE=${manifest.scale}: ${manifest.counts.discussions} discussions, ${manifest.counts.comments} comments, ${manifest.counts.users} members, ${manifest.counts.reactions} reactions`,
        `sign in as ${manifest.benchMember.name} (userID ${manifest.benchMember.userID}) or admin / moderator / member, password ${manifest.password}`,
        `big discussion ${manifest.bigDiscussionID}; deep comment ${manifest.deepCommentID} (its comment #${manifest.deepCommentPosition}); bookmarked discussion ${manifest.bookmarkedDiscussionID} (${manifest.bookmarkers} bookmarkers)`,
        `hidden category ${manifest.hiddenCategoryID} (members only); busiest public category ${manifest.busyCategoryID} (/categories/${manifest.busyCategoryUrlcode})`,
    ].join("\n");
}

/** The copy's DATA_DIR: its config.json lifts the rate limits, so a bench is not refused with 429. */
function prepareDataDir(dataDir: string): void {
    fs.mkdirSync(dataDir, { recursive: true });
    const config = path.join(dataDir, "config.json");
    if (!fs.existsSync(config)) fs.writeFileSync(config, JSON.stringify(UNLIMITED_RATE_LIMITS, null, 2));
}

async function verify(target: IBulkTarget): Promise<void> {
    try {
        const problems = await verifyCounters(target);
        console.log(problems.length ? `Inconsistent:\n${problems.join("\n")}` : "Every counter matches the rows; no row names a missing record.");
        if (problems.length) process.exitCode = 1;
    } finally {
        await target.close();
    }
}

async function main(): Promise<void> {
    const [option, value] = process.argv.slice(2);
    const scale = readScale();
    if (option === "--sqlite" && value) {
        const file = path.resolve(value);
        const manifest = await cloneSqlite(file, scale);
        console.log(describe(manifest));
        const dataDir = path.dirname(file);
        prepareDataDir(dataDir);
        console.log(`\ncopied to ${file}. Serve it (the file must be named forum.sqlite in DATA_DIR):\n  DATA_DIR=${dataDir} PORT=3100 npm start   (rate limits lifted in ${dataDir}/config.json)`);
        if (path.basename(file) !== "forum.sqlite") console.log("(this copy is not named forum.sqlite: main.ts will not find it)");
    } else if (option === "--pg" && value) {
        const { databaseUrl, manifest } = await clonePostgres(value, scale);
        prepareDataDir(`/tmp/${value}`);
        console.log(describe(manifest));
        console.log(`\ncopied to ${databaseUrl}. Serve it:\n  DATABASE_URL=${databaseUrl} DATA_DIR=/tmp/${value} PORT=3100 npm start   (rate limits lifted in /tmp/${value}/config.json)`);
    } else if (option === "--drop-pg" && value) {
        await dropPostgresCopy(value);
        console.log(`dropped ${value}`);
    } else if (option === "--verify-sqlite" && value) {
        await verify(openSqliteTarget(path.resolve(value), { readOnly: true }));
    } else if (option === "--verify-pg" && value) {
        await verify(await openPostgresTarget(databaseUrlFor(benchDatabaseUrl(), value)));
    } else if (option === "--build") {
        const dialects = (value ?? "sqlite,postgres").split(",");
        if (dialects.includes("sqlite")) console.log(describe((await ensureSqliteCache(scale)).manifest));
        if (dialects.includes("postgres")) console.log(describe((await ensurePostgresTemplate(scale)).manifest));
    } else {
        console.error("usage: cloneScaleData.ts --sqlite FILE | --pg NAME | --drop-pg NAME | --verify-sqlite FILE | --verify-pg NAME | --build [sqlite,postgres]");
        process.exitCode = 2;
    }
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
