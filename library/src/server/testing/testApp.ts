/**
 * Server tests (DESIGN.md §5): a fresh, seeded forum per call, driven through Fastify's
 * `inject`. SQLite ":memory:" by default; in the "server-pg" jest project, PostgreSQL in a fresh
 * database of its own that close() drops again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Kysely, KyselyPlugin } from "kysely";
import { buildApp } from "@server/app";
import { SESSION_COOKIE } from "@server/auth/sessions";
import type { DialectName, IDatabaseHandle } from "@server/db/database";
import { UNLIMITED_RATE_LIMITS } from "@server/http/rateLimits";
import type { Database } from "@server/db/schema";
import { seedDemoForum } from "@server/seed/seed";
import { TEST_ACCOUNT_COST } from "@server/auth/passwords";
import { contractChecksEnabled, recordContractOf } from "@server/testing/contractRecorder";
import { openEmptyTestDatabase, openSeededDatabase } from "@server/testing/testDatabases";

/**
 * Building and seeding a forum hashes 25 passwords with scrypt and inserts ~2,000 rows: about
 * 1.5 s alone, several seconds on PostgreSQL with workers side by side. Every test file that
 * imports this helper gets this timeout instead of jest's 5 s.
 */
export const TEST_APP_TIMEOUT_MS = 30_000;
jest.setTimeout(TEST_APP_TIMEOUT_MS);

/** The password of the seeded accounts admin, moderator and member. */
export const TEST_PASSWORD = "test-password-1";
export const TEST_SEED = 1;

/** The headers of a JSON API call from the site's own pages: the request-origin header and the content type. */
export const JSON_HEADERS = { "x-requested-with": "vanilla", "content-type": "application/json" };

export interface ITestAppOptions {
    /** Written to DATA_DIR/config.json before the app starts (the app then gets a data folder). */
    config?: Record<string, unknown>;
    /** Raw text for DATA_DIR/config.json (e.g. invalid JSON); wins over `config`. */
    configText?: string;
    /** Give the app a temporary data folder even without a config.json. */
    dataDir?: boolean;
    /** Seed the demo forum (default true). */
    seed?: boolean;
    /**
     * Keep the real rate limits (rateLimits.ts). Off by default: tests sign in and post far
     * faster than people do, so every limit is raised out of reach unless a test is about them.
     */
    realRateLimits?: boolean;
    /** The canonical site URL (buildApp's siteUrl). */
    siteUrl?: string;
    /** buildApp's trustProxy. */
    trustProxy?: boolean | string;
    /** Open this database instead of a fresh one (a second app on the first one's database). */
    database?: IDatabaseHandle;
    /** Another plugins folder (test-only add-ons); the repository's plugins/ by default. */
    pluginsDir?: string;
    /** Kysely plugins on the app's database only (e.g. testing/requestQueries.ts); ITestApp.db stays without them. */
    dbPlugins?: KyselyPlugin[];
    /** A build folder to serve (its assets/); by default an empty one, so pages load no scripts. */
    distDir?: string;
    /**
     * Set-up that must be in place before the app is ready (a test's own draft publisher): the
     * job runner starts in an onReady hook, and the hooks after it wait on the database, so a job
     * already due can run before the test gets the app back.
     */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export interface ITestApp {
    app: FastifyInstance;
    db: Kysely<Database>;
    dialect: DialectName;
    /** The temporary DATA_DIR, when one was made. */
    dataDir?: string;
    /** The database handle, to start a second app on the same database (ITestAppOptions.database). */
    database: IDatabaseHandle;
    close(): Promise<void>;
}

function makeTempDir(prefix: string): string {
    return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The PostgreSQL URL when this run is the jest project "server-pg" (tests/setup/usePostgres.ts),
 * else null: the "server" project always runs on SQLite, even when TEST_DATABASE_URL is set.
 */
export function testDatabaseUrl(): string | null {
    return process.env.HEARTH_TEST_POSTGRES === "1" ? process.env.TEST_DATABASE_URL || null : null;
}

/**
 * What a default test app's database holds before its test starts: migrated, the demo forum
 * and the add-ons' demo data seeded (each app then raises the rate limits, or keeps them). Built once per worker
 * (testDatabases.ts) and copied for each app.
 */
async function buildSeededForum(database: IDatabaseHandle): Promise<void> {
    const distDir = makeTempDir("hearth-test-dist-");
    try {
        const app = await buildApp({ database, distDir });
        await seedDemoForum(database.db, TEST_PASSWORD, TEST_SEED, TEST_ACCOUNT_COST);
        await app.hearth.addons.seedDemoForum(database.db, database.dialect);
        await app.close();
    } finally {
        fs.rmSync(distDir, { recursive: true, force: true });
    }
}

async function openTestDatabase(options: ITestAppOptions): Promise<{ database: IDatabaseHandle; seeded: boolean }> {
    if (options.database) return { database: options.database, seeded: true };
    const databaseUrl = testDatabaseUrl();
    // Other add-ons seed other data: only the repository's add-ons are in the image.
    if (options.seed !== false && !options.pluginsDir) return { database: await openSeededDatabase(databaseUrl, buildSeededForum), seeded: true };
    return { database: await openEmptyTestDatabase(databaseUrl), seeded: false };
}

export async function createTestApp(options: ITestAppOptions = {}): Promise<ITestApp> {
    const { database, seeded } = await openTestDatabase(options);

    // An empty dist folder unless the test brings one: pages load no scripts, so no build is needed.
    const ownDistDir = options.distDir ? undefined : makeTempDir("hearth-test-dist-");
    const distDir = options.distDir ?? ownDistDir!;
    const wantsDataDir = options.dataDir || options.config !== undefined || options.configText !== undefined;
    const dataDir = wantsDataDir ? makeTempDir("hearth-test-data-") : undefined;
    if (dataDir && (options.config !== undefined || options.configText !== undefined)) {
        fs.writeFileSync(path.join(dataDir, "config.json"), options.configText ?? JSON.stringify(options.config));
    }
    const removeDirs = () => {
        for (const dir of [ownDistDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    };

    let app: FastifyInstance;
    try {
        const appDatabase = { ...database, db: (options.dbPlugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), database.db) };
        app = await buildApp({ database: appDatabase, dataDir, distDir, siteUrl: options.siteUrl, trustProxy: options.trustProxy, pluginsDir: options.pluginsDir });
        // The wire contract, on in the server test projects (tests/setup/contractGuard.ts).
        if (contractChecksEnabled()) recordContractOf(app);
        if (!options.realRateLimits) {
            await app.hearth.config.setMany(Object.fromEntries(Object.entries(UNLIMITED_RATE_LIMITS).filter(([key]) => !(key in (options.config ?? {})))));
        }
        if (options.seed !== false && !seeded) {
            await seedDemoForum(database.db, TEST_PASSWORD, TEST_SEED, TEST_ACCOUNT_COST);
            await app.hearth.addons.seedDemoForum(database.db, database.dialect);
        }
        await options.beforeReady?.(app);
        await app.ready();
    } catch (error) {
        if (!options.database) await database.destroy();
        removeDirs();
        throw error;
    }

    return {
        app,
        db: database.db,
        dialect: database.dialect,
        dataDir,
        database,
        close: async () => {
            await app.close();
            // A borrowed database is closed by the app that opened it.
            if (!options.database) await database.destroy();
            removeDirs();
        },
    };
}

/** The `hearth_session=…` pair of a response's Set-Cookie, ready for a request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    if (!cookie) throw new Error(`The response (${response.statusCode}) set no ${SESSION_COOKIE} cookie.`);
    return `${cookie.name}=${cookie.value}`;
}

/** Form-urlencoded body, as a browser's form posts it. */
export function formBody(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
    return { payload: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } };
}

/** Signs in through the sign-in form and returns the session cookie for later requests. */
export async function signIn(app: FastifyInstance, name: string, password = TEST_PASSWORD): Promise<string> {
    const response = await app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name, password, target: "/" }) });
    if (response.statusCode !== 303) throw new Error(`Signing in as ${name} answered ${response.statusCode}, not 303.`);
    return sessionCookieOf(response);
}

/**
 * The markup of the input named `name` in the page's form posting to `action`. A page holds other
 * forms too (the title bar's language picker has its own `target`), so the form is named.
 */
export function formInput(html: string, action: string, name: string): string {
    const form = new RegExp(`<form[^>]*\\baction="${action.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</form>`).exec(html);
    if (!form) throw new Error(`The page has no form posting to ${action}.`);
    const input = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(form[1]!);
    if (!input) throw new Error(`The form posting to ${action} has no input named ${name}.`);
    return input[0];
}

/** The props of every island of a component in a page, in document order (data-props, HTML-unescaped). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads what it expects of the props
export function islandPropsOf<P = any>(html: string, component: string): P[] {
    const attribute = new RegExp(`data-react="${component}" data-props="([^"]*)"`, "g");
    const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    return [...html.matchAll(attribute)].map((match) => JSON.parse(unescape(match[1]!)) as P);
}

/** The JSON of the page's #hearth-preload script element. */
export function preloadOf(html: string): { meta: Record<string, unknown> & { mode: string }; state: Record<string, unknown> } {
    const match = /<script type="application\/json" id="hearth-preload"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    if (!match) throw new Error("The page has no #hearth-preload element.");
    return JSON.parse(match[1]!);
}
