/**
 * Rate limits: fixed-window counters in the `rateLimits` table (migration
 * 2026_11_24_800_dashboard_rate_limits), so every server process on one database counts the
 * same hits. A hit is one atomic upsert that answers the new count (INSERT … ON CONFLICT DO
 * UPDATE … RETURNING, on SQLite and PostgreSQL alike): ten requests at once get ten different
 * counts, and no check-then-insert race lets a burst through.
 *
 * The limits are site configuration ("RateLimit.<name>": {"max": hits, "seconds": window}),
 * with the defaults below; README "Configuration" lists them.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { PostgresAdapter, sql, type Kysely } from "kysely";
import { t, tf } from "@library/i18n/t";
import type { Database } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import type { SiteConfig } from "@server/config/siteConfig";

export interface RateLimitsTable {
    /** "<limit name>:<key>". */
    bucket: string;
    /** Hits in the current window. */
    hits: number;
    /** When the current window ends (ISO). A window starts at its first hit, so a lock-out lasts the full period. */
    dateExpires: string;
}

declare module "@server/db/schema" {
    interface Database {
        rateLimits: RateLimitsTable;
    }
}

export interface IRateLimit {
    /** Hits allowed in one window. */
    max: number;
    /** The window's length. */
    seconds: number;
}

/** The defaults, close to Discourse's: generous for people, tight for scripts. */
export const RATE_LIMIT_DEFAULTS = {
    /** Sign-in attempts on one account; a successful sign-in clears the count. Past it the account is locked for the rest of the window. */
    signInPerAccount: { max: 10, seconds: 900 },
    /** Failed sign-in attempts from one address, whatever the account (every attempt counts until it succeeds, then gives its hit back). */
    signInPerAddress: { max: 30, seconds: 900 },
    /** New accounts from one address. */
    registerPerAddress: { max: 5, seconds: 3600 },
    /** Requests that send a mail (e-mail confirmation, password reset), per account and per address. */
    emailRequestPerAccount: { max: 3, seconds: 3600 },
    emailRequestPerAddress: { max: 10, seconds: 3600 },
    /** New comments and messages by one member. */
    commentsPerUser: { max: 10, seconds: 60 },
    /** New discussions and conversations by one member. */
    discussionsPerUser: { max: 5, seconds: 300 },
    /** Reactions given (or taken back) by one member. */
    reactionsPerUser: { max: 30, seconds: 60 },
    /** Files uploaded by one member. */
    uploadsPerUser: { max: 10, seconds: 60 },
    /** Every /api/ call of one session, and of one address. */
    apiPerSession: { max: 300, seconds: 60 },
    apiPerAddress: { max: 600, seconds: 60 },
} satisfies Record<string, IRateLimit>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[];

export function rateLimitConfigKey(name: RateLimitName): string {
    return `RateLimit.${name}`;
}

/** The defaults as site configuration keys (siteConfig.ts DEFAULT_CONFIG). */
export const RATE_LIMIT_CONFIG_DEFAULTS: Record<string, { max: number; seconds: number }> = Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [rateLimitConfigKey(name), { ...RATE_LIMIT_DEFAULTS[name] }]),
);

/** Every limit out of reach: the configuration of tests that are not about rate limits (tests sign in and post faster than people). */
export const UNLIMITED_RATE_LIMITS: Record<string, { max: number; seconds: number }> = Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => [rateLimitConfigKey(name), { max: 1_000_000, seconds: 1 }]),
);

function isPositiveInteger(value: unknown): value is number {
    return typeof value === "number" && Number.isInteger(value) && value > 0;
}

/** The configured limit; a malformed value falls back to the default rather than turning the limit off. */
export function rateLimitOf(request: FastifyRequest, name: RateLimitName): IRateLimit {
    return rateLimitOfConfig(request.server.hearth.config, name);
}

/** rateLimitOf for work done without a request (a scheduled draft, a post inside another transaction). */
export function rateLimitOfConfig(config: Pick<SiteConfig, "get">, name: RateLimitName): IRateLimit {
    const value = config.get<Record<string, number>>(rateLimitConfigKey(name), RATE_LIMIT_DEFAULTS[name]);
    if (value && isPositiveInteger(value.max) && isPositiveInteger(value.seconds)) return { max: value.max, seconds: value.seconds };
    return RATE_LIMIT_DEFAULTS[name];
}

export interface IRateLimitResult {
    allowed: boolean;
    hits: number;
    /** Seconds until the window ends (at least 1). */
    retryAfter: number;
}

/** How a hit is counted: hitRateLimit, or a process's leases (rateLimitLeases.ts) for the limits every API call counts. */
export type HitRateLimit = (db: Kysely<Database>, name: string, key: string, limit: IRateLimit) => Promise<IRateLimitResult>;

/**
 * Counts one hit on `key` and answers whether it is within the limit (countRateLimitHits with
 * one hit).
 */
export async function hitRateLimit(db: Kysely<Database>, name: string, key: string, limit: IRateLimit, now = Date.now()): Promise<IRateLimitResult> {
    const { hits, expiresAt } = await countRateLimitHits(db, name, key, limit, now, 1);
    return { allowed: hits <= limit.max, hits, retryAfter: Math.max(1, Math.ceil((expiresAt - now) / 1000)) };
}

/**
 * Adds `count` hits (one, or a lease of several: rateLimitLeases.ts) to `key`'s window and
 * answers the window's count after them and when the window ends (ms). One statement: the row
 * is created with the hits, or gets them added, or (when its window has ended) starts a new
 * window with them; the SET expressions all read the row as it was, on both dialects.
 */
export async function countRateLimitHits(db: Kysely<Database>, name: string, key: string, limit: IRateLimit, now: number, count: number): Promise<{ hits: number; expiresAt: number }> {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`A rate limit counts whole hits, not ${count}`);
    const nowIso = new Date(now).toISOString();
    const ended = sql<boolean>`${sql.ref("rateLimits.dateExpires")} <= ${nowIso}`;
    // The count is written into the statement (a checked integer): a parameter in the CASE below would be typed text on PostgreSQL.
    const hitsToAdd = sql.lit(count);
    // On PostgreSQL a hit outside a transaction commits without waiting for the WAL to reach the
    // disk (synchronous_commit off for this transaction alone): all of an address's API calls
    // update one row, and each waited for the one before to be flushed (~7 ms here), which capped
    // every process together at ~150 API calls a second. A crash may forget the last hits, never a
    // post: inside a post's transaction (posting.ts) the hit commits as durably as the post.
    const firstHits =
        db.isTransaction || !(db.getExecutor().adapter instanceof PostgresAdapter) ? sql<number>`${hitsToAdd}` : sql<number>`case when set_config('synchronous_commit', 'off', true) = 'off' then ${hitsToAdd} end`;
    const row = await db
        .insertInto("rateLimits")
        .values({ bucket: `${name}:${key}`, hits: firstHits, dateExpires: new Date(now + limit.seconds * 1000).toISOString() })
        .onConflict((conflict) =>
            conflict.column("bucket").doUpdateSet({
                hits: sql<number>`case when ${ended} then ${hitsToAdd} else ${sql.ref("rateLimits.hits")} + ${hitsToAdd} end`,
                dateExpires: sql<string>`case when ${ended} then ${sql.ref("excluded.dateExpires")} else ${sql.ref("rateLimits.dateExpires")} end`,
            }),
        )
        .returning(["hits", "dateExpires"])
        .executeTakeFirstOrThrow();
    const hits = Number(row.hits);
    // The first hits of a window sweep the windows that have ended, so the table stays small.
    if (hits === count) await db.deleteFrom("rateLimits").where("dateExpires", "<", nowIso).execute();
    return { hits, expiresAt: Date.parse(row.dateExpires) };
}

/**
 * Gives back one hit of `key`'s current window: for limits on failures that count every attempt
 * before its outcome is known (so a burst of guesses cannot all pass) and refund the ones that
 * succeed (a successful sign-in does not count toward its address's limit). One statement, never
 * below zero; a window that has ended meanwhile is left alone (its hits no longer count).
 */
export async function refundRateLimitHit(db: Kysely<Database>, name: string, key: string, now = Date.now()): Promise<void> {
    await db
        .updateTable("rateLimits")
        .set((eb) => ({ hits: eb("hits", "-", 1) }))
        .where("bucket", "=", `${name}:${key}`)
        .where("hits", ">", 0)
        .where("dateExpires", ">", new Date(now).toISOString())
        .execute();
}

/** Forgets the hits of `key` (a successful sign-in clears its account's count). */
export async function clearRateLimit(db: Kysely<Database>, name: string, key: string): Promise<void> {
    await db.deleteFrom("rateLimits").where("bucket", "=", `${name}:${key}`).execute();
}

/** "3 minutes", "45 seconds": the remaining time of a lock-out, for people. */
export function waitText(seconds: number): string {
    if (seconds < 60) return seconds === 1 ? t("1 second") : tf("{count} seconds", { count: seconds });
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? t("1 minute") : tf("{count} minutes", { count: minutes });
}

/** The 429 of the API (Vanilla's error shape) with Retry-After. */
export class RateLimitError extends HttpError {
    constructor(
        message: string,
        public retryAfter: number,
    ) {
        super(429, message);
    }
}

/**
 * Counts a hit of the request on `name` for `key`; past the limit, sets Retry-After and
 * throws the 429. Routes call it after their permission checks, so refused calls cost nothing.
 */
export async function enforceRateLimit(request: FastifyRequest, reply: FastifyReply, name: RateLimitName, key: string | number, hit: HitRateLimit = hitRateLimit): Promise<void> {
    try {
        await enforceRateLimitIn(request.server.hearth.db, request.server.hearth.config, name, key, hit);
    } catch (error) {
        if (error instanceof RateLimitError) reply.header("retry-after", String(error.retryAfter));
        throw error;
    }
}

/**
 * The same check on a given database handle, for work inside a transaction (posting.ts: the hit
 * is counted in the post's transaction, so a post that fails or a replayed retry costs nothing).
 * Throws the RateLimitError; the caller sets Retry-After.
 */
export async function enforceRateLimitIn(
    db: Kysely<Database>,
    config: Pick<SiteConfig, "get">,
    name: RateLimitName,
    key: string | number,
    hit: HitRateLimit = hitRateLimit,
): Promise<void> {
    const result = await hit(db, name, String(key), rateLimitOfConfig(config, name));
    if (result.allowed) return;
    throw new RateLimitError(tf("You are doing that too often. Try again in {wait}.", { wait: waitText(result.retryAfter) }), result.retryAfter);
}
