/**
 * Members administration (issue 14 item 6): why a member was banned and when, and the indexes
 * that keep the member list fast at 10,000 members with any filter (newest first by default;
 * a role's members through userRoles without reading every member's roles).
 */
import { sql, type ColumnType, type Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

declare module "@server/db/schema" {
    interface UsersTable {
        /** What the staff member wrote when banning; null when not banned. */
        banReason: ColumnType<string | null, string | null | undefined, string | null>;
        dateBanned: ColumnType<string | null, string | null | undefined, string | null>;
    }
}

export const memberAdminMigrations: MigrationSet = {
    "2026_11_24_998_01_dashboard_member_admin": () => ({
        async up(db: Kysely<unknown>) {
            await db.schema.alterTable("users").addColumn("banReason", "text").execute();
            await db.schema.alterTable("users").addColumn("dateBanned", "text").execute();
            const index = (name: string, table: string, columns: string[]) =>
                sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})`.execute(db);
            // The list's default order and its tie-break is users_inserted (adminMigrations.ts); a filter's rows come out in that order too.
            // Banned members are few: the "banned" filter reads them by this index and sorts them. Led by banned and then
            // dateLastActive, it is also the walk of who is online (not banned, active lately, newest first), which an
            // index on (banned, dateInserted) would have taken from users_last_active, leaving it a sort.
            await index("users_banned_active", "users", ["banned", "dateLastActive"]);
            await index("users_confirmed_inserted", "users", ["emailConfirmed", "dateInserted", "userID"]);
            // userRoles' key is (userID, roleID): a role's members need the other way round.
            await index("userRoles_role_user", "userRoles", ["roleID", "userID"]);
        },
    }),
};
