/**
 * Every request that makes the forum send someone a mail (e-mail confirmation, password reset)
 * is limited per account and per address (issue 10 item 2): a mail sent is a mail someone
 * receives, so a script must not turn the forum into a mail cannon.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { tf } from "@library/i18n/t";
import { hitRateLimit, rateLimitOf, waitText } from "@server/http/rateLimits";

export interface IMailRequestRefusal {
    message: string;
    retryAfter: number;
}

function refusal(reply: FastifyReply, retryAfter: number): IMailRequestRefusal {
    reply.header("retry-after", String(retryAfter));
    return { message: tf("You have asked for too many emails. Try again in {wait}.", { wait: waitText(retryAfter) }), retryAfter };
}

/** Counts one request from this address; the refusal (with Retry-After set) when over the limit. */
export async function mailRequestByAddress(request: FastifyRequest, reply: FastifyReply): Promise<IMailRequestRefusal | null> {
    const result = await hitRateLimit(request.server.hearth.db, "emailRequestPerAddress", request.ip, rateLimitOf(request, "emailRequestPerAddress"));
    return result.allowed ? null : refusal(reply, result.retryAfter);
}

/** Counts one request for this account; the refusal (with Retry-After set) when over the limit. */
export async function mailRequestByAccount(request: FastifyRequest, reply: FastifyReply, userID: number): Promise<IMailRequestRefusal | null> {
    const result = await hitRateLimit(request.server.hearth.db, "emailRequestPerAccount", String(userID), rateLimitOf(request, "emailRequestPerAccount"));
    return result.allowed ? null : refusal(reply, result.retryAfter);
}
