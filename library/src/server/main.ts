/**
 * `npm start`: open (and migrate) the database, seed a demo forum when it is empty, serve.
 */
import path from "node:path";
import { readEnv } from "@server/config/env";
import { openDatabase, POSTGRES_POOL_SIZE } from "@server/db/database";
import { buildApp } from "@server/app";
import { seedIfEmpty, DEMO_ACCOUNTS } from "@server/seed/seed";

async function main(): Promise<void> {
    const env = readEnv();
    const database = await openDatabase({ databaseUrl: env.databaseUrl, sqliteFile: path.join(env.dataDir, "forum.sqlite") });
    // A few requests at once keep two cores busy while others wait on the database, files or
    // password hashing; more only make each one slower on SQLite, whose queries run on this
    // process's thread. On PostgreSQL a request spends most of its time waiting for answers
    // over the network: one request per pool connection (measured with 200 clients: API reads
    // answered twice as fast at 10 as at 4). http/admission.ts.
    const admission = {
        concurrency: Number(process.env.MAX_CONCURRENT_REQUESTS) || (database.dialect === "postgres" ? POSTGRES_POOL_SIZE : 4),
        maxWaitMs: Number(process.env.MAX_QUEUE_WAIT_MS) || 1000,
    };
    const app = await buildApp({
        database,
        dataDir: env.dataDir,
        distDir: env.distDir,
        logger: process.env.LOG_REQUESTS === "1",
        trustProxy: env.trustProxy,
        ...(env.siteUrl ? { siteUrl: env.siteUrl } : {}),
        admission,
    });
    if (app.hearth.manifest.isEmpty) {
        console.warn("No client bundles found in dist/: pages will render without JavaScript. Run `npm run build`.");
    }
    const seeded = await seedIfEmpty(database.db, { password: env.seedPassword, seed: Number(process.env.SEED ?? 1) });
    if (seeded.seeded) {
        await app.hearth.addons.seedDemoForum(database.db, database.dialect);
        console.log(`Seeded a demo forum. Accounts ${DEMO_ACCOUNTS.join(", ")} have the password: ${seeded.password}`);
        if (seeded.passwordGenerated) console.log("(Set SEED_PASSWORD before the first start to choose it.)");
    }
    const shutdown = async () => {
        await app.close();
        await database.destroy();
        process.exit(0);
    };
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
    await app.listen({ port: env.port, host: env.host });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : env.port;
    // Without SITE_URL the canonical address is the one listened on (fine on one machine; set it behind a proxy).
    if (!env.siteUrl) {
        app.hearth.siteUrl = `http://${env.host}:${port}`;
        if (env.host === "0.0.0.0" || env.host === "::") console.warn("Serving other machines without SITE_URL: links in e-mails will name this machine's listening address. Set SITE_URL.");
    }
    console.log(`Hearth is serving at http://${env.host}:${port} (database: ${database.dialect})`);
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
