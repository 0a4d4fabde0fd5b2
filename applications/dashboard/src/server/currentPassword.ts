/**
 * The current-password check of every change to one's own password or e-mail: the users API
 * (PATCH /users/{id}, field passwordConfirmation) and the account page's form.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { t, tf } from "@library/i18n/t";
import { verifyPassword } from "@server/auth/passwords";
import type { UserRow } from "@server/db/schema";
import { HttpError } from "@server/http/httpErrors";
import { clearRateLimit, hitRateLimit, RateLimitError, rateLimitOf, waitText } from "@server/http/rateLimits";

/**
 * Changing one's own password or e-mail takes the current password: a session left open on a
 * shared computer must not be enough to take the account over. Wrong guesses count against the
 * account's sign-in limit, like guesses on the sign-in form.
 */
export async function requireCurrentPassword(request: FastifyRequest, reply: FastifyReply, row: UserRow, given: string | undefined, field = "passwordConfirmation"): Promise<void> {
    const { db } = request.server.hearth;
    if (!given) throw new HttpError(400, t("Enter your current password to change your password or email."), [{ field, message: t("Enter your current password to change your password or email."), code: "required", status: 400 }]);
    const limit = rateLimitOf(request, "signInPerAccount");
    const key = `user:${row.userID}`;
    const attempt = await hitRateLimit(db, "signInPerAccount", key, limit);
    if (!attempt.allowed) {
        reply.header("retry-after", String(attempt.retryAfter));
        throw new RateLimitError(tf("This account is locked after too many failed sign-in attempts. Try again in {wait}.", { wait: waitText(attempt.retryAfter) }), attempt.retryAfter);
    }
    if (!(await verifyPassword(given, row.passwordHash))) {
        throw new HttpError(400, t("Your current password is not correct."), [{ field, message: t("Your current password is not correct."), code: "invalid", status: 400 }]);
    }
    await clearRateLimit(db, "signInPerAccount", key);
}
