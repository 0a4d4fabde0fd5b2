/**
 * Member photos: PATCH /api/v2/users/{id} `photo` (photoFromUpload, used by usersRoutes.ts) and
 * GET /uploads/avatars/{hash}-{width}.webp to serve them. Their names are content hashes, so
 * the answers are cacheable for a year, by browsers and shared caches alike.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { parseAvatarPhotoName } from "@library/users/avatarPhotos";
import { HttpError } from "@server/http/httpErrors";
import { avatarPhotosDir, PHOTO_TYPES, PhotoProblem, storeAvatarPhoto } from "./avatarPhotoStore";
import { uploadsDir } from "./mediaRoutes";

const UPLOAD_PATH = /^\/uploads\/([a-f0-9]{32}\.[a-z0-9]+(?:\.[a-z0-9]+)?)$/;

function photoError(message: string, code: string): HttpError {
    return new HttpError(400, message, [{ field: "photo", message, code, status: 400 }]);
}

/**
 * The photoUrl a PATCH's `photo` asks for: "" (or null) removes the photo; otherwise it is the
 * `url` POST /media answered for an image that the member themselves or the person changing it
 * uploaded (never someone else's upload), stored in the avatar widths.
 */
export async function photoFromUpload(request: FastifyRequest, photo: string | null, uploaderIDs: number[]): Promise<string> {
    if (photo === null || photo === "") return "";
    const storageName = UPLOAD_PATH.exec(photo)?.[1];
    const media = storageName
        ? await request.server.hearth.db.selectFrom("media").select(["storageName", "type", "insertUserID"]).where("storageName", "=", storageName).executeTakeFirst()
        : undefined;
    if (!media || !uploaderIDs.includes(media.insertUserID)) throw photoError("Upload the photo first (POST /media), then send its url as photo.", "upload");
    if (!PHOTO_TYPES.includes(media.type)) throw photoError("The photo must be a JPEG, PNG, GIF or WebP image.", "type");
    try {
        return await storeAvatarPhoto(path.join(uploadsDir(), media.storageName), uploadsDir());
    } catch (error) {
        if (error instanceof PhotoProblem) throw photoError(error.message, error.code);
        throw error;
    }
}

export async function registerAvatarPhotoRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { name: string } }>("/uploads/avatars/:name", async (request, reply) => {
        const { name } = request.params;
        const file = parseAvatarPhotoName(name) ? path.join(avatarPhotosDir(uploadsDir()), name) : null;
        const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
        if (!file || !stat?.isFile()) throw new HttpError(404, "Not Found");
        return reply
            .header("content-type", "image/webp")
            .header("content-length", stat.size)
            .header("x-content-type-options", "nosniff")
            .header("content-security-policy", "default-src 'none'; sandbox")
            .header("cache-control", "public, max-age=31536000, immutable")
            .send(fs.createReadStream(file));
    });
}
