import { sql, type Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { GENERATION_TABLE } from "@server/db/pageCacheGeneration";

/**
 * The content generation of the guest page cache (library/src/server/db/pageCacheGeneration.ts):
 * one row whose number every write a guest could see raises. The triggers that raise it are put
 * on the tables at every start, so the add-ons' tables and later columns are covered too.
 */
export interface PageCacheGenerationTable {
    id: number;
    generation: number;
    /** The settings generation: raised only by writes to the read-mostly settings (pageCacheGeneration.ts SETTINGS_TABLES). */
    settingsGeneration: number;
}

declare module "@server/db/schema" {
    interface Database {
        pageCacheGeneration: PageCacheGenerationTable;
    }
}

export const pageCacheMigrations: MigrationSet = {
    "2026_11_24_980_dashboard_page_cache": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable(GENERATION_TABLE)
                .addColumn("id", "integer", (c) => c.primaryKey())
                .addColumn("generation", "bigint", (c) => c.notNull().defaultTo(0))
                .execute();
            await sql`insert into ${sql.table(GENERATION_TABLE)} ("id", "generation") values (1, 0)`.execute(db);
        },
    }),
    "2026_12_04_300_dashboard_settings_generation": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .alterTable(GENERATION_TABLE)
                .addColumn("settingsGeneration", "bigint", (c) => c.notNull().defaultTo(0))
                .execute();
        },
    }),
};
