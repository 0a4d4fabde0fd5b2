/**
 * Signing in and out (shell §2 /entry/signin): the form's errors, the return address, and a
 * session cookie that is HttpOnly, SameSite=Lax, signed and ended on the server by sign-out.
 */
import { createTestApp, formBody, formInput, sessionCookieOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

const FAILED = "The username or password you entered is incorrect.";

describe("sign in and sessions", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });

    afterAll(async () => {
        await forum?.close();
    });

    function postSignIn(fields: Record<string, string>, headers: Record<string, string> = {}) {
        const form = formBody(fields);
        return forum.app.inject({ method: "POST", url: "/entry/signin", payload: form.payload, headers: { ...form.headers, ...headers } });
    }

    async function me(cookie?: string) {
        const response = await forum.app.inject({ url: "/api/v2/users/me", headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBe(200);
        return response.json() as { userID: number; name: string };
    }

    /** The <input> element whose name attribute is `name`. */

    it("shows the sign-in form to a guest", async () => {
        const response = await forum.app.inject("/entry/signin?target=%2Fdiscussions");
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('action="/entry/signin"');
        expect(formInput(response.body, "/entry/signin", "target")).toContain('value="/discussions"');
    });

    it("refuses a wrong password with 401, the error and the typed name kept", async () => {
        const response = await postSignIn({ name: "member", password: "not-the-password", target: "/discussions" });
        expect(response.statusCode).toBe(401);
        expect(response.headers["set-cookie"]).toBeUndefined();
        expect(response.body).toContain(FAILED);
        expect(formInput(response.body, "/entry/signin", "name")).toContain('value="member"');
        expect(formInput(response.body, "/entry/signin", "password")).not.toContain("value=");
        expect(response.body).not.toContain("not-the-password");
        expect(formInput(response.body, "/entry/signin", "target")).toContain('value="/discussions"');
    });

    it("refuses an unknown user and an empty form the same way", async () => {
        const unknown = await postSignIn({ name: "nobody_at_all", password: TEST_PASSWORD });
        expect(unknown.statusCode).toBe(401);
        expect(unknown.body).toContain(FAILED);
        expect(formInput(unknown.body, "/entry/signin", "name")).toContain('value="nobody_at_all"');
        const empty = await postSignIn({});
        expect(empty.statusCode).toBe(401);
        expect(empty.body).toContain(FAILED);
    });

    it("signs in with the right password and redirects (303) to the target", async () => {
        const response = await postSignIn({ name: "member", password: TEST_PASSWORD, target: "/discussions?sort=-score#top" });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/discussions?sort=-score#top");
        expect(await me(sessionCookieOf(response))).toMatchObject({ name: "member" });
    });

    it("accepts the email address and any letter case for the name", async () => {
        for (const name of ["member@example.com", "MEMBER"]) {
            const response = await postSignIn({ name, password: TEST_PASSWORD });
            expect(response.statusCode).toBe(303);
            expect(await me(sessionCookieOf(response))).toMatchObject({ name: "member" });
        }
    });

    it("keeps the target when the Host header names the default port", async () => {
        // "Host: forum.example:80" is a valid way to name the site (RFC 9110 §7.2).
        const response = await postSignIn({ name: "member", password: TEST_PASSWORD, target: "/discussion/1" }, { host: "forum.example:80" });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/discussion/1");
    });

    it("accepts an absolute target on this site", async () => {
        const response = await postSignIn({ name: "member", password: TEST_PASSWORD, target: "http://forum.example:3000/categories?x=1" }, { host: "forum.example:3000" });
        expect(response.headers.location).toBe("/categories?x=1");
    });

    it.each(["http://evil.example/x", "//evil.example", "//evil.example/discussions", "https://localhost/x", "javascript:alert(1)", "/entry/signout"])(
        "redirects to / instead of the target %s",
        async (target) => {
            const response = await postSignIn({ name: "member", password: TEST_PASSWORD, target }, { host: "localhost" });
            expect(response.statusCode).toBe(303);
            expect(response.headers.location).toBe("/");
        },
    );

    it("sends a signed, HttpOnly, SameSite=Lax session cookie for the whole site", async () => {
        const response = await postSignIn({ name: "member", password: TEST_PASSWORD });
        const cookie = response.cookies.find((candidate) => candidate.name === "hearth_session")!;
        expect(cookie).toBeDefined();
        expect(cookie.httpOnly).toBe(true);
        expect(cookie.sameSite).toBe("Lax");
        expect(cookie.path).toBe("/");
        expect(cookie.secure).toBeFalsy();
        expect(new Date(cookie.expires!).getTime()).toBeGreaterThan(Date.now() + 7 * 86400_000);
        // Signed: "<session id>.<signature>".
        expect(cookie.value).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9+/_=-]+$/);
    });

    it("treats a tampered, unsigned or foreign cookie as the guest", async () => {
        const cookie = await signIn(forum.app, "admin");
        expect(await me(cookie)).toMatchObject({ name: "admin" });
        const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
        const [sessionID, signature] = value.split(".");
        if (sessionID === undefined || signature === undefined) throw new Error(`Not a signed session cookie: ${value}`);
        const flip = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);

        expect(await me(`${name}=${flip(sessionID)}.${signature}`)).toMatchObject({ userID: 0 });
        expect(await me(`${name}=${sessionID}.${flip(signature)}`)).toMatchObject({ userID: 0 });
        expect(await me(`${name}=${sessionID}`)).toMatchObject({ userID: 0 });
        expect(await me(`${name}=garbage`)).toMatchObject({ userID: 0 });

        // A cookie another Hearth (another secret) signed is not valid here either.
        const otherForum = await createTestApp();
        try {
            const foreign = await signIn(otherForum.app, "admin");
            expect(await me(foreign)).toMatchObject({ userID: 0 });
        } finally {
            await otherForum.close();
        }
        // The real cookie still works.
        expect(await me(cookie)).toMatchObject({ name: "admin" });
    });

    it("sends a signed-in visitor of /entry/signin on to the target", async () => {
        const cookie = await signIn(forum.app, "member");
        const response = await forum.app.inject({ url: "/entry/signin?target=%2Fcategories", headers: { cookie, host: "localhost" } });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/categories");
    });

    it("ends the session on POST /entry/signout: the old cookie no longer works", async () => {
        const cookie = await signIn(forum.app, "moderator");
        expect(await me(cookie)).toMatchObject({ name: "moderator" });

        const confirm = await forum.app.inject({ url: "/entry/signout", headers: { cookie } });
        expect(confirm.statusCode).toBe(200);
        expect(await me(cookie)).toMatchObject({ name: "moderator" });

        const form = formBody({ target: "/discussions" });
        const response = await forum.app.inject({ method: "POST", url: "/entry/signout", payload: form.payload, headers: { ...form.headers, cookie, host: "localhost" } });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/discussions");
        const cleared = response.cookies.find((candidate) => candidate.name === "hearth_session");
        expect(cleared?.value).toBe("");
        // The browser drops what it kept for the member (their unposted drafts), JavaScript or not.
        expect(response.headers["clear-site-data"]).toBe('"storage"');
        // Replaying the old cookie (a browser that ignored the clearing) gives the guest.
        expect(await me(cookie)).toMatchObject({ userID: 0, name: "Guest" });
    });

    it("signing out ends only that session", async () => {
        const first = await signIn(forum.app, "member");
        const second = await signIn(forum.app, "member");
        const form = formBody({});
        await forum.app.inject({ method: "POST", url: "/entry/signout", payload: form.payload, headers: { ...form.headers, cookie: first } });
        expect(await me(first)).toMatchObject({ userID: 0 });
        expect(await me(second)).toMatchObject({ name: "member" });
    });
});
