/**
 * The seeded forum every server test starts from, made once per jest worker instead of once
 * per test app (migrating and seeding was most of a server test's time, several seconds on
 * PostgreSQL): on SQLite a serialised in-memory image each app opens a copy of; on PostgreSQL
 * a template database each app's database is created from (CREATE DATABASE … TEMPLATE).
 * PostgreSQL databases carry the run's name, HEARTH_TEST_RUN (tests/setup/postgresRunSetup.ts);
 * the run's teardown drops them all.
 */
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openDatabase, type IDatabaseHandle } from "@server/db/database";

/** Builds the seeded forum in a fresh database (the same steps a test app without an image takes). */
export type BuildSeededForum = (database: IDatabaseHandle) => Promise<void>;

let sqliteImage: Promise<Buffer> | undefined;
let postgresTemplate: Promise<string> | undefined;
/** CREATE DATABASE … TEMPLATE refuses while another clone of the same template is running. */
let cloning: Promise<unknown> = Promise.resolve();

function runPrefix(): string {
    const run = process.env.HEARTH_TEST_RUN;
    if (!run || !/^[a-z0-9]+$/.test(run)) throw new Error("HEARTH_TEST_RUN is not set: the server-pg jest project sets it in tests/setup/postgresRunSetup.ts.");
    return `hearth_${run}`;
}

/** The same server, another database name. */
function urlOf(databaseUrl: string, name: string): string {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
}

/** Runs one statement on the test server's own database (TEST_DATABASE_URL itself). */
async function onServer(databaseUrl: string, statement: string): Promise<void> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
        await client.query(statement);
    } finally {
        await client.end();
    }
}

async function makeSqliteImage(build: BuildSeededForum): Promise<Buffer> {
    const database = await openDatabase({ sqliteFile: ":memory:" });
    try {
        await build(database);
        return database.serialize!();
    } finally {
        await database.destroy();
    }
}

async function makePostgresTemplate(databaseUrl: string, build: BuildSeededForum): Promise<string> {
    const name = `${runPrefix()}_template_${process.pid}`;
    await onServer(databaseUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: urlOf(databaseUrl, name) });
    try {
        await build(database);
    } finally {
        // A template must have no connections while it is copied.
        await database.destroy();
    }
    return name;
}

/** A fresh database holding the seeded forum; `build` makes the image the first time. */
export async function openSeededDatabase(databaseUrl: string | null, build: BuildSeededForum): Promise<IDatabaseHandle> {
    if (!databaseUrl) {
        sqliteImage ??= makeSqliteImage(build);
        return openDatabase({ sqliteImage: await sqliteImage });
    }
    postgresTemplate ??= makePostgresTemplate(databaseUrl, build);
    const template = await postgresTemplate;
    const name = `${runPrefix()}_test_${randomBytes(6).toString("hex")}`;
    const cloned = cloning.then(() => onServer(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`));
    cloning = cloned.catch(() => undefined);
    await cloned;
    const database = await openDatabase({ databaseUrl: urlOf(databaseUrl, name) });
    return {
        ...database,
        destroy: async () => {
            await database.destroy();
            await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        },
    };
}
