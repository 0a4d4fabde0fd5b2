/**
 * The API as a whole is rate limited per session and per address (rateLimits.ts): a script
 * hammering /api/ gets 429 with Retry-After before any route runs. Every call counts, so the
 * hits are leased a few at a time (rateLimitLeases.ts) instead of written one by one. Pages are not counted
 * here; the forms behind them have their own limits.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { IHost } from "@server/app";
import { requestSessionID, sessionKeyOf } from "@server/auth/sessions";
import { enforceRateLimit } from "@server/http/rateLimits";
import { RateLimitLeases } from "@server/http/rateLimitLeases";

/** One process's leases per app (the host object every plugin context of one app shares). */
const leasesOf = new WeakMap<IHost, RateLimitLeases>();
const counted = new WeakSet<FastifyRequest>();
/** Hosts warming up before they listen (warmUp.ts): every API call is then the warm-up's own. */
const warmingUp = new WeakSet<IHost>();

/** Runs `warm` with the host's API calls uncounted: call it only before the process listens. */
export async function uncountedWhileWarmingUp<T>(host: IHost, warm: () => Promise<T>): Promise<T> {
    warmingUp.add(host);
    try {
        return await warm();
    } finally {
        warmingUp.delete(host);
    }
}

/**
 * Counts an API call against the API's limits, once per request: the guest cache counts a call
 * it answers from memory (guestPageCache.ts) before the hook below would.
 */
export async function countApiCall(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (counted.has(request)) return;
    counted.add(request);
    const host = request.server.hearth;
    if (warmingUp.has(host)) return;
    let leases = leasesOf.get(host);
    if (!leases) {
        leases = new RateLimitLeases();
        leasesOf.set(host, leases);
    }
    await enforceRateLimit(request, reply, "apiPerAddress", request.ip, leases.hit);
    const sessionID = requestSessionID(request);
    // Keyed by the session's key (a hash), as the devices list names it: the table must not hold usable session IDs.
    if (sessionID) await enforceRateLimit(request, reply, "apiPerSession", sessionKeyOf(sessionID), leases.hit);
}

export function installApiRateLimits(app: FastifyInstance): void {
    app.addHook("onRequest", async (request, reply) => {
        if (request.url.startsWith("/api/")) await countApiCall(request, reply);
    });
}
