import fs from "node:fs";
import path from "node:path";
import { validateUpload } from "@library/utility/uploadValidation";
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { imageSizeOf } from "./imageSize";

let t: ITestApp;
let member: string;
let memberID: number;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
    t = await createTestApp({ dataDir: true });
    // Uploads go to DATA_DIR/uploads: this test's temporary folder.
    process.env.DATA_DIR = t.dataDir;
    member = await signIn(t.app, "member");
    memberID = (await t.db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow()).userID;
});
afterAll(async () => {
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    await t.close();
});

interface IPart {
    name: string;
    filename?: string;
    content: Buffer | string;
    type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: IPart[]): { payload: Buffer; headers: Record<string, string> } {
    const boundary = "----hearthTestBoundary7MA4YWxk";
    const chunks: Buffer[] = [];
    for (const part of parts) {
        const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
        const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename !== undefined ? `Content-Type: ${part.type ?? "application/octet-stream"}\r\n` : ""}\r\n`;
        chunks.push(Buffer.from(head), Buffer.from(part.content), Buffer.from("\r\n"));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

function upload(parts: IPart[], cookie: string | null = member) {
    const body = multipart(parts);
    return t.app.inject({
        method: "POST",
        url: "/api/v2/media",
        headers: { ...body.headers, "x-requested-with": "vanilla", ...(cookie ? { cookie } : {}) },
        payload: body.payload,
    });
}

/** The header of a PNG of the given size (enough for the dimensions), then some bytes. */
function pngOf(width: number, height: number): Buffer {
    const header = Buffer.alloc(33);
    header.writeUInt32BE(0x89504e47, 0);
    header.writeUInt32BE(0x0d0a1a0a, 4);
    header.writeUInt32BE(13, 8);
    header.write("IHDR", 12, "latin1");
    header.writeUInt32BE(width, 16);
    header.writeUInt32BE(height, 20);
    return Buffer.concat([header, Buffer.alloc(100, 7)]);
}

const storedFiles = () => (fs.existsSync(path.join(t.dataDir!, "uploads")) ? fs.readdirSync(path.join(t.dataDir!, "uploads")) : []);

describe("POST /api/v2/media", () => {
    it("stores an image under a random name and answers its media data; the file is served back inline", async () => {
        const png = pngOf(3, 2);
        const response = await upload([{ name: "file", filename: "My Photo.PNG", content: png, type: "image/png" }]);
        expect(response.statusCode).toBe(201);
        const media = response.json();
        expect(media).toMatchObject({ name: "My Photo.PNG", type: "image/png", size: png.length, width: 3, height: 2, insertUserID: memberID, foreignType: null, foreignID: null });
        expect(media.mediaID).toEqual(expect.any(Number));
        expect(Date.parse(media.dateInserted)).not.toBeNaN();
        expect(media.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
        expect(storedFiles()).toContain(media.url.split("/").pop());

        const served = await t.app.inject({ url: media.url });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(png)).toBe(true);
        expect(served.headers["content-type"]).toBe("image/png");
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(served.headers["content-disposition"]).toBeUndefined();
    });

    it("serves other files as downloads under their own name, with a type from the allow list", async () => {
        const response = await upload([{ name: "file", filename: "notes.txt", content: "<script>alert(1)</script>", type: "text/html" }]);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ type: "text/plain", width: null, height: null });
        const served = await t.app.inject({ url: response.json().url });
        expect(served.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(served.headers["content-disposition"]).toMatch(/^attachment; filename="notes.txt"/);
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
    });

    it("refuses an extension outside upload.allowedExtensions with the browser's exact message, storing nothing", async () => {
        await t.app.hearth.config.set("upload.allowedExtensions", ["png", "jpg"]);
        try {
            const before = storedFiles();
            const response = await upload([{ name: "file", filename: "tool.exe", content: "MZ" }]);
            expect(response.statusCode).toBe(400);
            const message = "The uploaded file did not have an allowed extension. Only the following extensions are allowed. png, jpg.";
            expect(response.json()).toEqual({ message, status: 400, errors: [{ field: "file", message, code: "allowedExtensions", status: 400 }] });
            expect(validateUpload({ name: "tool.exe", size: 2 }, { allowedExtensions: ["png", "jpg"] })).toEqual([message]);
            expect(storedFiles()).toEqual(before);
        } finally {
            await t.app.hearth.config.set("upload.allowedExtensions", null);
        }
    });

    it("refuses a file over upload.maxSize with the browser's exact message, and keeps no partial file", async () => {
        await t.app.hearth.config.set("upload.maxSize", 1024);
        try {
            const before = storedFiles();
            const response = await upload([{ name: "file", filename: "big.png", content: pngOf(10, 10).subarray(0, 33).toString("latin1") + "x".repeat(5000) }]);
            expect(response.statusCode).toBe(400);
            expect(response.json().errors).toEqual([{ field: "file", message: "The uploaded file was too big (max 1.00 KB).", code: "maxSize", status: 400 }]);
            expect(storedFiles()).toEqual(before);

            const both = await upload([{ name: "file", filename: "big.exe", content: "x".repeat(2000) }]);
            expect((both.json().errors as Array<{ code: string }>).map((error) => error.code)).toEqual(["maxSize", "allowedExtensions"]);
        } finally {
            await t.app.hearth.config.set("upload.maxSize", null);
        }
    });

    it("answers 400 on the file field when no file is sent", async () => {
        const noFile = await upload([{ name: "note", content: "hello" }]);
        expect(noFile.statusCode).toBe(400);
        expect(noFile.json().errors).toEqual([expect.objectContaining({ field: "file", code: "required" })]);
        const json = await t.app.inject({ method: "POST", url: "/api/v2/media", headers: { "x-requested-with": "vanilla", cookie: member }, payload: { file: "x" } });
        expect(json.statusCode).toBe(400);
        expect(json.json().errors).toEqual([expect.objectContaining({ field: "file" })]);
    });

    it("is for signed-in people: 403 for a guest, nothing stored", async () => {
        const before = storedFiles();
        const response = await upload([{ name: "file", filename: "a.png", content: pngOf(1, 1) }], null);
        expect(response.statusCode).toBe(403);
        expect(storedFiles()).toEqual(before);
    });
});

describe("GET /uploads/{name}", () => {
    it("answers 404 for unknown names and anything that is not a stored file name", async () => {
        for (const url of ["/uploads/0123456789abcdef0123456789abcdef.png", "/uploads/..%2Fsession-secret", "/uploads/config.json"]) {
            expect((await t.app.inject({ url })).statusCode).toBe(404);
        }
    });
});

describe("imageSizeOf", () => {
    it("reads PNG, GIF and JPEG dimensions, and nothing from other bytes", () => {
        expect(imageSizeOf(pngOf(640, 480))).toEqual({ width: 640, height: 480 });
        const gif = Buffer.from("GIF89a\x20\x00\x10\x00", "latin1");
        expect(imageSizeOf(gif)).toEqual({ width: 32, height: 16 });
        const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x48, 0x00, 0x60, 0x03, 0, 0, 0, 0]);
        expect(imageSizeOf(jpeg)).toEqual({ width: 96, height: 72 });
        expect(imageSizeOf(Buffer.from("hello world, not an image"))).toBeNull();
    });
});

describe("upload rate limit", () => {
    it("answers 429 with Retry-After past RateLimit.uploadsPerUser, per member", async () => {
        const moderator = await signIn(t.app, "moderator");
        await t.app.hearth.config.set("RateLimit.uploadsPerUser", { max: 2, seconds: 600 });
        try {
            const file = () => upload([{ name: "file", filename: "notes.txt", content: "hello", type: "text/plain" }], moderator);
            expect((await file()).statusCode).toBe(201);
            expect((await file()).statusCode).toBe(201);
            const refused = await file();
            expect(refused.statusCode).toBe(429);
            expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
            expect(refused.json()).toMatchObject({ status: 429, message: expect.stringContaining("Try again in") });
        } finally {
            await t.app.hearth.config.set("RateLimit.uploadsPerUser", { max: 1_000_000, seconds: 1 });
        }
    });
});
