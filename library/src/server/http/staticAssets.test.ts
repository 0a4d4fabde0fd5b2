/**
 * Static files as the build leaves them (issue 18 item 4): scripts are sent as the build's own
 * brotli or gzip copy (build/precompress.cjs), never compressed again per request, and cached
 * for a year; the site stylesheet is compressed once per version.
 */
import { pageAssetsIn } from "@server/ssr/assetLoader";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createTestApp, type ITestApp } from "@server/testing/testApp";
import { precompress } from "../../../../build/precompress.cjs";

const SCRIPT = `console.log(${JSON.stringify("a bundle ".repeat(400))});`;

let forum: ITestApp;
let distDir: string;

beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-static-"));
    fs.mkdirSync(path.join(distDir, "assets"));
    fs.writeFileSync(path.join(distDir, "assets", "entry.0123456789.js"), SCRIPT);
    await precompress(path.join(distDir, "assets"));
    forum = await createTestApp({ distDir });
});

afterAll(async () => {
    await forum?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
});

describe("a built script", () => {
    it("goes to a brotli client as the build's brotli file, cached for a year", async () => {
        const response = await forum.app.inject({ url: "/assets/entry.0123456789.js", headers: { "accept-encoding": "gzip, deflate, br" } });
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-encoding"]).toBe("br");
        expect(response.headers["cache-control"]).toContain("immutable");
        expect(response.rawPayload.equals(fs.readFileSync(path.join(distDir, "assets", "entry.0123456789.js.br")))).toBe(true);
        expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    });

    it("goes to a gzip-only client as the gzip file, and to any other as it is", async () => {
        const gzip = await forum.app.inject({ url: "/assets/entry.0123456789.js", headers: { "accept-encoding": "gzip" } });
        expect(gzip.headers["content-encoding"]).toBe("gzip");
        expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
        const plain = await forum.app.inject({ url: "/assets/entry.0123456789.js", headers: { "accept-encoding": "identity" } });
        expect(plain.headers["content-encoding"]).toBeUndefined();
        expect(plain.body).toBe(SCRIPT);
    });
});

describe("the site stylesheet", () => {
    it("is sent compressed as the client allows, the same bytes each time", async () => {
        const page = (await forum.app.inject("/entry/signin")).body;
        const href = pageAssetsIn(page)!.stylesheet.href;
        const plain = await forum.app.inject({ url: href, headers: { "accept-encoding": "identity" } });
        expect(plain.headers["content-encoding"]).toBeUndefined();
        const first = await forum.app.inject({ url: href, headers: { "accept-encoding": "gzip, br" } });
        const second = await forum.app.inject({ url: href, headers: { "accept-encoding": "br" } });
        expect(first.headers["content-encoding"]).toBe("br");
        expect(first.headers.vary).toContain("accept-encoding");
        expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
        expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
        const gzip = await forum.app.inject({ url: href, headers: { "accept-encoding": "gzip;q=1, br;q=0" } });
        expect(gzip.headers["content-encoding"]).toBe("gzip");
        expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    });
});
