/**
 * Issue 10 item 5, the cases that answered 500 before: each now a 400 in the error shape (or the
 * form again, for a browser's form), and the Fastify-made errors in the same shape.
 */
import { createTestApp, formBody, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

describe("bad input", () => {
    let forum: ITestApp;
    let admin: string;

    beforeAll(async () => {
        forum = await createTestApp();
        admin = await signIn(forum.app, "admin");
    });

    afterAll(async () => {
        await forum?.close();
    });

    it.each(["", "{}", '{"noSuchField": "x"}'])("PATCH /users/{id} with %j changes nothing and answers 400", async (payload) => {
        const response = await forum.app.inject({ method: "PATCH", url: "/api/v2/users/1", headers: { ...JSON_HEADERS, cookie: admin }, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(expect.objectContaining({ status: 400, message: expect.any(String) }));
    });

    it.each(["name[]=&email=a@example.com&password=long-enough-1", "name=newbie&email[]=&password=long-enough-1"])("the registration form with %s shows the form again", async (payload) => {
        const response = await forum.app.inject({ method: "POST", url: "/entry/register", headers: formBody({}).headers, payload });
        expect(response.statusCode).toBe(400);
        expect(response.headers["content-type"]).toContain("text/html");
        expect(response.body).toContain("<form");
    });

    it.each(["/api/v2/roles", "/api/v2/notifications", "/api/v2/tags", "/api/v2/collections", "/api/v2/discussions", "/api/v2/comments?discussionID=1", "/api/v2/users/by-names?name=a"])(
        "%s refuses page and limit of 1e309 and Infinity",
        async (url) => {
            for (const value of ["1e309", "Infinity"]) {
                const response = await forum.app.inject({ url: `${url}${url.includes("?") ? "&" : "?"}page=${value}&limit=${value}`, headers: { cookie: admin } });
                expect(response.statusCode).toBe(400);
                expect(response.json()).toEqual(expect.objectContaining({ status: 400, errors: [expect.objectContaining({ code: expect.any(String) })] }));
            }
        },
    );

    it("a truncated multipart upload is a 400 on the file field", async () => {
        const boundary = "----cut";
        const response = await forum.app.inject({
            method: "POST",
            url: "/api/v2/media",
            headers: { "x-requested-with": "vanilla", cookie: admin, "content-type": `multipart/form-data; boundary=${boundary}` },
            payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(expect.objectContaining({ status: 400, errors: [expect.objectContaining({ field: "file", code: "malformed" })] }));
    });

    it("Fastify's own errors (broken JSON, a URL it cannot decode, a too long path part) come in the same shape", async () => {
        const answers = await Promise.all([
            forum.app.inject({ method: "POST", url: "/api/v2/tick", headers: JSON_HEADERS, payload: '{"type":' }),
            forum.app.inject({ url: "/api/v2/discussions/%E0%A4%A" }),
            forum.app.inject({ url: `/api/v2/discussions/${"9".repeat(200)}` }),
        ]);
        for (const response of answers) {
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
            expect(response.statusCode).toBeLessThan(500);
            const body = response.json();
            expect(body).toEqual(expect.objectContaining({ status: response.statusCode, message: expect.any(String) }));
            expect(body).not.toHaveProperty("statusCode");
            expect(response.headers["content-security-policy"]).toContain("frame-ancestors");
        }
    });
});
