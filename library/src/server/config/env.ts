/** The host's settings from the environment (README "Configuration"). */
import path from "node:path";

export interface IHostEnv {
    port: number;
    host: string;
    dataDir: string;
    databaseUrl: string | null;
    /** Where webpack wrote the client bundles and manifest.json. */
    distDir: string;
    seedPassword: string | null;
    /**
     * SEED_TEST_ACCOUNTS=1: the demo accounts' password is hashed at the test cost
     * (passwords.ts TEST_ACCOUNT_COST), for the browser tests' throw-away servers only.
     */
    seedTestAccounts: boolean;
    production: boolean;
    /** TRUST_PROXY: false (default), true (any proxy), or the proxies' addresses/CIDRs (comma-separated). */
    trustProxy: boolean | string;
    /** SITE_URL: the canonical address of the site; null = http://HOST:PORT. */
    siteUrl: string | null;
    /** WEB_PROCESSES: server processes sharing the port (main.ts), on either database. */
    webProcesses: number;
    /** WARM_UP_MS: how long a process renders pages to itself before it listens (warmUp.ts); 2000 in production, else 0. */
    warmUpMs: number;
}

export function parseTrustProxy(value: string | undefined): boolean | string {
    const text = (value ?? "").trim();
    if (text === "" || text === "false" || text === "0") return false;
    if (text === "true" || text === "1") return true;
    return text;
}

export const ROOT_DIR = path.resolve(__dirname, "../../../..");

export function readEnv(env: NodeJS.ProcessEnv = process.env): IHostEnv {
    const port = Number(env.PORT ?? 3000);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}".`);
    const webProcesses = Number(env.WEB_PROCESSES || 1);
    if (!Number.isInteger(webProcesses) || webProcesses < 1 || webProcesses > 64) throw new Error(`WEB_PROCESSES must be a whole number from 1 to 64, not "${env.WEB_PROCESSES}".`);
    return {
        port,
        host: env.HOST || "localhost",
        dataDir: path.resolve(env.DATA_DIR || path.join(ROOT_DIR, "data")),
        databaseUrl: env.DATABASE_URL || null,
        distDir: path.resolve(env.DIST_DIR || path.join(ROOT_DIR, "dist")),
        seedPassword: env.SEED_PASSWORD || null,
        seedTestAccounts: env.SEED_TEST_ACCOUNTS === "1",
        production: env.NODE_ENV === "production",
        trustProxy: parseTrustProxy(env.TRUST_PROXY),
        siteUrl: env.SITE_URL || null,
        webProcesses,
        warmUpMs: env.WARM_UP_MS ? Math.max(0, Number(env.WARM_UP_MS) || 0) : env.NODE_ENV === "production" ? 2000 : 0,
    };
}
