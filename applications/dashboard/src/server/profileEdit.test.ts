/**
 * Editing one's own profile (/profile/edit, issue 12 item 4): name rules, the e-mail change with
 * the current password and re-confirmation, the signature only while signatures are on, the
 * language, the password, and notification choices that the notifications honour.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createUser } from "@server/users/usersModel";
import { createTestApp, formBody, JSON_HEADERS, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let editor: string;
let editorID: number;
let admin: string;
const outbox = () => path.join(process.env.DATA_DIR!, "outbox");
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort().map((file) => fs.readFileSync(path.join(outbox(), file), "utf8")) : []);

/** Every field as the form sends it, the member's current values, changed by `fields`. */
async function save(fields: Record<string, string>, cookie = editor) {
    const row = await t.db.selectFrom("users").selectAll().where("userID", "=", editorID).executeTakeFirstOrThrow();
    const form = { name: row.name, email: row.email, locale: row.locale ?? "", signature: row.signature ?? "", "notify-mention-popup": "1", "notify-comment-popup": "1", "notify-bookmarkComment-popup": "1", "notify-reaction-popup": "1", ...fields };
    const body = formBody(Object.fromEntries(Object.entries(form).filter(([, value]) => value !== "")));
    return t.app.inject({ method: "POST", url: "/profile/edit", headers: { ...body.headers, cookie }, payload: body.payload });
}
const user = () => t.db.selectFrom("users").selectAll().where("userID", "=", editorID).executeTakeFirstOrThrow();

beforeAll(async () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "hearth-profile-"));
    t = await createTestApp();
    editorID = await createUser(t.db, { name: "editor", email: "editor@example.com", password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
    [editor, admin] = await Promise.all([signIn(t.app, "editor"), signIn(t.app, "admin")]);
});
afterAll(async () => {
    await t.close();
    fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

describe("/profile/edit", () => {
    it("gives every element of the page its own id, so each field is named by its one label", async () => {
        const page = (await t.app.inject({ url: "/profile/edit", headers: { cookie: editor } })).body;
        const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
        expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
        const labelled = [...page.matchAll(/<label for="([^"]+)"/g)].map((match) => match[1]);
        expect(labelled).toEqual(expect.arrayContaining(["profile-email-password", "profile-current-password", "profile-new-password", "profile-confirm-password"]));
        expect(labelled.filter((id, index) => labelled.indexOf(id) !== index)).toEqual([]);
        for (const id of labelled) expect(ids).toContain(id);
    });

    it("sends a guest to sign in, and shows a member their own profile's form with a link to change the photo", async () => {
        const guest = await t.app.inject("/profile/edit");
        expect(guest.statusCode).toBe(303);
        expect(guest.headers.location).toBe("/entry/signin?target=%2Fprofile%2Fedit");
        const page = await t.app.inject({ url: "/profile/edit", headers: { cookie: editor } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('value="editor@example.com"');
        expect(page.body).toContain('href="/profile/picture"');
        expect(page.body).not.toContain('name="signature"');
    });

    it("applies the name rules: refused names keep what was typed and say why", async () => {
        const bad = await save({ name: "no spaces allowed" });
        expect(bad.statusCode).toBe(400);
        expect(bad.body).toContain("Usernames are 3 to 40 letters, digits, dots, dashes or underscores.");
        expect(bad.body).toContain('value="no spaces allowed"');
        const taken = await save({ name: "Moderator" });
        expect(taken.statusCode).toBe(400);
        expect(taken.body).toContain("That username is already taken.");
        expect((await user()).name).toBe("editor");
        const renamed = await save({ name: "editor_two" });
        expect(renamed.statusCode).toBe(200);
        expect(renamed.body).toContain("Your profile is saved.");
        expect((await t.app.inject("/profile/editor_two")).statusCode).toBe(200);
        expect((await t.app.inject("/profile/editor")).statusCode).toBe(404);
    });

    it("changes the e-mail address only with the current password, then asks to confirm the new one", async () => {
        const without = await save({ email: "new@example.com" });
        expect(without.statusCode).toBe(400);
        expect(without.body).toContain("Enter your current password to change your password or email.");
        const wrong = await save({ email: "new@example.com", currentPassword: "not my password" });
        expect(wrong.body).toContain("Your current password is not correct.");
        expect((await user()).email).toBe("editor@example.com");

        const before = mails().length;
        const done = await save({ email: "new@example.com", currentPassword: TEST_PASSWORD });
        expect(done.statusCode).toBe(200);
        expect(done.body).toContain("We sent a link to new@example.com");
        expect(await user()).toMatchObject({ email: "new@example.com", emailConfirmed: 0 });
        const mail = mails().slice(before).join("\n");
        expect(mail).toContain("To: new@example.com");
        const link = /http:\/\/[^\s]+(\/entry\/emailconfirm\/\d+\/[\w-]+)/.exec(mail)![1]!;
        expect((await t.app.inject(link)).statusCode).toBe(200);
        expect((await user()).emailConfirmed).toBe(1);
    });

    it("PATCH /users/{id} mails the re-confirmation too", async () => {
        const before = mails().length;
        const response = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${editorID}`, headers: { ...JSON_HEADERS, cookie: editor }, payload: { email: "third@example.com", passwordConfirmation: TEST_PASSWORD } });
        expect(response.statusCode).toBe(200);
        expect((await user()).emailConfirmed).toBe(0);
        expect(mails().slice(before).join("\n")).toContain("To: third@example.com");
    });

    it("offers the signature only while signatures are on, within its length", async () => {
        await save({ signature: "Ignored while off" });
        expect((await user()).signature).toBeNull();
        await t.app.hearth.config.set("Signatures.Enabled", true);
        try {
            expect((await t.app.inject({ url: "/profile/edit", headers: { cookie: editor } })).body).toContain('name="signature"');
            expect((await save({ signature: "x".repeat(1001) })).body).toContain("A signature holds at most 1000 characters.");
            expect((await save({ signature: "**Maker** of [things](https://example.com)" })).statusCode).toBe(200);
            expect((await user()).signature).toBe("**Maker** of [things](https://example.com)");
        } finally {
            await t.app.hearth.config.set("Signatures.Enabled", false);
        }
    });

    it("stores the language when it is one of the site's", async () => {
        expect((await save({ locale: "tlh" })).body).toContain("Choose one of the site&#x27;s languages.");
        expect((await save({ locale: "fr" })).statusCode).toBe(200);
        expect((await user()).locale).toBe("fr");
        expect((await t.app.inject({ url: "/profile/edit", headers: { cookie: editor } })).body).toMatch(/<option value="fr" selected="">/);
    });

    it("answers a change of language in the new language, its notice included", async () => {
        const lang = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];
        const english = await save({ locale: "en" });
        expect(lang(english.body)).toBe("en");
        expect(english.body).toContain('<p role="status">Your profile is saved.</p>');
        const french = await save({ locale: "fr" });
        expect(lang(french.body)).toBe("fr");
        expect(french.body).toContain('<p role="status">Votre profil est enregistré.</p>');
        expect(french.body).toContain("Modifier le profil");
        // Back to the site's language (none chosen): the site's default, English here.
        const site = await save({ locale: "" });
        expect(lang(site.body)).toBe("en");
        expect(site.body).toContain('<p role="status">Your profile is saved.</p>');
        expect((await save({ locale: "fr" })).statusCode).toBe(200);
    });

    it("shows the notification choices in the member's language, their checkboxes' names too", async () => {
        // The choices' table as rendered (the page's catalogue, keyed by the English texts, is elsewhere).
        const choices = async (locale: string) => {
            expect((await save({ locale })).statusCode).toBe(200);
            const page = (await t.app.inject({ url: "/profile/edit", headers: { cookie: editor } })).body;
            return /<table[^>]*>[\s\S]*?<\/table>/.exec(page)?.[0] ?? "";
        };
        const german = await choices("de");
        expect(german).toContain("Kommentare zu meinen Diskussionen");
        expect(german).toContain('aria-label="Erwähnungen: per E-Mail"');
        const french = await choices("fr");
        expect(french).toContain("Commentaires sur mes discussions");
        expect(french).toContain("Quelqu’un commente une discussion que j’ai mise en favori.");
        expect(french).toContain('aria-label="Mentions : dans la liste des notifications"');
        expect(french).toContain('aria-label="Réactions : par e-mail"');
        for (const english of ["Comments on", "Someone", "in the notifications list", "by email"]) expect(french).not.toContain(english);
    });

    it("changes the password with the current one, through the account page's rules", async () => {
        const post = (fields: Record<string, string>) => {
            const body = formBody(fields);
            return t.app.inject({ method: "POST", url: "/profile/edit/password", headers: { ...body.headers, cookie: editor }, payload: body.payload });
        };
        const wrong = await post({ currentPassword: "nope-nope", password: "a-new-password", confirmPassword: "a-new-password" });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.body).toContain("Your current password is not correct.");
        const done = await post({ currentPassword: TEST_PASSWORD, password: "a-new-password", confirmPassword: "a-new-password" });
        expect(done.statusCode).toBe(200);
        expect(done.body).toContain("Your password is changed.");
        expect(await signIn(t.app, "editor_two", "a-new-password")).toBeTruthy();
    });

    it("answers a refused password with its error summary focused on load, and sends a GET of the form's address back to the form", async () => {
        const body = formBody({ currentPassword: TEST_PASSWORD, password: "short", confirmPassword: "other" });
        const refused = await t.app.inject({ method: "POST", url: "/profile/edit/password", headers: { ...body.headers, cookie: editor }, payload: body.payload });
        expect(refused.statusCode).toBe(400);
        // The summary sits several screens down on a phone: autofocus scrolls to it and has it read, without JavaScript.
        expect(refused.body).toMatch(/<p id="profile-password-errors" role="alert" tabindex="-1" autofocus=""[^>]*>[^<]+<\/p>/);
        expect(refused.body.match(/autofocus/g)).toHaveLength(1);
        expect(refused.body).toContain('aria-describedby="profile-confirm-password-errors"');
        // The page as first opened has nothing to focus.
        expect((await t.app.inject({ url: "/profile/edit", headers: { cookie: editor } })).body).not.toContain("autofocus");
        // Reloaded (or its address kept), the refused page's address opens the form instead of "Page Not Found".
        const reloaded = await t.app.inject({ url: "/profile/edit/password", headers: { cookie: editor } });
        expect(reloaded.statusCode).toBe(303);
        expect(reloaded.headers.location).toBe("/profile/edit");
        const account = await t.app.inject({ url: "/account/password", headers: { cookie: editor } });
        expect(account.statusCode).toBe(303);
        expect(account.headers.location).toBe("/account");
    });

    it("ten identical saves at once all succeed and leave one row of choices per kind", async () => {
        const answers = await Promise.all(Array.from({ length: 10 }, () => save({ "notify-reaction-email": "1" })));
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
        expect(await t.db.selectFrom("notificationPreferences").select("kind").where("userID", "=", editorID).orderBy("kind").execute()).toHaveLength(4);
    });
});

describe("notification choices", () => {
    const member = () => t.db.selectFrom("users").select(["userID", "email"]).where("name", "=", "member").executeTakeFirstOrThrow();
    const discussionOf = async (userID: number) => (await t.db.selectFrom("discussions").select("discussionID").where("insertUserID", "=", userID).where("closed", "=", 0).orderBy("discussionID").executeTakeFirstOrThrow()).discussionID;

    it("GET and PATCH /notification-preferences/{id}: one's own, or another's with users.edit", async () => {
        const memberCookie = await signIn(t.app, "member");
        const { userID } = await member();
        expect((await t.app.inject({ url: `/api/v2/notification-preferences/${userID}`, headers: { cookie: memberCookie } })).json()).toMatchObject({ mention: { popup: true, email: false } });
        expect((await t.app.inject({ url: `/api/v2/notification-preferences/${userID}`, headers: { cookie: editor } })).statusCode).toBe(403);
        expect((await t.app.inject(`/api/v2/notification-preferences/${userID}`)).statusCode).toBe(403);
        const patched = await t.app.inject({ method: "PATCH", url: `/api/v2/notification-preferences/${userID}`, headers: { ...JSON_HEADERS, cookie: admin }, payload: { mention: { popup: false }, comment: { email: true } } });
        expect(patched.json()).toMatchObject({ mention: { popup: false, email: false }, comment: { popup: true, email: true } });
    });

    it("are honoured: no list entry for a turned-off kind, and one e-mail (never two) for a kind asked by mail", async () => {
        const memberCookie = await signIn(t.app, "member");
        const { userID, email } = await member();
        // As set above: mentions off the list, comments on my discussions also by mail.
        const discussionID = await discussionOf(userID);
        const before = mails().length;
        const posted = await t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: admin }, payload: { discussionID, body: "A reply for @member" } });
        expect(posted.statusCode).toBe(201);
        await t.app.hearth.jobs.runDueJobs();
        const notes = (await t.app.inject({ url: "/api/v2/notifications", headers: { cookie: memberCookie } })).json() as Array<{ activityType: string; recordID: number }>;
        const mine = notes.filter((note) => note.recordID === posted.json().commentID);
        // The mention is the most specific reason; its kind is off the list, so nothing is listed.
        expect(mine).toEqual([]);
        await t.app.inject({ method: "PATCH", url: `/api/v2/notification-preferences/${userID}`, headers: { ...JSON_HEADERS, cookie: memberCookie }, payload: { mention: { popup: true, email: true } } });
        const second = await t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: admin }, payload: { discussionID, body: "Another, @member" } });
        await t.app.hearth.jobs.runDueJobs();
        const listed = ((await t.app.inject({ url: "/api/v2/notifications", headers: { cookie: memberCookie } })).json() as Array<{ activityType: string; recordID: number }>).filter((note) => note.recordID === second.json().commentID);
        expect(listed.map((note) => note.activityType)).toEqual(["mention"]);
        const sent = mails().slice(before).filter((mail) => mail.includes(`To: ${email}`));
        expect(sent).toHaveLength(1);
        expect(sent[0]).toContain("admin mentioned you in");
        expect(sent[0]).toContain(`/discussion/comment/${second.json().commentID}`);
    });
});
