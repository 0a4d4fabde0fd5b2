/**
 * POST /api/v2/preview {body, format} → {body: html}: the composer's Preview shows exactly what
 * posting would show, rendered by the same code (bodyFormat.ts). Signed-in members only (a guest
 * has no composer); an unreadable body is the same 400 naming `body` that posting answers.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BODY_FORMATS, renderBody, validateBody, type BodyFormat } from "./bodyFormat";
import { HttpError } from "@server/http/httpErrors";
import { getViewer } from "@server/http/viewer";

/** The longest body a comment may have (commentsRoutes' MAX_COMMENT_LENGTH): nothing longer can be posted. */
export const MAX_PREVIEW_LENGTH = 50_000;

const previewSchema = {
    type: "object",
    required: ["body"],
    additionalProperties: false,
    properties: {
        body: { type: "string", maxLength: MAX_PREVIEW_LENGTH },
        format: { type: "string", enum: [...BODY_FORMATS], default: "markdown" },
    },
} as const;

async function signedIn(request: FastifyRequest): Promise<void> {
    const { user } = await getViewer(request);
    if (user.userID === 0) throw new HttpError(403, "You must be signed in to do that.");
}

export async function registerPreviewRoutes(app: FastifyInstance): Promise<void> {
    app.post<{ Body: { body: string; format: BodyFormat } }>("/api/v2/preview", { schema: { body: previewSchema }, preValidation: signedIn }, async (request) => {
        const { body, format } = request.body;
        validateBody(body, format);
        return { body: renderBody(body, format) };
    });
}
