/**
 * Demo data for an empty database. The host seeds its own tables: the roles and 25 members,
 * the accounts admin, moderator and member among them. Then each application's seed hook
 * (IServerApplication.seed) fills its own tables from the same random stream (vanilla: the
 * categories, discussions, comments, reactions, tags and collections). Deterministic for a
 * given seed number.
 */
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";
import { loadApplications, type ISeedContext } from "@server/applications";
import { ROOT_DIR } from "@server/config/env";
import { createUser } from "@server/users/usersModel";
import { generatePassword, hashPassword, UNUSABLE_PASSWORD_HASH, type IPasswordCost } from "@server/auth/passwords";
import { SeededRandom } from "@server/seed/random";
import { FIRST_NAMES, LAST_NAMES, ROLES } from "@server/seed/demoContent";

export const DEMO_ACCOUNTS = ["admin", "moderator", "member"] as const;
/** Demo dates count back from this moment, so the same seed always gives the same forum. */
const ANCHOR = Date.parse("2026-11-01T12:00:00.000Z");
const GENERATED_MEMBERS = 22;

export interface ISeedResult {
    seeded: boolean;
    password?: string;
    passwordGenerated?: boolean;
}

function iso(msBeforeAnchor: number): string {
    return new Date(ANCHOR - msBeforeAnchor).toISOString();
}

export async function seedIfEmpty(db: Kysely<Database>, options: { password?: string | null; seed?: number; passwordCost?: IPasswordCost } = {}): Promise<ISeedResult> {
    const existing = await db.selectFrom("users").select("userID").limit(1).executeTakeFirst();
    if (existing) return { seeded: false };
    const password = options.password || generatePassword();
    await seedDemoForum(db, password, options.seed ?? 1, options.passwordCost);
    return { seeded: true, password, passwordGenerated: !options.password };
}

/** `passwordCost`: the demo accounts' hash cost, the real one unless a test forum asks for less (passwords.ts). */
export async function seedDemoForum(db: Kysely<Database>, password: string, seed: number, passwordCost?: IPasswordCost): Promise<void> {
    const random = new SeededRandom(seed);
    const roleIDs: Record<string, number> = {};
    for (const role of ROLES) {
        const permissions = Object.fromEntries(role.permissions.map((name) => [name, true]));
        const row = await db.insertInto("roles").values({ name: role.name, type: role.type, permissions: JSON.stringify(permissions) }).returning("roleID").executeTakeFirstOrThrow();
        roleIDs[role.type] = row.roleID;
    }

    // Accounts. The three demo accounts share the printed password (hashed once: scrypt is the
    // slowest step of seeding); other members get an unusable hash, so nobody can sign in as them.
    const userIDs: number[] = [];
    const passwordHash = await hashPassword(password, passwordCost);
    const accountRole = { admin: "administrator", moderator: "moderator", member: "member" } as const;
    for (const name of DEMO_ACCOUNTS) {
        userIDs.push(
            await createUser(db, { name, email: `${name}@example.com`, passwordHash, roleType: accountRole[name], dateInserted: iso(90 * 86400_000), emailConfirmed: true }),
        );
    }
    const usedNames = new Set<string>(DEMO_ACCOUNTS);
    while (userIDs.length < DEMO_ACCOUNTS.length + GENERATED_MEMBERS) {
        const name = `${random.pick(FIRST_NAMES)}_${random.pick(LAST_NAMES)}`;
        if (usedNames.has(name)) continue;
        usedNames.add(name);
        userIDs.push(
            await createUser(db, { name, email: `${name}@example.com`, passwordHash: UNUSABLE_PASSWORD_HASH, roleType: "member", dateInserted: iso(random.int(30, 400) * 86400_000), emailConfirmed: true }),
        );
    }
    const context: ISeedContext = { db, random, seed, dateBefore: iso, userIDs, roleIDs };
    for (const application of await loadApplications(path.join(ROOT_DIR, "applications"))) await application.seed?.(context);
}
