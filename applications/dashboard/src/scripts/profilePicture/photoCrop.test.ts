import { clampCrop, cropRect, DEFAULT_CROP, dragCrop, MAX_ZOOM, uploadSide } from "@dashboard/profilePicture/photoCrop";

describe("photo crop", () => {
    it("starts with the largest centred square", () => {
        expect(cropRect(600, 400, DEFAULT_CROP)).toEqual({ sx: 100, sy: 0, side: 400 });
        expect(cropRect(300, 900, DEFAULT_CROP)).toEqual({ sx: 0, sy: 300, side: 300 });
    });

    it("keeps every square inside the image, however far it is pushed", () => {
        for (const crop of [{ zoom: 2, x: 0, y: 0 }, { zoom: 2, x: 100, y: 100 }, { zoom: 9, x: -50, y: 250 }, { zoom: 0, x: 50, y: 50 }]) {
            const { sx, sy, side } = cropRect(600, 400, crop);
            expect(sx).toBeGreaterThanOrEqual(0);
            expect(sy).toBeGreaterThanOrEqual(0);
            expect(sx + side).toBeLessThanOrEqual(600);
            expect(sy + side).toBeLessThanOrEqual(400);
        }
        expect(clampCrop({ zoom: 9, x: -5, y: 105 })).toEqual({ zoom: MAX_ZOOM, x: 0, y: 100 });
    });

    it("moves the square against a drag, so the picture follows the pointer", () => {
        // 600 × 400 at zoom 1: a 400 square with 200 px of room across; a 200 px viewport shows 2 source px per screen px.
        const moved = dragCrop(DEFAULT_CROP, 600, 400, 200, 25, 10);
        expect(moved.x).toBeCloseTo(50 - (25 * 2 * 100) / 200);
        // No room vertically at zoom 1: y stays.
        expect(moved.y).toBe(50);
        expect(dragCrop(DEFAULT_CROP, 600, 400, 200, -1000, 0).x).toBe(100);
    });

    it("uploads the crop at its own size, at most 580 px", () => {
        expect(uploadSide(4000, 3000, DEFAULT_CROP)).toBe(580);
        expect(uploadSide(300, 200, DEFAULT_CROP)).toBe(200);
        expect(uploadSide(300, 200, { zoom: 4, x: 0, y: 0 })).toBe(50);
    });
});
