/**
 * Uploads (shell §5 upload validation, §7 "POST /media, multipart with file"; Vanilla's
 * media.yml shapes): POST /api/v2/media for signed-in people, and GET /uploads/{name} to serve
 * the files back.
 *
 * - The limits are the site settings upload.maxSize and upload.allowedExtensions, checked with
 *   the same rule (and message) as the browser's (@library/utility/uploadValidation). The size
 *   limit is enforced while the body streams in, so an over-size upload is cut off, not stored.
 * - Files go to DATA_DIR/uploads under a random name; the uploader's name is only data.
 * - Served files get their Content-Type from a fixed allow list by extension (never from what
 *   the browser claimed), "nosniff", a sandboxing CSP, and Content-Disposition: attachment for
 *   anything that is not a plain raster image, so an uploaded page or SVG cannot run as this
 *   site.
 */
import { enforceRateLimit } from "@server/http/rateLimits";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { matchedExtension, uploadProblems } from "@library/utility/uploadValidation";
import { readEnv } from "@server/config/env";
import { HttpError, sendError } from "@server/http/httpErrors";
import { namedScope } from "@server/http/namedScope";
import { getViewer } from "@server/http/viewer";
import { imageSize } from "./imageSize";
import type { MediaTable } from "./mediaMigrations";
import { signedInOnly } from "./siteGuards";
import { uploadLimits } from "@server/config/uploadLimits";

/** Raster images browsers show inline; served inline. */
const INLINE_TYPES: Record<string, string> = {
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    png: "image/png",
    gif: "image/gif",
    webp: "image/webp",
};
/** Other known types; served as downloads. Anything else is application/octet-stream. */
const ATTACHMENT_TYPES: Record<string, string> = {
    pdf: "application/pdf",
    txt: "text/plain; charset=utf-8",
    csv: "text/csv; charset=utf-8",
    zip: "application/zip",
    svg: "image/svg+xml",
    mp4: "video/mp4",
    mp3: "audio/mpeg",
};

export function contentTypeFor(extension: string): { type: string; inline: boolean } {
    const last = extension.split(".").pop() ?? "";
    if (INLINE_TYPES[last]) return { type: INLINE_TYPES[last], inline: true };
    return { type: ATTACHMENT_TYPES[last] ?? "application/octet-stream", inline: false };
}

/**
 * DATA_DIR/uploads, read when used: main.ts builds the app with the same DATA_DIR (readEnv), and
 * tests point DATA_DIR at a temporary folder before uploading.
 */
export function uploadsDir(): string {
    return path.join(readEnv().dataDir, "uploads");
}

const STORAGE_NAME = /^[a-f0-9]{32}\.[a-z0-9]+(?:\.[a-z0-9]+)?$/;

const fileError = (message: string, code: string) => new HttpError(400, message, [{ field: "file", message, code, status: 400 }]);

/**
 * The multipart parser reports a body cut off before its closing boundary, or sent without a
 * boundary, as a plain Error: the sender's mistake, so a 400 on the file field. Anything else
 * (a full disk, the database) stays what it was.
 */
function malformedUpload(error: unknown): unknown {
    const plain = error instanceof Error && !(error instanceof HttpError) && !("code" in error) && !("statusCode" in error);
    return plain && /multipart|boundary/i.test(error.message) ? fileError("file is incomplete or malformed: send it again.", "malformed") : error;
}

/** Counts the bytes that pass, to report the size of what was actually received. */
function byteCounter(onBytes: (count: number) => void): Transform {
    return new Transform({
        transform(chunk: Buffer, _encoding, callback) {
            onBytes(chunk.length);
            callback(null, chunk);
        },
    });
}

export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;

    // Encapsulated: only this route parses multipart bodies.
    await app.register(namedScope("media-upload", async (scope) => {
        await scope.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

        scope.post("/api/v2/media", { preValidation: signedInOnly, errorHandler: (error, request, reply) => sendError(request, reply, malformedUpload(error)) }, async (request, reply) => {
            if (!request.isMultipart()) throw fileError("file is required.", "required");
            await enforceRateLimit(request, reply, "uploadsPerUser", (await getViewer(request)).user.userID);
            const limits = uploadLimits(request);
            // One byte over the limit is enough to know the file is too big; throwFileSizeLimit
            // false lets the handler answer with the shell §5 message instead of a generic 413.
            const part = await request.file({ limits: { fileSize: limits.maxSize }, throwFileSizeLimit: false });
            if (!part) throw fileError("file is required.", "required");
            if (part.fieldname !== "file") {
                part.file.resume();
                throw fileError("file is required.", "required");
            }

            const name = path.basename(part.filename || "").slice(0, 255);
            const extension = matchedExtension(name, limits.allowedExtensions);
            const storageName = extension && /^[a-z0-9]+(?:\.[a-z0-9]+)?$/.test(extension) ? `${randomBytes(16).toString("hex")}.${extension}` : null;
            const dir = uploadsDir();
            const target = storageName ? path.join(dir, storageName) : null;
            let size = 0;
            const counter = byteCounter((count) => (size += count));
            if (target) {
                fs.mkdirSync(dir, { recursive: true });
                await pipeline(part.file, counter, fs.createWriteStream(target, { flags: "wx", mode: 0o644 }));
            } else {
                // Not stored, but read to its end (or the limit) so both problems can be named.
                await pipeline(part.file, counter, async (source: AsyncIterable<Buffer>) => {
                    for await (const chunk of source) void chunk;
                });
            }
            const truncated = part.file.truncated;
            const problems = uploadProblems({ name, size: truncated ? limits.maxSize + 1 : size }, limits);
            if (problems.length || !storageName || !target) {
                if (target) fs.rmSync(target, { force: true });
                const errors = (problems.length ? problems : [{ code: "allowedExtensions", message: "file has an extension that cannot be stored." }]).map(
                    (problem) => ({ field: "file", message: problem.message, code: problem.code, status: 400 }),
                );
                throw new HttpError(400, errors.length === 1 ? errors[0]!.message : "Validation Failed", errors);
            }

            const { type, inline } = contentTypeFor(extension!);
            const dimensions = inline ? await imageSize(target) : null;
            const { user } = await getViewer(request);
            const row: Omit<MediaTable, "mediaID"> = {
                storageName,
                name,
                type: type.split(";")[0]!, // split always returns at least one part
                size,
                width: dimensions?.width ?? null,
                height: dimensions?.height ?? null,
                insertUserID: user.userID,
                dateInserted: new Date().toISOString(),
            };
            let mediaID: number;
            try {
                const inserted = await db.insertInto("media").values(row).returning("mediaID").executeTakeFirstOrThrow();
                mediaID = inserted.mediaID;
            } catch (error) {
                fs.rmSync(target, { force: true });
                throw error;
            }
            const { storageName: _stored, ...fields } = row;
            void _stored;
            return reply.status(201).send({ mediaID, url: `/uploads/${storageName}`, ...fields, foreignType: null, foreignID: null });
        });
    }));

    app.get<{ Params: { name: string } }>("/uploads/:name", async (request, reply) => {
        const { name } = request.params;
        const file = STORAGE_NAME.test(name) ? path.join(uploadsDir(), name) : null;
        const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
        if (!file || !stat?.isFile()) throw new HttpError(404, "Not Found");
        const { type, inline } = contentTypeFor(name.slice(name.indexOf(".") + 1));
        const row = await db.selectFrom("media").select("name").where("storageName", "=", name).executeTakeFirst();
        reply
            .header("content-type", type)
            .header("x-content-type-options", "nosniff")
            .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
            // Random names never change content: cache for a year.
            .header("cache-control", "public, max-age=31536000, immutable");
        if (!inline) {
            const downloadName = (row?.name || name).replace(/[\r\n"\\]/g, "_");
            const ascii = downloadName.replace(/[^\x20-\x7e]/g, "_");
            reply.header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`);
        }
        return reply.send(fs.createReadStream(file));
    });
}
