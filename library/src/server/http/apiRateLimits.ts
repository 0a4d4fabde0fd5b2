/**
 * The API as a whole is rate limited per session and per address (rateLimits.ts): a script
 * hammering /api/ gets 429 with Retry-After before any route runs. Every call counts, so the
 * hits are leased a few at a time (rateLimitLeases.ts) instead of written one by one. Pages are not counted
 * here; the forms behind them have their own limits.
 */
import type { FastifyInstance } from "fastify";
import { requestSessionID, sessionKeyOf } from "@server/auth/sessions";
import { enforceRateLimit } from "@server/http/rateLimits";
import { RateLimitLeases } from "@server/http/rateLimitLeases";

export function installApiRateLimits(app: FastifyInstance): void {
    const leases = new RateLimitLeases();
    app.addHook("onRequest", async (request, reply) => {
        if (!request.url.startsWith("/api/")) return;
        await enforceRateLimit(request, reply, "apiPerAddress", request.ip, leases.hit);
        const sessionID = requestSessionID(request);
        // Keyed by the session's key (a hash), as the devices list names it: the table must not hold usable session IDs.
        if (sessionID) await enforceRateLimit(request, reply, "apiPerSession", sessionKeyOf(sessionID), leases.hit);
    });
}
