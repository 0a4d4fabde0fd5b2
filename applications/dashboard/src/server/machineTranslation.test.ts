/**
 * Machine translation (issue 15 item 5): POST /api/v2/translation-services/translate through the
 * LibreTranslate adapter, against a small LibreTranslate-speaking HTTP server this test starts
 * (the adapter's real HTTP calls, no mock object).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

const API_KEY = "libre-key-1";

let t: ITestApp;
let admin: string;
let member: string;
let service: Server;
let serviceUrl: string;
/** What the service was sent. */
const received: Array<{ path: string; body: Record<string, unknown> }> = [];

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

beforeAll(async () => {
    // LibreTranslate's POST /translate: q (a list), source, target, format, api_key.
    service = createServer((request, response) => {
        void readJson(request).then((body) => {
            received.push({ path: request.url ?? "", body });
            response.setHeader("content-type", "application/json");
            if (request.method !== "POST" || request.url !== "/translate") {
                response.statusCode = 404;
                response.end(JSON.stringify({ error: "Not Found" }));
            } else if (body.api_key !== API_KEY) {
                response.statusCode = 403;
                response.end(JSON.stringify({ error: "Invalid API key" }));
            } else {
                const texts = body.q as string[];
                response.end(JSON.stringify({ translatedText: texts.map((text) => `[${String(body.target)}] ${text}`) }));
            }
        });
    });
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    t = await createTestApp();
    [admin, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "member")]);
});

afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => service?.close(resolve));
});

const asAdmin = () => ({ ...JSON_HEADERS, cookie: admin });
const translate = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: "POST", url: "/api/v2/translation-services/translate", headers, payload: payload as object });

it("is for site managers only, and lists LibreTranslate among the services", async () => {
    for (const cookie of ["", member]) {
        expect((await translate({ ...JSON_HEADERS, ...(cookie ? { cookie } : {}) }, { locale: "de", texts: ["Hello"] })).statusCode).toBe(403);
    }
    const services = (await t.app.inject({ url: "/api/v2/translation-services", headers: { cookie: admin } })).json() as Array<{ type: string; name: string }>;
    expect(services).toEqual(expect.arrayContaining([{ type: "libretranslate", name: "LibreTranslate", isConfigured: false, url: null }]));
    expect(received).toEqual([]);
});

it("refuses a locale without a service that can translate, and bad input", async () => {
    const none = await translate(asAdmin(), { locale: "de", texts: ["Hello"] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([expect.objectContaining({ field: "locale", code: "notConfigured" })]);
    expect((await translate(asAdmin(), { locale: "xx", texts: ["Hello"] })).statusCode).toBe(400);
    expect((await translate(asAdmin(), { locale: "de", texts: [] })).statusCode).toBe(400);
    expect((await translate(asAdmin(), { locale: "de", texts: Array(21).fill("a") })).statusCode).toBe(400);
});

it("pre-fills through the locale's LibreTranslate, configured by address and key", async () => {
    const put = await t.app.inject({ method: "PUT", url: "/api/v2/translation-services/libretranslate", headers: asAdmin(), payload: { apiKey: API_KEY, url: serviceUrl } });
    expect(put.json()).toEqual({ type: "libretranslate", name: "LibreTranslate", isConfigured: true, url: serviceUrl });
    expect((await t.app.inject({ method: "PATCH", url: "/api/v2/locales/de", headers: asAdmin(), payload: { translationService: "libretranslate" } })).statusCode).toBe(200);

    const response = await translate(asAdmin(), { locale: "de", texts: ["Hello", "Two <b>words</b>"] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ service: "libretranslate", locale: "de", translations: ["[de] Hello", "[de] Two <b>words</b>"] });
    expect(received.at(-1)).toEqual({ path: "/translate", body: { q: ["Hello", "Two <b>words</b>"], source: "en", target: "de", format: "text", api_key: API_KEY } });
});

it("answers 502 in the service's words when it refuses or does not answer", async () => {
    await t.app.inject({ method: "PUT", url: "/api/v2/translation-services/libretranslate", headers: asAdmin(), payload: { apiKey: "wrong-key" } });
    const refused = await translate(asAdmin(), { locale: "de", texts: ["Hello"] });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain("Invalid API key");

    // A closed port: nothing answers there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await t.app.inject({ method: "PUT", url: "/api/v2/translation-services/libretranslate", headers: asAdmin(), payload: { apiKey: API_KEY, url: deadUrl } });
    const down = await translate(asAdmin(), { locale: "de", texts: ["Hello"] });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toContain("did not answer");
});
