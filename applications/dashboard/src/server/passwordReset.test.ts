/**
 * "Forgot your password?" (issue 10 items 1 and 2), on both databases: the request answers the
 * same for every name, the mailed link sets a new password once, ends every session and lifts a
 * lock-out, and the requests count against the mail-request limits.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createUser } from "@server/users/usersModel";
import { createTestApp, formBody, JSON_HEADERS, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
const outbox = () => path.join(process.env.DATA_DIR!, "outbox");
const NEW_PASSWORD = "a-brand-new-password";

beforeAll(async () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-reset-"));
    t = await createTestApp({ config: { "RateLimit.signInPerAccount": { max: 5, seconds: 900 }, "RateLimit.emailRequestPerAccount": { max: 3, seconds: 3600 }, "RateLimit.emailRequestPerAddress": { max: 1000, seconds: 3600 } } });
    for (const name of ["forgetful", "racer", "limited"]) {
        await createUser(t.db, { name, email: `${name}@example.com`, password: TEST_PASSWORD, roleType: "member", emailConfirmed: false });
    }
});
afterAll(async () => {
    await t.close();
    fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

function mailFiles(): string[] {
    return fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : [];
}

function latestLinkTo(email: string): string {
    const files = mailFiles();
    const message = fs.readFileSync(path.join(outbox(), files[files.length - 1]!), "utf8");
    expect(message).toContain(`To: ${email}`);
    const match = /http:\/\/[^\s]+\/entry\/passwordreset\/\d+\/[\w-]+/.exec(message);
    if (!match) throw new Error(`No reset link in:\n${message}`);
    return new URL(match[0]).pathname;
}

const post = (url: string, fields: Record<string, string>) => t.app.inject({ method: "POST", url, ...formBody(fields) });

describe("password reset", () => {
    it("is offered on the sign-in page", async () => {
        const page = await t.app.inject({ url: "/entry/signin" });
        expect(page.body).toContain('href="/entry/passwordrequest"');
        expect(page.body).toContain("Forgot your password?");
    });

    it("answers the same for a member and for nobody, and mails only the member", async () => {
        const before = mailFiles().length;
        const nobody = await post("/entry/passwordrequest", { email: "nobody@example.com" });
        expect(mailFiles()).toHaveLength(before);
        const member = await post("/entry/passwordrequest", { email: "forgetful@example.com" });
        expect(mailFiles()).toHaveLength(before + 1);
        expect(member.statusCode).toBe(200);
        expect(nobody.statusCode).toBe(200);
        const notice = "If an account matches what you entered, a link to choose a new password is on its way";
        expect(member.body).toContain(notice);
        expect(nobody.body).toContain(notice);
    });

    it("sets the new password once, signs out every device, confirms the e-mail and lifts a lock-out", async () => {
        const session = await signIn(t.app, "forgetful");
        await post("/entry/passwordrequest", { email: "forgetful" });
        const link = latestLinkTo("forgetful@example.com");

        const form = await t.app.inject({ url: link });
        expect(form.statusCode).toBe(200);
        expect(form.body).toContain("New Password");

        const mismatch = await post(link, { password: NEW_PASSWORD, confirmPassword: "something-else" });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.body).toContain("The passwords do not match.");
        const short = await post(link, { password: "short", confirmPassword: "short" });
        expect(short.body).toContain("Passwords must be at least 8 characters long.");

        // Locked out by wrong guesses before the reset.
        for (let attempt = 0; attempt < 5; attempt++) await post("/entry/signin", { name: "forgetful", password: "wrong-guess", target: "/" });
        expect((await post("/entry/signin", { name: "forgetful", password: TEST_PASSWORD, target: "/" })).statusCode).toBe(429);

        const changed = await post(link, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
        expect(changed.statusCode).toBe(200);
        expect(changed.body).toContain("Your password has been changed");

        expect((await t.app.inject({ url: "/api/v2/users/me", headers: { cookie: session } })).json().userID).toBe(0);
        expect((await post("/entry/signin", { name: "forgetful", password: TEST_PASSWORD, target: "/" })).statusCode).toBe(401);
        const fresh = await signIn(t.app, "forgetful", NEW_PASSWORD);
        expect((await t.app.inject({ url: "/api/v2/users/me", headers: { cookie: fresh } })).json().emailConfirmed).toBe(true);

        const again = await t.app.inject({ url: link });
        expect(again.statusCode).toBe(400);
        expect(again.body).toContain("This password reset link is not valid any more");
        const forged = link.replace(/[\w-]+$/, "forged-token");
        expect((await post(forged, { password: "attacker-password", confirmPassword: "attacker-password" })).statusCode).toBe(400);
    });

    it("only the newest link works", async () => {
        await post("/entry/passwordrequest", { email: "racer@example.com" });
        const first = latestLinkTo("racer@example.com");
        await post("/entry/passwordrequest", { email: "racer@example.com" });
        const second = latestLinkTo("racer@example.com");
        expect((await t.app.inject({ url: first })).statusCode).toBe(400);
        expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    });

    it("of ten submissions of one link at once, exactly one changes the password", async () => {
        await post("/entry/passwordrequest", { email: "racer@example.com" });
        const link = latestLinkTo("racer@example.com");
        const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => post(link, { password: `racer-password-${index}`, confirmPassword: `racer-password-${index}` })));
        const winners = answers.map((answer, index) => (answer.statusCode === 200 ? index : -1)).filter((index) => index >= 0);
        expect(winners).toHaveLength(1);
        expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(9);
        expect(await signIn(t.app, "racer", `racer-password-${winners[0]}`)).toBeTruthy();
    });

    it("counts requests against the per-account limit without telling the requester", async () => {
        const before = mailFiles().length;
        const answers = [];
        for (let request = 0; request < 5; request++) answers.push(await post("/entry/passwordrequest", { email: "limited" }));
        expect(mailFiles()).toHaveLength(before + 3);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
        expect(answers[4]!.headers["retry-after"]).toBeUndefined();
    });

    it("has Vanilla's API: 201 for any name, a field error when none is given", async () => {
        expect((await t.app.inject({ method: "POST", url: "/api/v2/users/request-password", headers: JSON_HEADERS, payload: { email: "nobody-at-all" } })).statusCode).toBe(201);
        const missing = await t.app.inject({ method: "POST", url: "/api/v2/users/request-password", headers: JSON_HEADERS, payload: {} });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors[0].field).toBe("email");
    });
});

describe("password reset requests per address", () => {
    let limited: ITestApp;
    beforeAll(async () => {
        limited = await createTestApp({ config: { "RateLimit.emailRequestPerAddress": { max: 2, seconds: 3600 } } });
    });
    afterAll(() => limited.close());

    it("refuses the third request from one address with 429, Retry-After and the wait", async () => {
        const ask = () => limited.app.inject({ method: "POST", url: "/entry/passwordrequest", ...formBody({ email: "nobody@example.com" }) });
        await ask();
        await ask();
        const refused = await ask();
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
        expect(refused.body).toContain("You have asked for too many emails. Try again in");
        const api = await limited.app.inject({ method: "POST", url: "/api/v2/users/request-password", headers: JSON_HEADERS, payload: { email: "nobody" } });
        expect(api.statusCode).toBe(429);
        expect(api.json().message).toContain("You have asked for too many emails.");
    });
});
