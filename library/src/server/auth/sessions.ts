/**
 * Sessions: a random ID in a signed, HttpOnly, SameSite=Lax cookie, looked up in the
 * `sessions` table, so signing out ends the session on the server too.
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "@server/db/schema";

export const SESSION_COOKIE = "hearth_session";
const SESSION_DAYS = 30;

export async function startSession(db: Kysely<Database>, reply: FastifyReply, userID: number, secure: boolean): Promise<void> {
    const sessionID = randomBytes(32).toString("base64url");
    const now = new Date();
    const expires = new Date(now.getTime() + SESSION_DAYS * 86400_000);
    await db
        .insertInto("sessions")
        .values({ sessionID, userID, dateInserted: now.toISOString(), dateExpires: expires.toISOString() })
        .execute();
    reply.setCookie(SESSION_COOKIE, sessionID, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure,
        signed: true,
        expires,
    });
}

/** The signed-in user's ID, or 0 for a guest (or an unknown, expired or forged cookie). */
export async function sessionUserID(db: Kysely<Database>, request: FastifyRequest): Promise<number> {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return 0;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return 0;
    const session = await db
        .selectFrom("sessions")
        .select(["userID", "dateExpires"])
        .where("sessionID", "=", unsigned.value)
        .executeTakeFirst();
    if (!session || session.dateExpires < new Date().toISOString()) return 0;
    return session.userID;
}

export async function endSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (unsigned?.valid && unsigned.value) {
        await db.deleteFrom("sessions").where("sessionID", "=", unsigned.value).execute();
    }
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
