/**
 * The square crop of a photo on /profile/picture, as plain numbers so the keyboard, the
 * pointer and the tests all move the same thing. `zoom` 1 takes the largest square the image
 * holds; `x` and `y` place the square across the room left on each axis, in percent (50 =
 * centred), so every value in range is a square inside the image.
 */

export interface ICrop {
    zoom: number;
    x: number;
    y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const DEFAULT_CROP: ICrop = { zoom: 1, x: 50, y: 50 };
/**
 * The side of the square sent to the server: the largest stored width is 290 (avatarPhotos.ts);
 * twice that leaves room for it to resize well without sending a camera's megapixels.
 */
export const UPLOAD_SIDE = 580;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampCrop(crop: ICrop): ICrop {
    return { zoom: clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM), x: clamp(crop.x, 0, 100), y: clamp(crop.y, 0, 100) };
}

/** The square of the source image (in its pixels) that the crop keeps. */
export function cropRect(width: number, height: number, crop: ICrop): { sx: number; sy: number; side: number } {
    const { zoom, x, y } = clampCrop(crop);
    const side = Math.min(width, height) / zoom;
    return { sx: ((width - side) * x) / 100, sy: ((height - side) * y) / 100, side };
}

/**
 * The crop after dragging the picture by (dx, dy) screen pixels in a viewport `viewport` pixels
 * wide: the picture follows the pointer, so the square moves the other way.
 */
export function dragCrop(crop: ICrop, width: number, height: number, viewport: number, dx: number, dy: number): ICrop {
    const { side } = cropRect(width, height, crop);
    const scale = side / viewport;
    const share = (moved: number, room: number) => (room > 0 ? (moved * scale * 100) / room : 0);
    return clampCrop({ ...crop, x: crop.x - share(dx, width - side), y: crop.y - share(dy, height - side) });
}

/** The side, in pixels, of the square to upload: the crop's own size, at most UPLOAD_SIDE. */
export function uploadSide(width: number, height: number, crop: ICrop): number {
    return Math.max(1, Math.round(Math.min(cropRect(width, height, crop).side, UPLOAD_SIDE)));
}
