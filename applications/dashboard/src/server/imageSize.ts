/**
 * Width and height of an uploaded PNG, GIF, JPEG or WebP, read from its header (media data's
 * width/height). Only the first bytes are read; anything unreadable is "no dimensions", never
 * an error, because the file was already accepted by its extension and size.
 */
import fs from "node:fs";

export interface IImageSize {
    width: number;
    height: number;
}

const HEAD_BYTES = 256 * 1024;

export function imageSizeOf(buffer: Buffer): IImageSize | null {
    // PNG: signature, then the IHDR chunk's width and height (big-endian).
    if (buffer.length >= 24 && buffer.readUInt32BE(0) === 0x89504e47 && buffer.toString("latin1", 12, 16) === "IHDR") {
        return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
    }
    // GIF87a / GIF89a: logical screen size (little-endian).
    if (buffer.length >= 10 && buffer.toString("latin1", 0, 4) === "GIF8") {
        return { width: buffer.readUInt16LE(6), height: buffer.readUInt16LE(8) };
    }
    // WebP: RIFF container with a VP8X, VP8L or VP8 chunk first.
    if (buffer.length >= 30 && buffer.toString("latin1", 0, 4) === "RIFF" && buffer.toString("latin1", 8, 12) === "WEBP") {
        const chunk = buffer.toString("latin1", 12, 16);
        if (chunk === "VP8X") return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3) };
        if (chunk === "VP8L") {
            const bits = buffer.readUInt32LE(21);
            return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
        }
        if (chunk === "VP8 ") return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
        return null;
    }
    // JPEG: walk the segments to the first start-of-frame marker.
    if (buffer.length >= 4 && buffer[0] === 0xff && buffer[1] === 0xd8) {
        let offset = 2;
        while (offset + 9 < buffer.length) {
            if (buffer[offset] !== 0xff) return null;
            const marker = buffer[offset + 1]!; // offset + 9 is inside the buffer (the loop's test)
            const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
            if (isFrame) return { width: buffer.readUInt16BE(offset + 7), height: buffer.readUInt16BE(offset + 5) };
            offset += 2 + buffer.readUInt16BE(offset + 2);
        }
    }
    return null;
}

export async function imageSize(file: string): Promise<IImageSize | null> {
    const handle = await fs.promises.open(file, "r");
    try {
        const buffer = Buffer.alloc(HEAD_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
        const size = imageSizeOf(buffer.subarray(0, bytesRead));
        return size && size.width > 0 && size.height > 0 ? size : null;
    } finally {
        await handle.close();
    }
}
