/**
 * The site's upload limits (shell §5; site settings upload.maxSize and upload.allowedExtensions):
 * POST /api/v2/media enforces them, and pages with a composer hand them to it so the browser
 * refuses a doomed upload with the same words before sending it.
 */
import type { FastifyRequest } from "fastify";
import type { IUploadConfig } from "@library/utility/uploadValidation";

export const UPLOAD_MAX_SIZE_KEY = "upload.maxSize";
export const UPLOAD_EXTENSIONS_KEY = "upload.allowedExtensions";
/** Used while the site configuration sets no limits of its own. */
export const DEFAULT_UPLOAD_CONFIG: Required<IUploadConfig> = {
    maxSize: 10 * 1024 * 1024,
    allowedExtensions: ["jpg", "jpeg", "png", "gif", "webp", "pdf", "txt", "zip"],
};

export function uploadLimits(request: FastifyRequest): Required<IUploadConfig> {
    const { config } = request.server.hearth;
    const maxSize = config.get<number>(UPLOAD_MAX_SIZE_KEY, DEFAULT_UPLOAD_CONFIG.maxSize);
    const extensions = config.get<string[]>(UPLOAD_EXTENSIONS_KEY, DEFAULT_UPLOAD_CONFIG.allowedExtensions);
    return {
        maxSize: typeof maxSize === "number" && maxSize > 0 ? maxSize : DEFAULT_UPLOAD_CONFIG.maxSize,
        allowedExtensions: Array.isArray(extensions) ? extensions.filter((item): item is string => typeof item === "string") : DEFAULT_UPLOAD_CONFIG.allowedExtensions,
    };
}
