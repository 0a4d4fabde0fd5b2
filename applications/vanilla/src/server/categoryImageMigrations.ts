/** A category's icon and banner (issue 14 item 4): addresses of images uploaded through POST /media, "" for none. */
import type { ColumnType, Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

declare module "./schema" {
    interface CategoriesTable {
        iconUrl: ColumnType<string, string | undefined, string>;
        bannerUrl: ColumnType<string, string | undefined, string>;
    }
}

export const categoryImageMigrations: MigrationSet = {
    "2026_11_24_998_02_vanilla_category_images": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("categories").addColumn("iconUrl", "text", (c) => c.notNull().defaultTo("")).execute();
            await db.schema.alterTable("categories").addColumn("bannerUrl", "text", (c) => c.notNull().defaultTo("")).execute();
        },
    }),
};
