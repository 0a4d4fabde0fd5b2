/**
 * Builds the scale data set's caches (scaleDataSet.ts) and hands out copies of them.
 *
 * A build starts the product the normal way (migrations, then the demo seed, as `npm start`
 * does on an empty DATA_DIR) plus the bench member, then bulk-loads the rest (generateForum.ts),
 * checks it (verifyScaleData.ts) and only then publishes it under the cache's name, so a
 * half-built cache is never taken for one. One build per cache at a time: SQLite builds hold a
 * lock file, PostgreSQL builds an advisory lock.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { Client } from "pg";
import { buildApp } from "@server/app";
import { loadApplications } from "@server/applications";
import { ROOT_DIR } from "@server/config/env";
import { openDatabase } from "@server/db/database";
import { seedIfEmpty } from "@server/seed/seed";
import { createUser } from "@server/users/usersModel";
import { createSearchIndex, dropSearchIndex, MERGE_SQLITE_SEARCH_INDEX } from "../../../applications/vanilla/src/server/search/searchIndexMigration";
import { RECOUNT_REACTIONS_RECEIVED } from "../../../applications/vanilla/src/server/reactionsReceived";
import { openPostgresTarget, openSqliteTarget, type IBulkTarget } from "./bulkLoader";
import { generateForum } from "./generateForum";
import {
    BENCH_MEMBER_NAME,
    DATA_SET_VERSION,
    SCALE_PASSWORD,
    benchDatabaseUrl,
    cacheIsUsable,
    databaseUrlFor,
    postgresTemplateName,
    readSqliteManifest,
    sizesFor,
    sqliteCacheFile,
    type IScaleManifest,
    type ScaleDialect,
} from "./scaleDataSet";
import { countRows, verifyScaleData } from "./verifyScaleData";

type Log = (message: string) => void;

const defaultLog: Log = (message) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The migrations this worktree's code knows (every application's). */
export async function knownMigrations(): Promise<string[]> {
    const applications = await loadApplications(path.join(ROOT_DIR, "applications"));
    return applications.flatMap((application) => Object.keys(application.migrations ?? {})).sort();
}

/** The product's own start on an empty database: migrations, demo seed, and the bench member. */
async function startProduct(options: { sqliteFile?: string; databaseUrl?: string }, log: Log): Promise<void> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-scale-build-"));
    const database = await openDatabase({ databaseUrl: options.databaseUrl ?? null, sqliteFile: options.sqliteFile });
    try {
        const app = await buildApp({ database, dataDir, logger: false });
        const seeded = await seedIfEmpty(database.db, { password: SCALE_PASSWORD, seed: 1 });
        if (!seeded.seeded) throw new Error("The scale build's database was not empty.");
        await app.hearth.addons.seedDemoForum(database.db, database.dialect);
        await createUser(database.db, {
            name: BENCH_MEMBER_NAME,
            email: `${BENCH_MEMBER_NAME}@example.com`,
            password: SCALE_PASSWORD,
            roleType: "member",
            dateInserted: "2023-10-01T12:00:00.000Z",
            emailConfirmed: true,
        });
        await app.close();
        log("migrated and seeded the demo forum through the product");
    } finally {
        await database.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
    }
}

/** Loads, checks and describes the data set in a started database. */
/**
 * The search index of the loaded rows, built as the migration builds it on an existing forum. The
 * PostgreSQL loader turns every trigger off (bulkLoader.ts), the search index's too; SQLite's
 * loader keeps them, so its rows were indexed as they landed.
 */
async function rebuildPostgresSearchIndex(databaseUrl: string, log: Log): Promise<void> {
    const database = await openDatabase({ databaseUrl });
    try {
        const db = database.db as Kysely<unknown>;
        await db.transaction().execute(async (trx) => {
            await dropSearchIndex(trx, "postgres");
            await createSearchIndex(trx, "postgres");
        });
        log("built the search index of the loaded rows");
    } finally {
        await database.destroy();
    }
}

async function fill(target: IBulkTarget, scale: number, started: number, log: Log, databaseUrl?: string): Promise<IScaleManifest> {
    const sizes = sizesFor(scale);
    await target.exec("begin");
    const records = await generateForum(target, sizes, log);
    await target.exec("commit");
    if (target.dialect === "postgres") {
        await rebuildPostgresSearchIndex(databaseUrl!, log);
        // The counts its triggers keep (turned off while loading), counted once.
        for (const statement of RECOUNT_REACTIONS_RECEIVED) await target.exec(statement);
        log("counted the reactions each member received");
        // Explicit IDs were given: the identity sequences continue after them.
        for (const [table, column] of [["users", "userID"], ["categories", "categoryID"], ["tags", "tagID"], ["discussions", "discussionID"], ["comments", "commentID"], ["notifications", "notificationID"]] as const) {
            await target.exec(`select setval(pg_get_serial_sequence('"${table}"', '${column}'), (select max("${column}") from "${table}"))`);
        }
        log("analyzing");
        await target.exec("analyze");
    } else {
        log("merging the search index");
        await target.exec(MERGE_SQLITE_SEARCH_INDEX);
    }
    const migrations = (await target.query<{ name: string }>(`select "name" from "kysely_migration" order by "name"`)).map((row) => row.name);
    const manifest: IScaleManifest = {
        version: DATA_SET_VERSION,
        scale,
        dialect: target.dialect,
        migrations,
        builtAt: new Date().toISOString(),
        buildSeconds: 0,
        password: SCALE_PASSWORD,
        benchMember: { userID: records.benchMemberID, name: BENCH_MEMBER_NAME },
        admin: { userID: records.adminID, name: "admin" },
        bigDiscussionID: records.bigDiscussionID,
        deepCommentID: records.deepCommentID,
        deepCommentPosition: records.deepCommentPosition,
        bookmarkedDiscussionID: records.bookmarkedDiscussionID,
        bookmarkers: records.bookmarkers,
        hiddenCategoryID: records.hiddenCategoryID,
        busyCategoryID: records.busyCategoryID,
        busyCategoryUrlcode: records.busyCategoryUrlcode,
        counts: await countRows(target),
    };
    log("verifying counters and references");
    const problems = await verifyScaleData(target, sizes, manifest, log);
    if (target.dialect === "sqlite") {
        const broken = await target.query<object>("pragma foreign_key_check");
        if (broken.length) problems.push(`${broken.length} rows break a foreign key`);
    }
    if (problems.length) throw new Error(`The scale data set is inconsistent:\n${problems.join("\n")}`);
    manifest.buildSeconds = Math.round((Date.now() - started) / 1000);
    return manifest;
}

function processAlive(pid: number): boolean {
    try {
        process.kill(pid, 0);
        return true;
    } catch {
        return false;
    }
}

/** Runs `work` holding the lock file (waiting for another process's build to end first). */
async function withLockFile<T>(file: string, log: Log, work: () => Promise<T>): Promise<T> {
    let waiting = false;
    for (;;) {
        try {
            fs.writeFileSync(file, String(process.pid), { flag: "wx" });
            break;
        } catch {
            const holder = Number(fs.readFileSync(file, "utf8"));
            if (!processAlive(holder)) {
                fs.rmSync(file, { force: true });
                continue;
            }
            if (!waiting) log(`waiting for process ${holder}'s build of this cache`);
            waiting = true;
            await new Promise((resolve) => setTimeout(resolve, 2000));
        }
    }
    try {
        return await work();
    } finally {
        fs.rmSync(file, { force: true });
    }
}

/** The SQLite cache for `scale`, built when missing or made by another generator version. */
export async function ensureSqliteCache(scale: number, log: Log = defaultLog): Promise<{ file: string; manifest: IScaleManifest }> {
    const file = sqliteCacheFile(scale);
    const known = await knownMigrations();
    const current = readSqliteManifest(file);
    if (cacheIsUsable(current, scale, known)) return { file, manifest: current! };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    return withLockFile(`${file}.lock`, log, async () => {
        const built = readSqliteManifest(file);
        if (cacheIsUsable(built, scale, known)) return { file, manifest: built! };
        const started = Date.now();
        log(`building the SQLite data set (SCALE=${scale}) into ${file}`);
        const building = `${file}.building-${process.pid}`;
        for (const leftover of [building, `${building}-wal`, `${building}-shm`]) fs.rmSync(leftover, { force: true });
        try {
            await startProduct({ sqliteFile: building }, log);
            const target = openSqliteTarget(building);
            let manifest: IScaleManifest;
            try {
                manifest = await fill(target, scale, started, log);
            } finally {
                await target.close();
            }
            fs.rmSync(`${file}.json`, { force: true });
            fs.renameSync(building, file);
            fs.writeFileSync(`${file}.json`, JSON.stringify(manifest, null, 2));
            log(`SQLite data set ready in ${manifest.buildSeconds} s`);
            return { file, manifest };
        } finally {
            for (const leftover of [building, `${building}-wal`, `${building}-shm`]) fs.rmSync(leftover, { force: true });
        }
    });
}

/** Runs statements on the bench server's own database (BENCH_DATABASE_URL itself). */
async function withServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: benchDatabaseUrl() });
    await client.connect();
    try {
        return await work(client);
    } finally {
        await client.end();
    }
}

async function readTemplateManifest(client: Client, name: string): Promise<IScaleManifest | null> {
    const { rows } = await client.query<{ comment: string | null }>("select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1", [name]);
    const comment = rows[0]?.comment;
    if (!comment) return null;
    try {
        return JSON.parse(comment) as IScaleManifest;
    } catch {
        return null;
    }
}

/** The PostgreSQL template database for `scale`, built when missing or made by another generator version. */
export async function ensurePostgresTemplate(scale: number, log: Log = defaultLog): Promise<{ template: string; manifest: IScaleManifest }> {
    const template = postgresTemplateName(scale);
    const known = await knownMigrations();
    return withServer(async (client) => {
        const current = await readTemplateManifest(client, template);
        if (cacheIsUsable(current, scale, known)) return { template, manifest: current! };
        // One build at a time; released if this process dies.
        await client.query("select pg_advisory_lock(hashtext($1))", [template]);
        try {
            const built = await readTemplateManifest(client, template);
            if (cacheIsUsable(built, scale, known)) return { template, manifest: built! };
            const started = Date.now();
            const building = `${template}_build_${process.pid}`;
            log(`building the PostgreSQL data set (SCALE=${scale}) as ${template}`);
            await client.query(`drop database if exists ${building}`);
            await client.query(`create database ${building}`);
            let manifest: IScaleManifest;
            try {
                await startProduct({ databaseUrl: databaseUrlFor(benchDatabaseUrl(), building) }, log);
                const buildingUrl = databaseUrlFor(benchDatabaseUrl(), building);
                const target = await openPostgresTarget(buildingUrl);
                try {
                    manifest = await fill(target, scale, started, log, buildingUrl);
                } finally {
                    await target.close();
                }
            } catch (error) {
                await client.query(`drop database if exists ${building}`).catch(() => undefined);
                throw error;
            }
            if ((await client.query("select 1 from pg_database where datname = $1", [template])).rowCount) {
                await client.query(`alter database ${template} with is_template false`);
                await client.query(`drop database ${template}`);
            }
            await client.query(`alter database ${building} rename to ${template}`);
            await client.query(`comment on database ${template} is ${quoteLiteral(JSON.stringify(manifest))}`);
            // Nobody connects to the template by mistake: a connection would block every copy.
            await client.query(`alter database ${template} with is_template true allow_connections false`);
            log(`PostgreSQL data set ready in ${manifest.buildSeconds} s`);
            return { template, manifest };
        } finally {
            await client.query("select pg_advisory_unlock(hashtext($1))", [template]);
        }
    });
}

function quoteLiteral(text: string): string {
    return `'${text.replace(/'/g, "''")}'`;
}

function checkDatabaseName(name: string): void {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a database name this tool makes (lower-case letters, digits, _).`);
}

/** A fresh copy of the SQLite cache at `file` (replacing what is there). */
export async function cloneSqlite(file: string, scale: number, log: Log = defaultLog): Promise<IScaleManifest> {
    const { file: cache, manifest } = await ensureSqliteCache(scale, log);
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    for (const old of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(old, { force: true });
    fs.copyFileSync(cache, file);
    return manifest;
}

/** A fresh copy of the PostgreSQL template as database `name` on BENCH_DATABASE_URL's server (replacing one of that name); answers its URL. */
export async function clonePostgres(name: string, scale: number, log: Log = defaultLog): Promise<{ databaseUrl: string; manifest: IScaleManifest }> {
    checkDatabaseName(name);
    const { template, manifest } = await ensurePostgresTemplate(scale, log);
    await withServer(async (client) => {
        await client.query(`drop database if exists ${name}`);
        // CREATE DATABASE … TEMPLATE refuses while another copy of the same template is being made: wait for it.
        for (let attempt = 0; ; attempt++) {
            try {
                await client.query(`create database ${name} template ${template} strategy file_copy`);
                return;
            } catch (error) {
                if (attempt >= 120 || !/being accessed by other users/.test(String(error))) throw error;
                await new Promise((resolve) => setTimeout(resolve, 1000));
            }
        }
    });
    return { databaseUrl: databaseUrlFor(benchDatabaseUrl(), name), manifest };
}

/** Drops a copy made by clonePostgres (its connections are closed first). */
export async function dropPostgresCopy(name: string): Promise<void> {
    checkDatabaseName(name);
    await withServer((client) => client.query(`drop database if exists ${name} with (force)`));
}

export type { ScaleDialect };
