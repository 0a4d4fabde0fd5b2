/**
 * The seeded forum every server test starts from, made once instead of once per test app (migrating and seeding was most of a server test's time, several seconds on
 * PostgreSQL): on SQLite a serialised in-memory image each app of a test file opens a copy
 * of; on PostgreSQL a template database per jest worker each app's database is created from
 * (CREATE DATABASE … TEMPLATE).
 * PostgreSQL databases carry the run's name, HEARTH_TEST_RUN (tests/setup/testRunSetup.ts);
 * the run's teardown drops them all.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Client } from "pg";
import { sqliteImageFile } from "./sqliteImageFile";
import { openDatabase, type IDatabaseHandle } from "@server/db/database";

/** Builds the seeded forum in a fresh database (the same steps a test app without an image takes). */
export type BuildSeededForum = (database: IDatabaseHandle) => Promise<void>;

let sqliteImage: Promise<Buffer> | undefined;
let postgresTemplate: Promise<string> | undefined;
/** CREATE DATABASE refuses while another copy of the same template (template1 included) is running. */
let cloning: Promise<unknown> = Promise.resolve();

function runPrefix(): string {
    const run = process.env.HEARTH_TEST_RUN;
    if (!run || !/^[a-z0-9]+$/.test(run)) throw new Error("HEARTH_TEST_RUN is not set: the server-pg jest project sets it in tests/setup/testRunSetup.ts.");
    return `hearth_${run}`;
}

/** The same server, another database name. */
function urlOf(databaseUrl: string, name: string): string {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
}

/** Runs one statement on the test server's own database (TEST_DATABASE_URL itself). */
async function onServer<Row extends object = object>(databaseUrl: string, statement: string, values: unknown[] = []): Promise<Row[]> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
        return (await client.query<Row>(statement, values)).rows;
    } finally {
        await client.end();
    }
}

async function makeSqliteImage(build: BuildSeededForum): Promise<Buffer> {
    const file = sqliteImageFile();
    if (file && fs.existsSync(file)) return fs.readFileSync(file);
    const database = await openDatabase({ sqliteFile: ":memory:" });
    let image: Buffer;
    try {
        await build(database);
        image = database.serialize!();
    } finally {
        await database.destroy();
    }
    if (file) {
        // Written whole under another name, then renamed: a worker never reads half an image
        // (two workers building at once write the same image; the last rename wins).
        const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
        fs.writeFileSync(partial, image);
        fs.renameSync(partial, file);
    }
    return image;
}

/**
 * The worker's template: jest gives each test file its own module registry, so the first file
 * of a worker builds it and the later ones find it by name. It is built under another name and
 * renamed when complete, so a half-built template is never taken for one.
 */
async function makePostgresTemplate(databaseUrl: string, build: BuildSeededForum): Promise<string> {
    const name = `${runPrefix()}_template_${process.pid}`;
    if ((await onServer(databaseUrl, "select 1 from pg_database where datname = $1", [name])).length) return name;
    const building = `${name}_${randomBytes(4).toString("hex")}`;
    await onServer(databaseUrl, `CREATE DATABASE ${building}`);
    const database = await openDatabase({ databaseUrl: urlOf(databaseUrl, building) });
    try {
        await build(database);
    } finally {
        // A template must have no connections while it is copied.
        await database.destroy();
    }
    await onServer(databaseUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
}

/**
 * A database that drops itself on destroy(): the name carries the run, so the run's teardown
 * drops it if a test could not.
 */
async function openOwnPostgresDatabase(databaseUrl: string, template?: string): Promise<IDatabaseHandle> {
    const name = `${runPrefix()}_test_${randomBytes(6).toString("hex")}`;
    const created = cloning.then(() => onServer(databaseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
    cloning = created.catch(() => undefined);
    await created;
    const database = await openDatabase({ databaseUrl: urlOf(databaseUrl, name) });
    return {
        ...database,
        destroy: async () => {
            await database.destroy();
            // Not WITH (FORCE): a second app still on this database (ITestAppOptions.database) would
            // lose its connections mid-query. Refused while it is in use, it is left to the
            // run's teardown, which drops every database of the run.
            await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
        },
    };
}

/**
 * An empty database of its own: in-memory SQLite, or a new PostgreSQL database. Not a schema in
 * the shared one: Kysely's Migrator reads the whole catalogue of its database, and another test
 * dropping its schema at that moment failed the read ("schema … does not exist", CI on bb20048).
 */
export function openEmptyTestDatabase(databaseUrl: string | null): Promise<IDatabaseHandle> {
    return databaseUrl ? openOwnPostgresDatabase(databaseUrl) : openDatabase({ sqliteFile: ":memory:" });
}

/** A fresh database holding the seeded forum; `build` makes the image the first time. */
export async function openSeededDatabase(databaseUrl: string | null, build: BuildSeededForum): Promise<IDatabaseHandle> {
    if (!databaseUrl) {
        sqliteImage ??= makeSqliteImage(build);
        return openDatabase({ sqliteImage: await sqliteImage });
    }
    postgresTemplate ??= makePostgresTemplate(databaseUrl, build);
    return openOwnPostgresDatabase(databaseUrl, await postgresTemplate);
}
