import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createUser } from "@server/users/usersModel";
import { createTestApp, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let unconfirmed: string;
let confirmed: string;
const outbox = () => path.join(process.env.DATA_DIR!, "outbox");

beforeAll(async () => {
    // The outbox goes under DATA_DIR (read when a message is sent).
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-mail-"));
    t = await createTestApp({ config: { "Garden.Registration.ConfirmEmail": true } });
    await createUser(t.db, { name: "newcomer", email: "newcomer@example.com", password: TEST_PASSWORD, roleType: "member", emailConfirmed: false });
    [unconfirmed, confirmed] = await Promise.all([signIn(t.app, "newcomer"), signIn(t.app, "member")]);
});
afterAll(async () => {
    await t.close();
    fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

function linkFromOutbox(): string {
    const files = fs.readdirSync(outbox()).sort();
    const message = fs.readFileSync(path.join(outbox(), files[files.length - 1]!), "utf8");
    expect(message).toContain("To: newcomer@example.com");
    const match = /http:\/\/[^\s]+\/entry\/emailconfirm\/\d+\/[\w-]+/.exec(message);
    if (!match) throw new Error(`No confirmation link in:\n${message}`);
    return new URL(match[0]).pathname;
}

describe("e-mail confirmation (shell §2, §8)", () => {
    it("sends guests to sign in first", async () => {
        const response = await t.app.inject({ url: "/entry/emailconfirmrequest" });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/entry/signin?target=%2Fentry%2Femailconfirmrequest");
    });

    it("offers the resend button to an unconfirmed member, and says so to a confirmed one", async () => {
        const page = await t.app.inject({ url: "/entry/emailconfirmrequest", headers: { cookie: unconfirmed } });
        expect(page.body).toContain("Resend confirmation email");
        const done = await t.app.inject({ url: "/entry/emailconfirmrequest", headers: { cookie: confirmed } });
        expect(done.body).toContain("Your email address is already confirmed.");
    });

    it("mails a link that confirms the address once, and only the latest link works", async () => {
        await t.app.inject({ method: "POST", url: "/entry/emailconfirmrequest", headers: { cookie: unconfirmed } });
        const first = linkFromOutbox();
        const sent = await t.app.inject({ method: "POST", url: "/entry/emailconfirmrequest", headers: { cookie: unconfirmed } });
        expect(sent.body).toContain("A confirmation link is on its way");
        const latest = linkFromOutbox();
        expect(latest).not.toBe(first);

        expect((await t.app.inject({ url: first })).statusCode).toBe(400);
        const forged = latest.replace(/[\w-]+$/, "forged-token");
        expect((await t.app.inject({ url: forged })).body).toContain("This confirmation link is not valid any more.");

        const confirmedPage = await t.app.inject({ url: latest });
        expect(confirmedPage.statusCode).toBe(200);
        expect(confirmedPage.body).toContain("Your email address has been confirmed.");
        const me = await t.app.inject({ url: "/api/v2/users/me", headers: { cookie: unconfirmed } });
        expect(me.json().emailConfirmed).toBe(true);
        expect((await t.app.inject({ url: latest })).statusCode).toBe(400);
    });
});
