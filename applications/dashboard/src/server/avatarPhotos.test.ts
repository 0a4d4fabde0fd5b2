/** Member photos: upload (POST /media), set (PATCH /users/{id} photo), resized and served immutable. */
import sharp from "sharp";
import { AVATAR_PHOTO_WIDTHS } from "@library/users/avatarPhotos";
import { createTestApp, JSON_HEADERS, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
    t = await createTestApp({ dataDir: true });
    // Uploads and photos go to DATA_DIR/uploads: this test's temporary folder.
    process.env.DATA_DIR = t.dataDir;
    cookies.admin = await signIn(t.app, "admin");
    const created = await t.app.inject({ method: "POST", url: "/api/v2/users", headers: { ...JSON_HEADERS, cookie: cookies.admin }, payload: { name: "other_member", email: "other@example.com", password: TEST_PASSWORD } });
    expect(created.statusCode).toBe(201);
    for (const name of ["moderator", "member", "other_member"]) {
        cookies[name] = await signIn(t.app, name);
        ids[name] = (await t.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
    }
});
afterAll(async () => {
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    await t.close();
});

function multipart(filename: string, content: Buffer, type: string) {
    const boundary = "----hearthAvatarBoundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return { payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(who: string, filename: string, content: Buffer, type = "image/png"): Promise<string> {
    const body = multipart(filename, content, type);
    const response = await t.app.inject({ method: "POST", url: "/api/v2/media", headers: { "content-type": body.contentType, "x-requested-with": "vanilla", cookie: cookies[who]! }, payload: body.payload });
    expect(response.statusCode).toBe(201);
    return response.json().url as string;
}

function setPhoto(who: string, userID: number, photo: string | null) {
    return t.app.inject({ method: "PATCH", url: `/api/v2/users/${userID}`, headers: { ...JSON_HEADERS, cookie: cookies[who]! }, payload: { photo } });
}

/** A real picture, wider than tall: left half red, right half blue. */
async function photoPng(width = 600, height = 400): Promise<Buffer> {
    const half = await sharp({ create: { width: width / 2, height, channels: 3, background: "#0000ff" } }).png().toBuffer();
    return sharp({ create: { width, height, channels: 3, background: "#ff0000" } }).composite([{ input: half, left: width / 2, top: 0 }]).png().toBuffer();
}

const photoUrlOf = async (userID: number) => (await t.db.selectFrom("users").select("photoUrl").where("userID", "=", userID).executeTakeFirstOrThrow()).photoUrl;

describe("a member's photo", () => {
    it("is stored square in every avatar width, served as immutable WebP, and shown in the API", async () => {
        const url = await upload("member", "me.png", await photoPng());
        const response = await setPhoto("member", ids.member!, url);
        expect(response.statusCode).toBe(200);
        const photoUrl = response.json().photoUrl as string;
        expect(photoUrl).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}-290\.webp$/);
        expect(await photoUrlOf(ids.member!)).toBe(photoUrl);

        for (const width of AVATAR_PHOTO_WIDTHS) {
            const served = await t.app.inject({ url: photoUrl.replace("-290.", `-${width}.`) });
            expect(served.statusCode).toBe(200);
            expect(served.headers["content-type"]).toBe("image/webp");
            expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
            expect(served.headers["x-content-type-options"]).toBe("nosniff");
            const image = sharp(served.rawPayload);
            expect(await image.metadata()).toMatchObject({ format: "webp", width, height: width });
            // Cropped around the centre: the red left half and the blue right half both remain.
            const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
            const pixel = (x: number) => Array.from(data.subarray((Math.floor(width / 2) * info.width + x) * info.channels, (Math.floor(width / 2) * info.width + x) * info.channels + 3));
            expect(pixel(2)[0]).toBeGreaterThan(200);
            expect(pixel(width - 3)[2]).toBeGreaterThan(200);
        }

        const card = await t.app.inject({ url: `/api/v2/users/${ids.member}`, headers: { cookie: cookies.other_member! } });
        expect(card.json().photoUrl).toBe(photoUrl);
        const discussions = await t.app.inject({ url: `/api/v2/discussions?insertUserID=${ids.member}&expand=insertUser&limit=1` });
        const [first] = discussions.json() as Array<{ insertUser?: { photoUrl: string } }>;
        expect(first?.insertUser?.photoUrl).toBe(photoUrl);
    });

    it("answers 404 for a photo name that is not one (nothing outside the folder is reachable)", async () => {
        for (const url of [`/uploads/avatars/${"0".repeat(32)}-290.webp`, `/uploads/avatars/${"a".repeat(32)}-77.webp`, "/uploads/avatars/..%2f..%2fsession-secret", "/uploads/avatars/x.webp"]) {
            expect((await t.app.inject({ url })).statusCode).toBe(404);
        }
    });

    it("cannot be set by another member, nor from someone else's upload", async () => {
        const before = await photoUrlOf(ids.other_member!);
        const url = await upload("member", "mine.png", await photoPng(200, 100));
        const onOther = await setPhoto("member", ids.other_member!, url);
        expect(onOther.statusCode).toBe(403);
        expect(await photoUrlOf(ids.other_member!)).toBe(before);

        const borrowed = await setPhoto("other_member", ids.other_member!, url);
        expect(borrowed.statusCode).toBe(400);
        expect(borrowed.json().errors).toEqual([expect.objectContaining({ field: "photo", code: "upload" })]);
        expect(await photoUrlOf(ids.other_member!)).toBe(before);

        const notAnUpload = await setPhoto("other_member", ids.other_member!, "https://elsewhere.example/me.png");
        expect(notAnUpload.statusCode).toBe(400);
        expect(notAnUpload.json().errors[0].field).toBe("photo");
    });

    it("may be set by staff with users.edit from the member's own upload", async () => {
        const url = await upload("other_member", "other.png", await photoPng(100, 100));
        const response = await setPhoto("moderator", ids.other_member!, url);
        expect(response.statusCode).toBe(200);
        expect(await photoUrlOf(ids.other_member!)).toMatch(/^\/uploads\/avatars\//);
        expect((await setPhoto("other_member", ids.other_member!, null)).statusCode).toBe(200);
        expect(await photoUrlOf(ids.other_member!)).toBe("");
    });

    it("refuses a file that is not a readable image, or too many pixels, with a field error and no change", async () => {
        const before = await photoUrlOf(ids.member!);
        const cases: Array<[string, Buffer, string, string]> = [
            ["notes.txt", Buffer.from("hello"), "text/plain", "type"],
            ["fake.png", Buffer.from("this is not a png at all, only text"), "image/png", "unreadable"],
        ];
        // 42 megapixels of one grey: a small file, refused from its header, never decoded.
        const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#888888" } }).png({ compressionLevel: 9 }).toBuffer();
        cases.push(["huge.png", huge, "image/png", "tooLarge"]);
        for (const [name, content, type, code] of cases) {
            const url = await upload("member", name, content, type);
            const response = await setPhoto("member", ids.member!, url);
            expect(response.statusCode).toBe(400);
            expect(response.json().errors).toEqual([expect.objectContaining({ field: "photo", code })]);
            expect(response.json().message).toBeTruthy();
        }
        expect(await photoUrlOf(ids.member!)).toBe(before);
    });

    it("is set once however many times the same request is sent at once", async () => {
        const url = await upload("member", "again.png", await photoPng(300, 300));
        const responses = await Promise.all(Array.from({ length: 10 }, () => setPhoto("member", ids.member!, url)));
        expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
        expect(new Set(responses.map((response) => response.json().photoUrl)).size).toBe(1);
        const served = await t.app.inject({ url: responses[0]!.json().photoUrl });
        expect((await sharp(served.rawPayload).metadata()).width).toBe(290);
    });
});
