import { sql, type Kysely } from "kysely";
import { withIdColumn, type MigrationSet } from "@server/db/migrations";
import { addForeignKeys } from "@server/db/foreignKeys";
import { useBoolean, useTimestamptz } from "@server/db/nativeTypes";
import { seedBuiltInThemes } from "./themeSeed";

export const dashboardMigrations: MigrationSet = {
    "2026_11_22_100_dashboard_users_roles_sessions_config": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("users"), "userID", dialect)
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("email", "text", (c) => c.notNull())
                .addColumn("passwordHash", "text", (c) => c.notNull())
                .addColumn("photoUrl", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("dateLastActive", "text")
                .addColumn("emailConfirmed", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("banned", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("private", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("countDiscussions", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("countComments", "integer", (c) => c.notNull().defaultTo(0))
                .execute();
            await db.schema.createIndex("users_name_lower").on("users").expression(sqlLower("name")).unique().execute();
            await db.schema.createIndex("users_email_lower").on("users").expression(sqlLower("email")).execute();

            await withIdColumn(db.schema.createTable("roles"), "roleID", dialect)
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("type", "text", (c) => c.notNull())
                .addColumn("permissions", "text", (c) => c.notNull().defaultTo("{}"))
                .execute();
            await db.schema
                .createTable("userRoles")
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("roleID", "integer", (c) => c.notNull())
                .addPrimaryKeyConstraint("userRoles_pk", ["userID", "roleID"])
                .execute();
            await db.schema
                .createTable("roleCategoryPermissions")
                .addColumn("roleID", "integer", (c) => c.notNull())
                .addColumn("categoryID", "integer", (c) => c.notNull())
                .addColumn("permissions", "text", (c) => c.notNull().defaultTo("{}"))
                .addPrimaryKeyConstraint("roleCategoryPermissions_pk", ["roleID", "categoryID"])
                .execute();
            await db.schema
                .createTable("sessions")
                .addColumn("sessionID", "text", (c) => c.primaryKey())
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("dateExpires", "text", (c) => c.notNull())
                .execute();
            await db.schema.createIndex("sessions_user").on("sessions").column("userID").execute();
            await db.schema
                .createTable("config")
                .addColumn("key", "text", (c) => c.primaryKey())
                .addColumn("value", "text", (c) => c.notNull())
                .execute();
        },
    }),
    // Named after the forum's first migration so existing databases apply it in order.
    "2026_11_22_300_dashboard_notifications": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("notifications"), "notificationID", dialect)
                .addColumn("userID", "integer", (c) => c.notNull())
                .addColumn("activityType", "text", (c) => c.notNull())
                .addColumn("reason", "text", (c) => c.notNull())
                .addColumn("body", "text", (c) => c.notNull())
                .addColumn("photoUrl", "text", (c) => c.notNull().defaultTo(""))
                .addColumn("url", "text", (c) => c.notNull())
                .addColumn("recordType", "text", (c) => c.notNull())
                .addColumn("recordID", "integer", (c) => c.notNull())
                .addColumn("discussionID", "integer")
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .addColumn("dateUpdated", "text", (c) => c.notNull())
                .addColumn("read", "integer", (c) => c.notNull().defaultTo(0))
                .execute();
            await db.schema.createIndex("notifications_user").on("notifications").columns(["userID", "read", "dateInserted"]).execute();
        },
    }),
    /** The rank label of a user (shell §3 "labelHtml"), shown on the user card; sanitised when read. */
    "2026_11_23_700_dashboard_user_label": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("users").addColumn("labelHtml", "text", (c) => c.notNull().defaultTo("")).execute();
        },
    }),
    // Themes and their revisions (shell §3 "Theme", §4): the built-in light and dark themes.
    "2026_11_23_810_dashboard_themes": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await withIdColumn(db.schema.createTable("themes"), "themeID", dialect)
                .addColumn("themeKey", "text", (c) => c.notNull().unique())
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("current", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();
            await withIdColumn(db.schema.createTable("themeRevisions"), "revisionID", dialect)
                .addColumn("themeID", "integer", (c) => c.notNull())
                .addColumn("name", "text", (c) => c.notNull())
                .addColumn("variables", "text", (c) => c.notNull().defaultTo("{}"))
                .addColumn("active", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("insertUserID", "integer", (c) => c.notNull().defaultTo(0))
                .addColumn("dateInserted", "text", (c) => c.notNull())
                .execute();
            await db.schema.createIndex("themeRevisions_theme").on("themeRevisions").columns(["themeID", "active"]).execute();
            await seedBuiltInThemes(db);
        },
    }),
    /**
     * Per-user and per-role state goes with its user or role (foreign keys; rows older code left
     * behind are deleted first), and e-mail addresses are unique without case in the database,
     * so ten registrations at once cannot share one. Addresses already shared stop the
     * migration with the list: which account keeps one is the site owner's decision.
     */
    "2026_11_24_900_dashboard_foreign_keys_unique_email": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await addForeignKeys(db, dialect, [
                { table: "userRoles", column: "userID", references: "users", referencedColumn: "userID", onDelete: "cascade" },
                { table: "userRoles", column: "roleID", references: "roles", referencedColumn: "roleID", onDelete: "cascade" },
                { table: "roleCategoryPermissions", column: "roleID", references: "roles", referencedColumn: "roleID", onDelete: "cascade" },
                { table: "sessions", column: "userID", references: "users", referencedColumn: "userID", onDelete: "cascade" },
                { table: "notifications", column: "userID", references: "users", referencedColumn: "userID", onDelete: "cascade" },
                { table: "themeRevisions", column: "themeID", references: "themes", referencedColumn: "themeID", onDelete: "cascade" },
                { table: "emailConfirmations", column: "userID", references: "users", referencedColumn: "userID", onDelete: "cascade" },
                // One view per viewer and day (viewCounts.ts): gone with its discussion.
                { table: "discussionViews", column: "discussionID", references: "discussions", referencedColumn: "discussionID", onDelete: "cascade" },
            ]);
            const shared = await sql<{ email: string }>`select lower(${sql.ref("email")}) as email from ${sql.table("users")} group by lower(${sql.ref("email")}) having count(*) > 1`.execute(db);
            if (shared.rows.length) {
                throw new Error(`Several accounts share these e-mail addresses; give each account its own before upgrading: ${shared.rows.map((row) => row.email).join(", ")}.`);
            }
            await db.schema.dropIndex("users_email_lower").execute();
            await db.schema.createIndex("users_email_lower").on("users").expression(sqlLower("email")).unique().execute();
        },
    }),
    /** Native types on PostgreSQL (see nativeTypes.ts); nothing changes on SQLite. */
    "2026_11_24_930_dashboard_native_types": (dialect) => ({
        async up(db: Kysely<unknown>) {
            await useTimestamptz(db, dialect, ["users", "sessions", "notifications", "themes", "themeRevisions", "media", "emailConfirmations", "rateLimits"]);
            await useBoolean(db, dialect, [
                ["users", "emailConfirmed"],
                ["users", "banned"],
                ["users", "private"],
                ["notifications", "read"],
                ["themes", "current"],
                ["themeRevisions", "active"],
            ]);
        },
    }),
};

function sqlLower(column: string) {
    return sql`lower(${sql.ref(column)})`;
}
