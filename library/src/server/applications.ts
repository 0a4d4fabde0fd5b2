/**
 * Applications (dashboard, vanilla, conversations …) are discovered, not imported: each one's
 * applications/<name>/src/server/application.ts default-exports an IServerApplication, so the
 * host (library/) depends on no application.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { importDiscovered } from "@server/discoveredModules";
import type { Database } from "@server/db/schema";
import type { SeededRandom } from "@server/seed/random";

export interface IApplicationContext {
    secureCookies: boolean;
}

/** What the host's demo seed hands each application's seed hook, once the members exist. */
export interface ISeedContext {
    db: Kysely<Database>;
    /** The seed's random stream, shared in application order, so a seed number always gives the same forum. */
    random: SeededRandom;
    seed: number;
    /** The demo date `ms` milliseconds before the seed's fixed moment, as ISO text. */
    dateBefore(ms: number): string;
    /** The members: admin, moderator and member first. */
    userIDs: number[];
    /** Role IDs by role type (guest, member, moderator, administrator). */
    roleIDs: Record<string, number>;
}

export interface IServerApplication {
    key: string;
    /** The application's tables: it declares their types (its schema.ts) and migrates them here. */
    migrations?: MigrationSet;
    /** Fills the application's tables with the demo forum's data (npm start on an empty database, tests). */
    seed?(context: ISeedContext): Promise<void>;
    register(app: FastifyInstance, context: IApplicationContext): Promise<void>;
}

/** Each application's module (applications/<name>/src/server/application.ts or .tsx), in name order. */
export function applicationFiles(applicationsDir: string): string[] {
    const names = fs.existsSync(applicationsDir) ? fs.readdirSync(applicationsDir).sort() : [];
    return names
        .map((name) => ["application.ts", "application.tsx"].map((file) => path.join(applicationsDir, name, "src/server", file)).find((candidate) => fs.existsSync(candidate)))
        .filter((file): file is string => file !== undefined);
}

export async function loadApplications(applicationsDir: string): Promise<IServerApplication[]> {
    const loaded: IServerApplication[] = [];
    for (const file of applicationFiles(applicationsDir)) {
        const module = (await importDiscovered(file)) as { default: IServerApplication };
        loaded.push(module.default);
    }
    return loaded;
}
