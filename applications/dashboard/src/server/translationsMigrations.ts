import type { Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";
import { useTimestamptz } from "@server/db/nativeTypes";

/**
 * Content translations (issue 15 item 3; library/src/server/translations/translationsModel.ts).
 * The primary key is what a save names (resource, locale, key): concurrent saves of one field
 * upsert one row. The second index serves a page reading its records' translations.
 */
export const translationsMigrations: MigrationSet = {
    "2026_11_26_200_01_translations": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable("translations")
                .addColumn("resource", "text", (c) => c.notNull())
                .addColumn("locale", "text", (c) => c.notNull())
                .addColumn("translationPropertyKey", "text", (c) => c.notNull())
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer")
                .addColumn("recordKey", "text")
                .addColumn("propertyName", "text", (c) => c.notNull())
                .addColumn("translation", "text", (c) => c.notNull())
                .addColumn("updateUserID", "integer", (c) => c.notNull())
                .addColumn("dateUpdated", "text", (c) => c.notNull())
                .addPrimaryKeyConstraint("translations_pk", ["resource", "locale", "translationPropertyKey"])
                .execute();
            await db.schema.createIndex("translations_records").on("translations").columns(["resource", "locale", "recordType", "recordID"]).execute();
            await useTimestamptz(db, dialect, ["translations"]);
        },
    }),
};
