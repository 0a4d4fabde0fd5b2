/**
 * Applications (dashboard, vanilla, conversations …) are discovered, not imported: each one's
 * applications/<name>/src/server/application.ts default-exports an IServerApplication, so the
 * host (library/) depends on no application.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { MigrationSet } from "@server/db/migrations";

export interface IApplicationContext {
    secureCookies: boolean;
}

export interface IServerApplication {
    key: string;
    migrations?: MigrationSet;
    register(app: FastifyInstance, context: IApplicationContext): Promise<void>;
}

export async function loadApplications(applicationsDir: string): Promise<IServerApplication[]> {
    const names = fs.existsSync(applicationsDir) ? fs.readdirSync(applicationsDir).sort() : [];
    const loaded: IServerApplication[] = [];
    for (const name of names) {
        const candidates = ["application.ts", "application.tsx"].map((file) => path.join(applicationsDir, name, "src/server", file));
        const file = candidates.find((candidate) => fs.existsSync(candidate));
        if (!file) continue;
        const module = (await import(file)) as { default: IServerApplication };
        loaded.push(module.default);
    }
    return loaded;
}
