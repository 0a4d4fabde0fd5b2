/**
 * Issue 10 item 3: every answer carries the security headers; pages' scripts carry the answer's
 * nonce; frame-ancestors follows Garden.Embed.TrustedDomains; HSTS only over HTTPS.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { securityHeaderProblems } from "@server/testing/securityHeaderChecks";
import { embedParentSources } from "@server/http/securityHeaders";

function cspDirective(csp: unknown, name: string): string | undefined {
    return String(csp)
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
}

describe("security headers", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp({ config: { "Garden.Embed.TrustedDomains": ["https://blog.example.com", "https://*.partner.example:8443/", "https://evil.example; script-src *"] } });
    });

    afterAll(async () => {
        await forum?.close();
    });

    it.each([
        ["a page", { url: "/discussions" }, 200],
        ["the not-found page", { url: "/no/such/page" }, 404],
        ["an API answer", { url: "/api/v2/discussions" }, 200],
        ["an API 404", { url: "/api/v2/no-such-thing" }, 404],
        ["a validation error", { url: "/api/v2/discussions?limit=banana" }, 400],
        ["the CSRF guard's refusal", { method: "POST" as const, url: "/api/v2/tick", payload: {} }, 403],
        ["broken JSON", { method: "POST" as const, url: "/api/v2/tick", headers: JSON_HEADERS, payload: "{" }, 400],
        ["the favicon", { url: "/favicon.svg" }, 200],
    ])("are on %s", async (_name, request, status) => {
        const response = await forum.app.inject(request);
        expect(response.statusCode).toBe(status);
        expect(securityHeaderProblems(response.headers)).toEqual([]);
    });

    it("give each page its own nonce, carried by every script tag and named by the CSP", async () => {
        const [first, second] = await Promise.all([forum.app.inject("/discussions"), forum.app.inject("/discussions")]);
        const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(cspDirective(csp, "script-src")))?.[1];
        const nonce = nonceOf(first.headers["content-security-policy"]);
        expect(nonce).toBeTruthy();
        expect(nonceOf(second.headers["content-security-policy"])).not.toBe(nonce);
        const tags = first.body.match(/<script\b[^>]*>/g) ?? [];
        expect(tags.length).toBeGreaterThan(0);
        for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
        expect(cspDirective(first.headers["content-security-policy"], "script-src")).not.toContain("unsafe-inline");
    });

    it("never give two answers the same nonce: 16 random bytes each, across many answers", async () => {
        const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(cspDirective(csp, "script-src")))?.[1];
        const nonces: string[] = [];
        for (let answer = 0; answer < 150; answer++) nonces.push(nonceOf((await forum.app.inject("/api/v2/categories")).headers["content-security-policy"])!);
        for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(new Set(nonces).size).toBe(nonces.length);
    });

    it("let the configured embed parents frame the pages, and no other site", async () => {
        const response = await forum.app.inject("/discussions");
        expect(cspDirective(response.headers["content-security-policy"], "frame-ancestors")).toBe("frame-ancestors 'self' https://blog.example.com https://*.partner.example:8443");
        expect(response.headers["x-frame-options"]).toBeUndefined();
    });

    it("follow a change of the embed parents at once", async () => {
        const admin = await signIn(forum.app, "admin");
        const patched = await forum.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...JSON_HEADERS, cookie: admin }, payload: { "Garden.Embed.TrustedDomains": [] } });
        expect(patched.statusCode).toBe(200);
        const response = await forum.app.inject("/discussions");
        expect(cspDirective(response.headers["content-security-policy"], "frame-ancestors")?.trim()).toBe("frame-ancestors 'self'");
    });

    it("send HSTS only on HTTPS", async () => {
        const http = await forum.app.inject("/discussions");
        expect(http.headers["strict-transport-security"]).toBeUndefined();
        const https = await forum.app.inject({ url: "/discussions", remoteAddress: "127.0.0.1", headers: { "x-forwarded-proto": "https" } });
        // Without TRUST_PROXY a forwarded scheme is not believed.
        expect(https.headers["strict-transport-security"]).toBeUndefined();
        const proxied = await createTestApp({ trustProxy: true, seed: false });
        try {
            const behindProxy = await proxied.app.inject({ url: "/api/v2/discussions", headers: { "x-forwarded-proto": "https" } });
            expect(behindProxy.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
        } finally {
            await proxied.close();
        }
    });

    it("read only well-formed origins from the embed setting", () => {
        expect(embedParentSources(["https://a.example/", " HTTP://B.example:8080 ", "javascript:alert(1)", "https://x.example 'unsafe-inline'", 7])).toEqual([
            "https://a.example",
            "http://b.example:8080",
        ]);
        expect(embedParentSources("https://a.example")).toEqual([]);
    });
});
