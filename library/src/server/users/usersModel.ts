import { sql, type Kysely } from "kysely";
import type { Database, UserRow } from "@server/db/schema";
import { hashPassword } from "@server/auth/passwords";
import { DELETED_USER, type IUserFragment } from "@library/users/userTypes";

export function userFragment(row: Pick<UserRow, "userID" | "name" | "photoUrl" | "dateLastActive">): IUserFragment {
    return { userID: row.userID, name: row.name, photoUrl: row.photoUrl, dateLastActive: row.dateLastActive };
}

/** Whether an author ID names a member (not null, not a placeholder's 0). */
function isMemberID(id: number | null): id is number {
    return typeof id === "number" && id > 0;
}

/**
 * `found` with every ID of `ids` it lacks drawn as the deleted user: a deleted member's kept
 * posts keep their author's ID, which then finds nobody (shell §3 placeholder users: "User Deleted").
 */
export function withDeletedUsers(found: Map<number, IUserFragment>, ids: Iterable<number | null>): Map<number, IUserFragment> {
    for (const id of ids) if (isMemberID(id) && !found.has(id)) found.set(id, DELETED_USER);
    return found;
}

/** Users by ID as fragments, for expanding insertUser / lastUser in one query; an ID nobody has any more is the deleted user. */
export async function userFragmentsByID(db: Kysely<Database>, ids: Array<number | null>): Promise<Map<number, IUserFragment>> {
    const unique = [...new Set(ids.filter(isMemberID))];
    if (!unique.length) return new Map();
    const rows = await db.selectFrom("users").select(["userID", "name", "photoUrl", "dateLastActive"]).where("userID", "in", unique).execute();
    return withDeletedUsers(new Map(rows.map((row) => [row.userID, userFragment(row)])), unique);
}

export function findUserByName(db: Kysely<Database>, name: string) {
    return db
        .selectFrom("users")
        .selectAll()
        .where(sql<string>`lower(${sql.ref("name")})`, "=", name.toLowerCase())
        .executeTakeFirst();
}

export function findUserByNameOrEmail(db: Kysely<Database>, nameOrEmail: string) {
    const lower = nameOrEmail.toLowerCase();
    return db
        .selectFrom("users")
        .selectAll()
        .where((eb) => eb.or([eb(sql<string>`lower(${sql.ref("name")})`, "=", lower), eb(sql<string>`lower(${sql.ref("email")})`, "=", lower)]))
        .orderBy("userID")
        .executeTakeFirst();
}

export async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
    const row = await db
        .selectFrom("users")
        .select("userID")
        .where(sql<string>`lower(${sql.ref("email")})`, "=", email.toLowerCase())
        .executeTakeFirst();
    return !!row;
}

/**
 * Inserts a member and their role in one transaction. Names and e-mail addresses are unique
 * without case by unique indexes: a taken one makes this throw a unique violation
 * (isUniqueViolation), which callers turn into a field error.
 */
export async function createUser(
    db: Kysely<Database>,
    user: { name: string; email: string; roleType: string; dateInserted?: string; emailConfirmed?: boolean } & (
        | { password: string }
        /** An already computed hash, or UNUSABLE_PASSWORD_HASH for an account nobody can sign in to. */
        | { passwordHash: string }
    ),
): Promise<number> {
    const passwordHash = "passwordHash" in user ? user.passwordHash : await hashPassword(user.password);
    const now = user.dateInserted ?? new Date().toISOString();
    return db.transaction().execute(async (trx) => {
        const inserted = await trx
            .insertInto("users")
            .values({
                name: user.name,
                email: user.email,
                passwordHash,
                photoUrl: "",
                title: "",
                dateInserted: now,
                dateLastActive: now,
                emailConfirmed: user.emailConfirmed ? 1 : 0,
                banned: 0,
                private: 0,
                countDiscussions: 0,
                countComments: 0,
            })
            .returning("userID")
            .executeTakeFirstOrThrow();
        const role = await trx.selectFrom("roles").select("roleID").where("type", "=", user.roleType).executeTakeFirst();
        if (role) await trx.insertInto("userRoles").values({ userID: inserted.userID, roleID: role.roleID }).execute();
        return inserted.userID;
    });
}
