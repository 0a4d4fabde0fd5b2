/**
 * Registration (shell §2 /entry/register): per-field errors with the typed values kept, a
 * signed-in new member on success, and no registration at all when the site closes it.
 */
import { createTestApp, formBody, formInput, preloadOf, sessionCookieOf, signIn, type ITestApp } from "@server/testing/testApp";

function postRegister(forum: ITestApp, fields: Record<string, string>) {
    const form = formBody(fields);
    return forum.app.inject({ method: "POST", url: "/entry/register", payload: form.payload, headers: { ...form.headers, host: "localhost" } });
}

describe("registration", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });

    afterAll(async () => {
        await forum?.close();
    });

    it("shows the form", async () => {
        const response = await forum.app.inject("/entry/register");
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('action="/entry/register"');
        for (const name of ["name", "email", "password"]) expect(formInput(response.body, "/entry/register", name)).toBeTruthy();
    });

    it("answers 400 with an error per field and keeps what was typed (not the password)", async () => {
        const response = await postRegister(forum, { name: "member", email: "not-an-email", password: "short", target: "/categories" });
        expect(response.statusCode).toBe(400);
        expect(response.headers["set-cookie"]).toBeUndefined();
        expect(response.body).toContain("Please correct the errors below.");
        expect(response.body).toContain("That username is already taken.");
        expect(response.body).toContain("Enter a valid email address.");
        expect(response.body).toContain("Passwords must be at least 8 characters long.");
        expect(formInput(response.body, "/entry/register", "name")).toContain('value="member"');
        expect(formInput(response.body, "/entry/register", "email")).toContain('value="not-an-email"');
        expect(formInput(response.body, "/entry/register", "password")).not.toContain("value=");
        expect(formInput(response.body, "/entry/register", "target")).toContain('value="/categories"');
        expect(response.body).not.toContain("short<");
    });

    it("puts the focus on the first field in error (autofocus, so without JavaScript too), each error tied to its field", async () => {
        const focused = (html: string) => ["name", "email", "password"].filter((name) => /\sautofocus(=""|\s|>)/.test(formInput(html, "/entry/register", name)));
        const all = (await postRegister(forum, { name: "member", email: "not-an-email", password: "short" })).body;
        expect(focused(all)).toEqual(["name"]);
        for (const [name, message] of [["name", "That username is already taken."], ["email", "Enter a valid email address."], ["password", "Passwords must be at least 8 characters long."]] as const) {
            const input = formInput(all, "/entry/register", name);
            expect(input).toContain('aria-invalid="true"');
            expect(input).toContain(`aria-describedby="register-${name}-errors"`);
            expect(all).toMatch(new RegExp(`id="register-${name}-errors"[^>]*>${message}<`));
        }
        const emailAndPassword = (await postRegister(forum, { name: "fresh_name", email: "not-an-email", password: "short" })).body;
        expect(focused(emailAndPassword)).toEqual(["email"]);
        expect(formInput(emailAndPassword, "/entry/register", "name")).not.toContain("aria-invalid");
        const password = (await postRegister(forum, { name: "fresh_name", email: "fresh@example.com", password: "short" })).body;
        expect(focused(password)).toEqual(["password"]);
        // The first visit: nothing is focused for the visitor.
        expect(focused((await forum.app.inject("/entry/register")).body)).toEqual([]);
    });

    it("treats names and email addresses case-insensitively when checking duplicates", async () => {
        const response = await postRegister(forum, { name: "MEMBER", email: "Member@Example.com", password: "long-enough-password" });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain("That username is already taken.");
        expect(response.body).toContain("That email address is already registered.");
    });

    it("refuses a name with characters outside letters, digits, dots, dashes and underscores", async () => {
        const response = await postRegister(forum, { name: "<b>x</b>", email: "fresh@example.com", password: "long-enough-password" });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain("Usernames are 3 to 40 letters, digits, dots, dashes or underscores.");
        expect(formInput(response.body, "/entry/register", "name")).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
        expect(response.body).not.toContain("<b>x</b>");
    });

    it("creates the account, signs it in and redirects (303) to the target", async () => {
        const response = await postRegister(forum, { name: "newcomer", email: "newcomer@example.com", password: "long-enough-password", target: "/categories" });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe("/categories");
        const me = await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie: sessionCookieOf(response) } });
        expect(me.json()).toMatchObject({ name: "newcomer", isAdmin: false });
        expect(me.json().userID).toBeGreaterThan(0);

        // The new account is a member: it can sign in again, and the name is now taken.
        await expect(signIn(forum.app, "newcomer", "long-enough-password")).resolves.toMatch(/^hearth_session=/);
        const again = await postRegister(forum, { name: "newcomer", email: "other@example.com", password: "long-enough-password" });
        expect(again.statusCode).toBe(400);
        expect(again.body).toContain("That username is already taken.");
    });

    it("tells the page that registration is open", async () => {
        expect(preloadOf((await forum.app.inject("/discussions")).body).meta).toMatchObject({ registrationEnabled: true });
    });
});

describe("closed registration", () => {
    it("answers 404 for /entry/register when config.json says Closed", async () => {
        const forum = await createTestApp({ config: { "Garden.Registration.Method": "Closed" } });
        try {
            const page = await forum.app.inject("/entry/register");
            expect(page.statusCode).toBe(404);
            expect(page.body).toContain("Page Not Found");
            const post = await postRegister(forum, { name: "sneaky", email: "sneaky@example.com", password: "long-enough-password" });
            expect(post.statusCode).toBe(404);
            expect(post.headers["set-cookie"]).toBeUndefined();
            const created = await forum.db.selectFrom("users").select("userID").where("name", "=", "sneaky").executeTakeFirst();
            expect(created).toBeUndefined();

            const signInPage = await forum.app.inject("/entry/signin");
            expect(signInPage.body).not.toContain('href="/entry/register');
            expect(preloadOf(signInPage.body).meta).toMatchObject({ registrationEnabled: false });
        } finally {
            await forum.close();
        }
    });

    it("closes and reopens while running through the site config", async () => {
        const forum = await createTestApp();
        try {
            expect((await forum.app.inject("/entry/register")).statusCode).toBe(200);
            await forum.app.hearth.config.set("Garden.Registration.Method", "Closed");
            expect((await forum.app.inject("/entry/register")).statusCode).toBe(404);
            await forum.app.hearth.config.set("Garden.Registration.Method", "Basic");
            expect((await forum.app.inject("/entry/register")).statusCode).toBe(200);
        } finally {
            await forum.close();
        }
    });
});
