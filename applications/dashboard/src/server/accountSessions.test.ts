/**
 * Accounts and sessions: the current password guards password and e-mail changes, a new
 * password ends the other sessions, the signed-in devices list and "sign out everywhere",
 * Secure cookies over HTTPS, and links built from the canonical site URL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, formBody, JSON_HEADERS, sessionCookieOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

/** A bodiless API call from the site's pages: only the request-origin header. */
const ORIGIN = { "x-requested-with": "vanilla" };
let forum: ITestApp;
beforeAll(async () => {
    forum = await createTestApp();
});
afterAll(() => forum.close());

const me = async (cookie: string) => (await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } })).json() as { userID: number; name: string };
const patchUser = async (cookie: string, id: number, payload: Record<string, unknown>) =>
    forum.app.inject({ method: "PATCH", url: `/api/v2/users/${id}`, headers: { ...JSON_HEADERS, cookie }, payload });

async function signInFrom(name: string, userAgent: string, password = TEST_PASSWORD): Promise<string> {
    const response = await forum.app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name, password, target: "/" }), headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": userAgent } });
    expect(response.statusCode).toBe(303);
    return sessionCookieOf(response);
}

async function newMember(name: string): Promise<number> {
    const response = await forum.app.inject({ method: "POST", url: "/api/v2/users", headers: { ...JSON_HEADERS, cookie: await signIn(forum.app, "admin") }, payload: { name, email: `${name}@example.com`, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(201);
    return response.json().userID;
}

describe("changing one's password or e-mail", () => {
    it("needs the current password, and a wrong one changes nothing", async () => {
        const id = await newMember("careful");
        const cookie = await signIn(forum.app, "careful");
        const missing = await patchUser(cookie, id, { password: "a-new-password-1" });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toEqual([expect.objectContaining({ field: "passwordConfirmation", code: "required" })]);
        const wrong = await patchUser(cookie, id, { email: "careful@elsewhere.example", passwordConfirmation: "not-my-password" });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json().errors).toEqual([expect.objectContaining({ field: "passwordConfirmation", code: "invalid" })]);
        const row = await forum.db.selectFrom("users").select("email").where("userID", "=", id).executeTakeFirstOrThrow();
        expect(row.email).toBe("careful@example.com");
        // Other fields need no password.
        expect((await patchUser(cookie, id, { private: true })).statusCode).toBe(200);
        const changed = await patchUser(cookie, id, { email: "careful@elsewhere.example", passwordConfirmation: TEST_PASSWORD });
        expect(changed.statusCode).toBe(200);
    });

    it("signs out every other device when the password changes, and keeps this one", async () => {
        const id = await newMember("switcher");
        const laptop = await signInFrom("switcher", "Laptop");
        const phone = await signInFrom("switcher", "Phone");
        const changed = await patchUser(laptop, id, { password: "a-new-password-1", passwordConfirmation: TEST_PASSWORD });
        expect(changed.statusCode).toBe(200);
        expect((await me(laptop)).userID).toBe(id);
        expect((await me(phone)).userID).toBe(0);
        expect((await forum.app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name: "switcher", password: TEST_PASSWORD, target: "/" }) })).statusCode).toBe(401);
        expect((await forum.app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name: "switcher", password: "a-new-password-1", target: "/" }) })).statusCode).toBe(303);
    });

    it("an administrator's reset ends every session of the member", async () => {
        const id = await newMember("forgetful");
        const session = await signIn(forum.app, "forgetful");
        const reset = await patchUser(await signIn(forum.app, "admin"), id, { password: "a-new-password-2" });
        expect(reset.statusCode).toBe(200);
        expect((await me(session)).userID).toBe(0);
    });
});

describe("signed-in devices", () => {
    it("lists the member's devices by key, never by session ID, and marks this one", async () => {
        await newMember("traveller");
        const laptop = await signInFrom("traveller", "Laptop Browser");
        const phone = await signInFrom("traveller", "Phone Browser");
        const response = await forum.app.inject({ url: "/api/v2/users/me/sessions", headers: { cookie: laptop } });
        expect(response.statusCode).toBe(200);
        const devices = response.json() as Array<{ sessionKey: string; userAgent: string; current: boolean; ipAddress: string }>;
        expect(devices.map((device) => [device.userAgent, device.current]).sort()).toEqual([
            ["Laptop Browser", true],
            ["Phone Browser", false],
        ]);
        expect(devices[0]!.ipAddress).toBe("127.0.0.1");
        for (const cookie of [laptop, phone]) {
            const sessionID = decodeURIComponent(cookie.split("=")[1]!).split(".")[0];
            expect(response.body).not.toContain(sessionID);
        }
        // Someone else's key is not found.
        const other = await signIn(forum.app, "member");
        const phoneKey = devices.find((device) => !device.current)!.sessionKey;
        expect((await forum.app.inject({ method: "DELETE", url: `/api/v2/users/me/sessions/${phoneKey}`, headers: { ...ORIGIN, cookie: other } })).statusCode).toBe(404);
        expect((await me(phone)).name).toBe("traveller");
        // The owner signs the phone out.
        expect((await forum.app.inject({ method: "DELETE", url: `/api/v2/users/me/sessions/${phoneKey}`, headers: { ...ORIGIN, cookie: laptop } })).statusCode).toBe(204);
        expect((await me(phone)).userID).toBe(0);
        expect((await me(laptop)).name).toBe("traveller");
        // Sign out everywhere, this session included.
        const again = await signInFrom("traveller", "Tablet");
        expect((await forum.app.inject({ method: "DELETE", url: "/api/v2/users/me/sessions", headers: { ...ORIGIN, cookie: laptop } })).statusCode).toBe(204);
        expect((await me(laptop)).userID).toBe(0);
        expect((await me(again)).userID).toBe(0);
        expect((await forum.app.inject({ url: "/api/v2/users/me/sessions" })).statusCode).toBe(403);
    });

    it("has a page with a sign-out form per other device and one to sign out everywhere", async () => {
        await newMember("pagereader");
        const desk = await signInFrom("pagereader", "Desk <Browser>");
        const couch = await signInFrom("pagereader", "Couch Browser");
        const page = await forum.app.inject({ url: "/account", headers: { cookie: desk } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("Signed-in devices");
        expect(page.body).toContain("Desk &lt;Browser&gt;");
        expect(page.body).toContain("This device");
        expect(page.body).toContain('action="/account/devices/signout-everywhere"');
        // One button per other device, named after it.
        expect(page.body.match(/action="\/account\/devices\/signout"/g)).toHaveLength(1);
        expect(page.body).toContain('aria-label="Sign out Couch Browser"');
        const sessionKey = /name="sessionKey" value="([^"]+)"/.exec(page.body)![1]!;
        const signedOut = await forum.app.inject({ method: "POST", url: "/account/devices/signout", ...formBody({ sessionKey }), headers: { "content-type": "application/x-www-form-urlencoded", cookie: desk } });
        expect(signedOut.statusCode).toBe(200);
        expect(signedOut.body).toContain("That device is signed out.");
        expect((await me(couch)).userID).toBe(0);
        const everywhere = await forum.app.inject({ method: "POST", url: "/account/devices/signout-everywhere", headers: { cookie: desk } });
        expect(everywhere.statusCode).toBe(303);
        expect(everywhere.headers.location).toBe("/entry/signin");
        // This browser drops the drafts it kept for the member, as on any sign-out.
        expect(everywhere.headers["clear-site-data"]).toBe('"storage"');
        expect((await me(desk)).userID).toBe(0);
        expect((await forum.app.inject({ url: "/account" })).headers.location).toBe("/entry/signin?target=%2Faccount");
    });
});

describe("device names", () => {
    const CHROME_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const SAFARI_ON_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

    it("names a device by its browser and system, keeps an unreadable one as sent, and shortens a long one", async () => {
        await newMember("devicenamer");
        const windows = await signInFrom("devicenamer", CHROME_ON_WINDOWS);
        await signInFrom("devicenamer", SAFARI_ON_IPHONE);
        await signInFrom("devicenamer", "Couch Browser");
        await signInFrom("devicenamer", `Robot/${"x".repeat(200)}`);
        const devices = (await forum.app.inject({ url: "/api/v2/users/me/sessions", headers: { cookie: windows } })).json() as Array<{ deviceName: string; userAgent: string }>;
        expect(devices.map((device) => device.deviceName).sort()).toEqual(["Chrome 131 on Windows 10", "Couch Browser", `Robot/${"x".repeat(73)}…`, "Safari 17 on iPhone"]);
        const page = (await forum.app.inject({ url: "/account", headers: { cookie: windows } })).body;
        expect(page).toContain('aria-label="Sign out Safari 17 on iPhone"');
        expect(page).toContain(">Chrome 131 on Windows 10</strong>");
    });
});

describe("Secure cookies and the canonical site URL", () => {
    const cookieOf = (response: { cookies: Array<{ name: string; secure?: boolean }> }) => response.cookies.find((cookie) => cookie.name === "hearth_session")!;
    const signInOver = (app: ITestApp, headers: Record<string, string>) =>
        app.app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name: "member", password: TEST_PASSWORD, target: "/" }), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

    it("marks the cookie Secure behind a trusted proxy that says https, and only then", async () => {
        const proxied = await createTestApp({ trustProxy: true, seed: true });
        try {
            expect(cookieOf(await signInOver(proxied, { "x-forwarded-proto": "https" })).secure).toBe(true);
            expect(cookieOf(await signInOver(proxied, {})).secure).toBeFalsy();
        } finally {
            await proxied.close();
        }
        // Without trustProxy the header is anyone's to send: it is ignored.
        expect(cookieOf(await signInOver(forum, { "x-forwarded-proto": "https" })).secure).toBeFalsy();
    });

    it("marks the cookie Secure when the canonical site URL is https, and builds e-mail and share links from it, never from Host", async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-mail-"));
        const previous = process.env.DATA_DIR;
        process.env.DATA_DIR = dataDir;
        const site = await createTestApp({ siteUrl: "https://forum.example" });
        try {
            // The proxy speaks https to the browser and http to the server: the canonical origin is still this site.
            const signedIn = await signInOver(site, { host: "forum.example", origin: "https://forum.example" });
            expect(signedIn.statusCode).toBe(303);
            expect(cookieOf(signedIn).secure).toBe(true);
            const cookie = sessionCookieOf(signedIn);
            await site.db.updateTable("users").set({ emailConfirmed: 0 }).where("name", "=", "member").execute();
            const sent = await site.app.inject({ method: "POST", url: "/entry/emailconfirmrequest", headers: { cookie, host: "evil.example" } });
            expect(sent.statusCode).toBe(200);
            const outbox = path.join(dataDir, "outbox");
            const mail = fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]!), "utf8");
            expect(mail).toMatch(/https:\/\/forum\.example\/entry\/emailconfirm\/\d+\//);
            expect(mail).not.toContain("evil.example");

            const discussion = await site.db.selectFrom("discussions").select("discussionID").orderBy("discussionID").executeTakeFirstOrThrow();
            const page = await site.app.inject({ url: `/discussion/${discussion.discussionID}`, headers: { host: "evil.example" } });
            expect(page.body).toContain(`https://forum.example/discussion/${discussion.discussionID}`);
            expect(page.body).not.toContain("evil.example");
        } finally {
            await site.close();
            process.env.DATA_DIR = previous;
            fs.rmSync(dataDir, { recursive: true, force: true });
        }
    });
});

describe("the account page's password form", () => {
    const changePassword = (cookie: string, fields: Record<string, string>) => {
        const form = formBody(fields);
        return forum.app.inject({ method: "POST", url: "/account/password", payload: form.payload, headers: { ...form.headers, cookie } });
    };

    it("says which field is wrong and changes nothing: a short or unmatched new password, a wrong current one", async () => {
        await newMember("formuser");
        const cookie = await signIn(forum.app, "formuser");
        const short = await changePassword(cookie, { currentPassword: TEST_PASSWORD, password: "short", confirmPassword: "short" });
        expect(short.statusCode).toBe(400);
        expect(short.body).toContain("Passwords must be at least 8 characters long.");
        const unmatched = await changePassword(cookie, { currentPassword: TEST_PASSWORD, password: "a-new-password-1", confirmPassword: "a-new-password-2" });
        expect(unmatched.statusCode).toBe(400);
        expect(unmatched.body).toContain("The passwords do not match.");
        const wrong = await changePassword(cookie, { currentPassword: "not-my-password", password: "a-new-password-1", confirmPassword: "a-new-password-1" });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.body).toContain("Your current password is not correct.");
        // The old password still signs in.
        expect(await signIn(forum.app, "formuser")).toMatch(/^hearth_session=/);
    });

    it("changes the password with the current one, keeps this device signed in and signs the others out", async () => {
        const id = await newMember("mover");
        const here = await signInFrom("mover", "Here Browser");
        const elsewhere = await signInFrom("mover", "Other Browser");
        const changed = await changePassword(here, { currentPassword: TEST_PASSWORD, password: "a-new-password-1", confirmPassword: "a-new-password-1" });
        expect(changed.statusCode).toBe(200);
        expect(changed.body).toContain("Your password is changed. Your other devices are signed out.");
        expect((await me(here)).userID).toBe(id);
        expect((await me(elsewhere)).userID).toBe(0);
        const oldPassword = await forum.app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name: "mover", password: TEST_PASSWORD, target: "/" }) });
        expect(oldPassword.statusCode).toBe(401);
        expect(await signIn(forum.app, "mover", "a-new-password-1")).toMatch(/^hearth_session=/);
    });

    it("sends a guest to sign in", async () => {
        const response = await forum.app.inject({ method: "POST", url: "/account/password", ...formBody({ currentPassword: "x", password: "y", confirmPassword: "y" }) });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/entry/signin?target=%2Faccount");
    });
});
