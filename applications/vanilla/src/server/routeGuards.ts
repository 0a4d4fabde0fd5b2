/**
 * Checks shared by the forum's mutating routes (the options menu's and bulk moderation's), so
 * each refuses the same way with the same words.
 */
import type { FastifyRequest } from "fastify";
import { HttpError, missingPermissions } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";

/** A preValidation hook that refuses guests before the body is read, so whatever a guest sends the answer is 403. */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
    const { user } = await getViewer(request);
    if (user.userID === 0) throw new HttpError(403, "You must be signed in to do that.");
}

/** The 403 of a missing permission, naming it. */
export function permissionProblem(permission: string): HttpError {
    return missingPermissions([permission]);
}
