/**
 * Table types for Kysely: the host's own tables (accounts, roles, sessions, site configuration).
 * Dates are ISO-8601 text and booleans 0/1 integers, so SQLite and PostgreSQL store and sort them
 * the same way.
 *
 * The one way to type a table: the code that migrates it declares its type beside the migration
 * and adds it to `Database` by declaration merging, so `Kysely<Database>` (the host's `db`) knows
 * every table without the host naming any application's:
 *
 *     declare module "@server/db/schema" {
 *         interface Database { tags: TagsTable }
 *     }
 *
 * Each application keeps its tables in `applications/<name>/src/server/schema.ts`.
 */
import type { ColumnType, Generated, Selectable } from "kysely";

export interface UsersTable {
    userID: Generated<number>;
    name: string;
    email: string;
    passwordHash: string;
    photoUrl: string;
    title: string;
    dateInserted: string;
    dateLastActive: string | null;
    emailConfirmed: number;
    banned: number;
    private: number;
    countDiscussions: number;
    countComments: number;
    /** Rank label HTML (shell §3); written by holders of users.edit, sanitised again on every read. */
    labelHtml: Generated<string>;
    /** Markdown source of the user's signature (content §5); null = none. Optional on insert. */
    signature: ColumnType<string | null, string | null | undefined, string | null>;
    /** The member's language (a site locale's ID, e.g. "fr"); null = the site's. Migration 2026_11_24_995_03. */
    locale: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RolesTable {
    roleID: Generated<number>;
    name: string;
    /** guest, member, moderator, administrator: the built-in kinds. */
    type: string;
    /** JSON map of global permission name to boolean. */
    permissions: string;
}

export interface UserRolesTable {
    userID: number;
    roleID: number;
}

export interface RoleCategoryPermissionsTable {
    roleID: number;
    categoryID: number;
    /** JSON map of permission name to boolean for that category (and its descendants). */
    permissions: string;
}

export interface SessionsTable {
    sessionID: string;
    userID: number;
    dateInserted: string;
    dateExpires: string;
    /** What the member's list of signed-in devices shows (migration 2026_11_24_810). */
    userAgent: Generated<string>;
    ipAddress: Generated<string>;
    dateLastActive: string | null;
}

export interface ConfigTable {
    key: string;
    /** JSON-encoded value. */
    value: string;
}

/** Every table; applications add theirs (see above). */
export interface Database {
    users: UsersTable;
    roles: RolesTable;
    userRoles: UserRolesTable;
    roleCategoryPermissions: RoleCategoryPermissionsTable;
    sessions: SessionsTable;
    config: ConfigTable;
}

export type UserRow = Selectable<UsersTable>;
