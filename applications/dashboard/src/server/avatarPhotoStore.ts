/**
 * Member photos (issue 12 item 1): a member's upload (POST /api/v2/media) becomes their photo
 * when PATCH /api/v2/users/{id} names it in `photo`. The server decodes it with sharp (libvips),
 * crops it square around its centre (the browser's crop already made it square; this guards
 * other clients), and writes it in the widths avatars are drawn at (AVATAR_PHOTO_WIDTHS) as
 * WebP, without its metadata (a phone photo's EXIF location must not leak), under
 * DATA_DIR/uploads/avatars/{hash}-{width}.webp.
 *
 * The name is a hash of the upload's bytes: the same photo always has the same URLs, so they are
 * served as immutable for a year, and ten identical requests at once write identical files
 * (each through its own temporary file, renamed into place, so no reader sees half a file).
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AVATAR_PHOTO_WIDTHS, avatarPhotoUrl, LARGEST_AVATAR_PHOTO_WIDTH } from "@library/users/avatarPhotos";

/** Larger images are refused before decoding: 40 megapixels is more than any phone camera. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** What libvips may decode for a photo (MIME types the media route stores images as). */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

export class PhotoProblem extends Error {
    constructor(
        message: string,
        readonly code: "type" | "tooLarge" | "unreadable",
    ) {
        super(message);
    }
}

export function avatarPhotosDir(uploadsDir: string): string {
    return path.join(uploadsDir, "avatars");
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await fs.promises.writeFile(temporary, data, { mode: 0o644 });
    await fs.promises.rename(temporary, file);
}

/**
 * Stores the photo in every width and answers the photoUrl to save (the largest width).
 * Throws PhotoProblem for a file that is not a readable raster image or is too large.
 */
export async function storeAvatarPhoto(sourceFile: string, uploadsDir: string): Promise<string> {
    const source = await fs.promises.readFile(sourceFile);
    const hash = createHash("sha256").update(source).digest("hex").slice(0, 32);
    const dir = avatarPhotosDir(uploadsDir);
    const photoUrl = avatarPhotoUrl(hash, LARGEST_AVATAR_PHOTO_WIDTH);
    // Stored before (the same photo again, or a repeated request): the widths are there, decoding again would only cost.
    const stored = await Promise.all(AVATAR_PHOTO_WIDTHS.map((width) => fs.promises.access(path.join(dir, `${hash}-${width}.webp`)).then(() => true, () => false)));
    if (stored.every(Boolean)) return photoUrl;
    await fs.promises.mkdir(dir, { recursive: true });
    // sharp (libvips) is loaded on the first photo, not at every server start (about 40 ms).
    const { default: sharp } = await import("sharp");
    // One decode; each width works on a clone. rotate() applies the EXIF orientation first.
    const image = sharp(source, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" }).rotate();
    try {
        const { format } = await image.metadata();
        if (!format || !["jpeg", "png", "gif", "webp"].includes(format)) throw new PhotoProblem("The photo must be a JPEG, PNG, GIF or WebP image.", "type");
        await Promise.all(
            AVATAR_PHOTO_WIDTHS.map(async (width) => {
                const data = await image.clone().resize(width, width, { fit: "cover", position: "centre" }).webp({ quality: 82 }).toBuffer();
                await writeAtomically(path.join(dir, `${hash}-${width}.webp`), data);
            }),
        );
    } catch (error) {
        if (error instanceof PhotoProblem) throw error;
        const message = error instanceof Error ? error.message : "";
        if (/pixel limit/i.test(message)) throw new PhotoProblem(`The photo is too large: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels.`, "tooLarge");
        throw new PhotoProblem("The photo could not be read as an image.", "unreadable");
    }
    return photoUrl;
}
