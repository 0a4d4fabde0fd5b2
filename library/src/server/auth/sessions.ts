/**
 * Sessions: a random ID in a signed, HttpOnly, SameSite=Lax cookie, looked up in the
 * `sessions` table, so signing out ends the session on the server too. The cookie is Secure
 * whenever the site is served over HTTPS (the request's scheme, which honours
 * X-Forwarded-Proto behind a trusted proxy, or an https canonical site URL).
 *
 * Each session remembers the device's user agent and address and when it was last used, for
 * the member's "signed-in devices" list. The list names sessions by a hash of their ID
 * (sessionKey), never by the ID itself: the page holding the list must not hold the keys.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ISessionDevice } from "@library/users/sessionTypes";
import type { Database } from "@server/db/schema";
import { deviceName } from "./deviceName";

export const SESSION_COOKIE = "hearth_session";
const SESSION_DAYS = 30;
/** dateLastActive of a session is refreshed at most this often, to keep writes off the hot path. */
const SESSION_ACTIVITY_INTERVAL_MS = 60_000;
const USER_AGENT_MAX = 300;

/** Whether the visitor reached the site over HTTPS, so cookies must be Secure. */
export function isSecureRequest(request: FastifyRequest): boolean {
    return request.protocol === "https" || request.server.hearth.siteUrl.startsWith("https:");
}

export function sessionKeyOf(sessionID: string): string {
    return createHash("sha256").update(sessionID).digest("base64url").slice(0, 22);
}

export async function startSession(request: FastifyRequest, reply: FastifyReply, userID: number, forceSecure = false): Promise<void> {
    const { db } = request.server.hearth;
    const sessionID = randomBytes(32).toString("base64url");
    const now = new Date();
    const expires = new Date(now.getTime() + SESSION_DAYS * 86400_000);
    await db
        .insertInto("sessions")
        .values({
            sessionID,
            userID,
            dateInserted: now.toISOString(),
            dateExpires: expires.toISOString(),
            dateLastActive: now.toISOString(),
            userAgent: String(request.headers["user-agent"] ?? "").slice(0, USER_AGENT_MAX),
            ipAddress: request.ip,
        })
        .execute();
    reply.setCookie(SESSION_COOKIE, sessionID, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: forceSecure || isSecureRequest(request),
        signed: true,
        expires,
    });
}

/** The session ID each request's cookie gave: checking its signature is an HMAC, asked for by the rate limits and the viewer. */
const sessionIDs = new WeakMap<FastifyRequest, string | null>();

/** The session ID of the request's cookie, when it carries a validly signed one. */
export function requestSessionID(request: FastifyRequest): string | null {
    // No cookies yet before the cookie plugin's hook: the guest cache answers there (guestPageCache.ts), for visitors with no forum cookie.
    if (!request.cookies) return null;
    let sessionID = sessionIDs.get(request);
    if (sessionID === undefined) {
        const raw = request.cookies[SESSION_COOKIE];
        const unsigned = raw ? request.unsignCookie(raw) : null;
        sessionID = unsigned?.valid && unsigned.value ? unsigned.value : null;
        sessionIDs.set(request, sessionID);
    }
    return sessionID;
}

/**
 * Whether a session read for this request is still valid (not expired); its last use is
 * refreshed at most once a minute. The session is read with its member (http/viewer.ts).
 */
export async function acceptSession(db: Kysely<Database>, request: FastifyRequest, sessionID: string, session: { dateExpires: string; dateLastActive: string | null }): Promise<boolean> {
    const now = new Date();
    if (session.dateExpires < now.toISOString()) return false;
    if (!session.dateLastActive || now.getTime() - Date.parse(session.dateLastActive) > SESSION_ACTIVITY_INTERVAL_MS) {
        await db.updateTable("sessions").set({ dateLastActive: now.toISOString(), ipAddress: request.ip }).where("sessionID", "=", sessionID).execute();
    }
    return true;
}

export async function endSession(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sessionID = requestSessionID(request);
    if (sessionID) await db.deleteFrom("sessions").where("sessionID", "=", sessionID).execute();
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
}

/** The member's sessions that have not expired, most recently used first. */
export async function sessionsOf(db: Kysely<Database>, request: FastifyRequest, userID: number): Promise<ISessionDevice[]> {
    const current = requestSessionID(request);
    const rows = await db
        .selectFrom("sessions")
        .select(["sessionID", "userAgent", "ipAddress", "dateInserted", "dateLastActive"])
        .where("userID", "=", userID)
        .where("dateExpires", ">=", new Date().toISOString())
        .execute();
    return rows
        .map(({ sessionID, ...row }) => ({ ...row, deviceName: deviceName(row.userAgent), sessionKey: sessionKeyOf(sessionID), current: sessionID === current }))
        .sort((a, b) => (b.dateLastActive ?? b.dateInserted).localeCompare(a.dateLastActive ?? a.dateInserted));
}

/** Ends one of the member's sessions by its key; false when the member has no such session. */
export async function endSessionByKey(db: Kysely<Database>, userID: number, sessionKey: string): Promise<boolean> {
    const rows = await db.selectFrom("sessions").select("sessionID").where("userID", "=", userID).execute();
    const match = rows.find((row) => sessionKeyOf(row.sessionID) === sessionKey);
    if (!match) return false;
    await db.deleteFrom("sessions").where("sessionID", "=", match.sessionID).where("userID", "=", userID).execute();
    return true;
}

/** Ends every session of the member except `keepSessionID` (a password change keeps the one that made it). */
export async function endOtherSessions(db: Kysely<Database>, userID: number, keepSessionID: string | null): Promise<void> {
    let query = db.deleteFrom("sessions").where("userID", "=", userID);
    if (keepSessionID) query = query.where("sessionID", "!=", keepSessionID);
    await query.execute();
}
