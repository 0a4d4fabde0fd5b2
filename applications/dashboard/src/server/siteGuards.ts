/**
 * preValidation hooks for the site-resource routes (locales, translation services, add-ons,
 * analytics privacy, media). They run before the body is validated, so a guest or member who
 * lacks the right gets the 403 whatever they send and never learns which input would pass.
 */
import type { FastifyRequest } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { getViewer, requirePermission } from "@server/http/viewer";

export async function siteManagerOnly(request: FastifyRequest): Promise<void> {
    await requirePermission(request, "site.manage");
}

export async function signedInOnly(request: FastifyRequest): Promise<void> {
    const { user } = await getViewer(request);
    if (user.userID === 0) throw new HttpError(403, "You must be signed in to do that.");
}
