/**
 * The API as a whole is rate limited per session and per address (rateLimits.ts): a script
 * hammering /api/ gets 429 with Retry-After before any route runs. Pages are not counted
 * here; the forms behind them have their own limits.
 */
import type { FastifyInstance } from "fastify";
import { requestSessionID, sessionKeyOf } from "@server/auth/sessions";
import { enforceRateLimit } from "@server/http/rateLimits";

export function installApiRateLimits(app: FastifyInstance): void {
    app.addHook("onRequest", async (request, reply) => {
        if (!request.url.startsWith("/api/")) return;
        await enforceRateLimit(request, reply, "apiPerAddress", request.ip);
        const sessionID = requestSessionID(request);
        // Keyed by the session's key (a hash), as the devices list names it: the table must not hold usable session IDs.
        if (sessionID) await enforceRateLimit(request, reply, "apiPerSession", sessionKeyOf(sessionID));
    });
}
