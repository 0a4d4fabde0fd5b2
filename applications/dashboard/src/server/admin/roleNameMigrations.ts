/**
 * Role names are unique without regard to case (issue 14 item 5): the roles page tells roles
 * apart by name, and ten "Add role" clicks at once must make one role. Names already shared
 * (possible before this index) get their ID appended first, so the index can be built.
 */
import { sql, type Kysely } from "kysely";
import type { MigrationSet } from "@server/db/migrations";

export const roleNameMigrations: MigrationSet = {
    "2026_11_24_998_03_dashboard_role_names_unique": () => ({
        async up(db: Kysely<unknown>) {
            await sql`update ${sql.table("roles")} set ${sql.ref("name")} = ${sql.ref("name")} || ' (' || ${sql.ref("roleID")} || ')'
                where exists (select 1 from ${sql.table("roles")} as other where lower(other.${sql.ref("name")}) = lower(${sql.ref("roles.name")}) and other.${sql.ref("roleID")} < ${sql.ref("roles.roleID")})`.execute(db);
            await sql`create unique index ${sql.id("roles_name_lower")} on ${sql.table("roles")} (lower(${sql.ref("name")}))`.execute(db);
        },
    }),
};
