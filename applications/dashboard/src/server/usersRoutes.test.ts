import { createUser } from "@server/users/usersModel";
import { createTestApp, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let member: string;
let admin: string;
let moderator: string;
const json = { "x-requested-with": "vanilla", "content-type": "application/json" };

beforeAll(async () => {
    t = await createTestApp();
    [member, admin, moderator] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "admin"), signIn(t.app, "moderator")]);
});
afterAll(() => t.close());

async function userID(name: string): Promise<number> {
    const row = await t.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow();
    return row.userID;
}

describe("GET /api/v2/users/{id}", () => {
    it("shows the user card fields, and the e-mail only to personalInfo.view or the user", async () => {
        const id = await userID("member");
        const asGuest = await t.app.inject({ url: `/api/v2/users/${id}` });
        expect(asGuest.statusCode).toBe(200);
        expect(asGuest.json()).toMatchObject({ userID: id, name: "member", banned: 0, private: false, roles: [{ name: "Member" }] });
        expect(asGuest.json()).not.toHaveProperty("email");
        const asSelf = await t.app.inject({ url: `/api/v2/users/${id}`, headers: { cookie: member } });
        expect(asSelf.json().email).toBe("member@example.com");
        const asModerator = await t.app.inject({ url: `/api/v2/users/${id}`, headers: { cookie: moderator } });
        expect(asModerator.json().email).toBe("member@example.com");
    });

    it("expands reactionsReceived with counts per reaction type", async () => {
        const id = await userID("admin");
        const response = await t.app.inject({ url: `/api/v2/users/${id}?expand[0]=reactionsReceived` });
        const received = response.json().reactionsReceived as Array<{ urlcode: string; count: number }>;
        const expected = await t.db
            .selectFrom("reactions")
            .innerJoin("discussions", "discussions.discussionID", "reactions.recordID")
            .select((eb) => eb.fn.countAll<string | number>().as("n"))
            .where("discussions.insertUserID", "=", id)
            .executeTakeFirstOrThrow();
        expect(received.reduce((sum, entry) => sum + entry.count, 0)).toBe(Number(expected.n));
        // The user card asks for ?expand=all (shell §7), a single value rather than a list.
        const all = await t.app.inject({ url: `/api/v2/users/${id}?expand=all` });
        expect(all.statusCode).toBe(200);
        expect(all.json().reactionsReceived).toEqual(received);
    });

    it("answers 404 for an unknown user and 400 for a bad id or expansion", async () => {
        expect((await t.app.inject({ url: "/api/v2/users/999999" })).statusCode).toBe(404);
        expect((await t.app.inject({ url: "/api/v2/users/abc" })).json().errors[0].field).toBe("id");
        expect((await t.app.inject({ url: "/api/v2/users/1?expand[0]=secrets" })).statusCode).toBe(400);
    });

    it("answers 403 when the viewer holds none of the user-card permissions", async () => {
        await t.db.updateTable("roles").set({ permissions: JSON.stringify({ "discussions.view": true }) }).where("type", "=", "guest").execute();
        try {
            const response = await t.app.inject({ url: `/api/v2/users/${await userID("member")}` });
            expect(response.statusCode).toBe(403);
        } finally {
            await t.db.updateTable("roles").set({ permissions: JSON.stringify({ "discussions.view": true, "profiles.view": true }) }).where("type", "=", "guest").execute();
        }
    });
});

describe("GET /api/v2/users/{id}: private and banned profiles, rank label", () => {
    async function setUser(name: string, values: { private?: number; banned?: number; labelHtml?: string; title?: string }) {
        await t.db.updateTable("users").set(values).where("name", "=", name).execute();
    }

    it("shows a private profile as photo, name and the private flag only, except to personalInfo.view and the user", async () => {
        await setUser("member", { private: 1, title: "Night owl" });
        try {
            const id = await userID("member");
            const asGuest = (await t.app.inject({ url: `/api/v2/users/${id}?expand[0]=all` })).json();
            expect(asGuest).toEqual({ userID: id, name: "member", photoUrl: expect.any(String), dateLastActive: null, banned: 0, private: true });
            const asSelf = (await t.app.inject({ url: `/api/v2/users/${id}`, headers: { cookie: member } })).json();
            expect(asSelf).toMatchObject({ title: "Night owl", email: "member@example.com", countComments: expect.any(Number) });
            const asModerator = (await t.app.inject({ url: `/api/v2/users/${id}`, headers: { cookie: moderator } })).json();
            expect(asModerator).toMatchObject({ title: "Night owl", email: "member@example.com" });
        } finally {
            await setUser("member", { private: 0, title: "" });
        }
    });

    it("hides a banned member's details only while ui.bannedPrivateProfile is on", async () => {
        const bannedID = (await t.db.selectFrom("users").select("userID").where("name", "like", "%").where("name", "not in", ["member", "admin", "moderator"]).orderBy("userID").executeTakeFirstOrThrow()).userID;
        await t.db.updateTable("users").set({ banned: 1 }).where("userID", "=", bannedID).execute();
        try {
            const shown = (await t.app.inject({ url: `/api/v2/users/${bannedID}` })).json();
            expect(shown).toMatchObject({ banned: 1, countDiscussions: expect.any(Number) });
            await t.app.hearth.config.set("ui.bannedPrivateProfile", true);
            const hidden = (await t.app.inject({ url: `/api/v2/users/${bannedID}` })).json();
            expect(hidden).toMatchObject({ banned: 1, private: false });
            expect(hidden).not.toHaveProperty("countDiscussions");
            expect(hidden).not.toHaveProperty("dateInserted");
            const asAdmin = (await t.app.inject({ url: `/api/v2/users/${bannedID}`, headers: { cookie: admin } })).json();
            expect(asAdmin).toHaveProperty("countDiscussions");
            expect(asAdmin).toHaveProperty("email");
        } finally {
            await t.app.hearth.config.set("ui.bannedPrivateProfile", false);
            await t.db.updateTable("users").set({ banned: 0 }).where("userID", "=", bannedID).execute();
        }
    });

    it("returns the rank label sanitised: inline formatting only, no scripts or handlers", async () => {
        await setUser("moderator", { labelHtml: '<b onclick="steal()">Helper</b><script>alert(1)</script><a href="javascript:x">x</a>' });
        try {
            const response = await t.app.inject({ url: `/api/v2/users/${await userID("moderator")}` });
            expect(response.json().labelHtml).toBe("<b>Helper</b>x");
        } finally {
            await setUser("moderator", { labelHtml: "" });
        }
    });

    it("lets users.edit set a rank label (sanitised when written) and refuses members labelling themselves", async () => {
        const id = await userID("member");
        const own = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${id}`, headers: { ...json, cookie: member }, payload: { labelHtml: "<b>Boss</b>" } });
        expect(own.statusCode).toBe(403);
        const byAdmin = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${id}`, headers: { ...json, cookie: admin }, payload: { labelHtml: '<span class="rank" style="x">Regular</span><img src=x onerror=alert(1)>' } });
        expect(byAdmin.statusCode).toBe(200);
        expect(byAdmin.json().labelHtml).toBe('<span class="rank">Regular</span>');
        await t.app.inject({ method: "PATCH", url: `/api/v2/users/${id}`, headers: { ...json, cookie: admin }, payload: { labelHtml: "" } });
    });
});

describe("GET /api/v2/users/by-names (mention look-up)", () => {
    it("ranks users active within 90 days before the others, then by name, and returns at most 50", async () => {
        const now = Date.now();
        const day = 86_400_000;
        // 60 "zq" users: the alphabetically first ones are inactive (91+ days), the last ones recently active.
        const rows = Array.from({ length: 60 }, (_, i) => ({
            name: `zq${String(i).padStart(2, "0")}`,
            email: `zq${i}@example.com`,
            passwordHash: "x",
            photoUrl: "",
            title: "",
            dateInserted: new Date(now - 400 * day).toISOString(),
            dateLastActive: i < 55 ? new Date(now - (91 + i) * day).toISOString() : new Date(now - 89 * day).toISOString(),
            emailConfirmed: 1,
            banned: 0,
            private: 0,
            countDiscussions: 0,
            countComments: 0,
        }));
        await t.db.insertInto("users").values(rows).execute();
        const response = await t.app.inject({ url: "/api/v2/users/by-names?name=zq*&order=mention&limit=100", headers: { cookie: member } });
        expect(response.statusCode).toBe(200);
        const names = (response.json() as Array<{ name: string }>).map((user) => user.name);
        expect(names).toHaveLength(50);
        expect(names.slice(0, 5)).toEqual(["zq55", "zq56", "zq57", "zq58", "zq59"]);
        expect(names.slice(5, 8)).toEqual(["zq00", "zq01", "zq02"]);
        // Without order=mention: by name only.
        const byName = await t.app.inject({ url: "/api/v2/users/by-names?name=zq*&limit=3", headers: { cookie: member } });
        expect((byName.json() as Array<{ name: string }>).map((user) => user.name)).toEqual(["zq00", "zq01", "zq02"]);
    });

    it("matches the prefix before the asterisk, active members first, at most 50", async () => {
        await t.db.updateTable("users").set({ dateLastActive: new Date().toISOString() }).where("name", "=", "moderator").execute();
        await t.db.updateTable("users").set({ dateLastActive: "2020-01-01T00:00:00.000Z" }).where("name", "=", "member").execute();
        const response = await t.app.inject({ url: "/api/v2/users/by-names?name=m*&order=mention&limit=100", headers: { cookie: admin } });
        const names = (response.json() as Array<{ name: string }>).map((user) => user.name);
        expect(names.every((name) => name.startsWith("m"))).toBe(true);
        expect(names.indexOf("moderator")).toBeLessThan(names.indexOf("member"));
        expect(names.length).toBeLessThanOrEqual(50);
    });

    it("treats % and _ literally and needs a name", async () => {
        const wildcard = await t.app.inject({ url: "/api/v2/users/by-names?name=%25*", headers: { cookie: admin } });
        expect(wildcard.json()).toEqual([]);
        expect((await t.app.inject({ url: "/api/v2/users/by-names", headers: { cookie: admin } })).json().errors[0].field).toBe("name");
    });
});

describe("PATCH /api/v2/users/{id}", () => {
    it("lets a member edit their own profile and refuses someone else's", async () => {
        const own = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${await userID("member")}`, headers: { ...json, cookie: member }, payload: { private: true } });
        expect(own.statusCode).toBe(200);
        expect(own.json().private).toBe(true);
        await t.app.inject({ method: "PATCH", url: `/api/v2/users/${await userID("member")}`, headers: { ...json, cookie: member }, payload: { private: false } });
        const other = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${await userID("admin")}`, headers: { ...json, cookie: member }, payload: { private: true } });
        expect(other.statusCode).toBe(403);
    });

    it("lets only holders of users.edit set a title: a member cannot call themselves Admin", async () => {
        const id = await userID("member");
        const patchTitle = (cookie: string, title: string, more: Record<string, unknown> = {}) =>
            t.app.inject({ method: "PATCH", url: `/api/v2/users/${id}`, headers: { ...json, cookie }, payload: { title, ...more } });
        const storedTitle = async () => (await t.db.selectFrom("users").select("title").where("userID", "=", id).executeTakeFirstOrThrow()).title;
        const before = await storedTitle();
        const self = await patchTitle(member, "Admin");
        expect(self.statusCode).toBe(403);
        // Refused as a whole: the other fields of the same request are not saved either.
        const mixed = await patchTitle(member, "Admin", { private: true });
        expect(mixed.statusCode).toBe(403);
        expect(await storedTitle()).toBe(before);
        expect((await t.db.selectFrom("users").select("private").where("userID", "=", id).executeTakeFirstOrThrow()).private).toBe(0);
        // Staff give titles: a moderator (users.edit) and an administrator.
        const byModerator = await patchTitle(moderator, "Keeps the lights on");
        expect(byModerator.statusCode).toBe(200);
        expect(byModerator.json().title).toBe("Keeps the lights on");
        const byAdmin = await patchTitle(admin, "Regular");
        expect(byAdmin.json().title).toBe("Regular");
        // A member who holds users.edit may set their own.
        const moderatorID = await userID("moderator");
        const own = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${moderatorID}`, headers: { ...json, cookie: moderator }, payload: { title: "Moderator" } });
        expect(own.json().title).toBe("Moderator");
    });

    it("reports every bad field and changes nothing", async () => {
        const id = await userID("member");
        const response = await t.app.inject({
            method: "PATCH",
            url: `/api/v2/users/${id}`,
            headers: { ...json, cookie: admin },
            payload: { name: "moderator", email: "not-an-email", password: "short", photoUrl: "javascript:alert(1)" },
        });
        expect(response.statusCode).toBe(400);
        expect((response.json().errors as Array<{ field: string }>).map((error) => error.field).sort()).toEqual(["email", "name", "password", "photoUrl"]);
        const row = await t.db.selectFrom("users").select(["name", "email"]).where("userID", "=", id).executeTakeFirstOrThrow();
        expect(row).toEqual({ name: "member", email: "member@example.com" });
    });

    it("makes a changed e-mail address unconfirmed again (the toast of shell §8 then asks to confirm it)", async () => {
        await createUser(t.db, { name: "mover", email: "mover@example.com", password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
        const cookie = await signIn(t.app, "mover");
        const id = await userID("mover");
        const same = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${id}`, headers: { ...json, cookie }, payload: { email: "Mover@example.com" } });
        expect(same.json().emailConfirmed).toBe(true);
        const moved = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${id}`, headers: { ...json, cookie }, payload: { email: "mover@elsewhere.example", passwordConfirmation: TEST_PASSWORD } });
        expect(moved.statusCode).toBe(200);
        const me = await t.app.inject({ url: "/api/v2/users/me", headers: { cookie } });
        expect(me.json().emailConfirmed).toBe(false);
    });

    it("needs the request-origin header (CSRF guard)", async () => {
        const response = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${await userID("member")}`, headers: { "content-type": "application/json", cookie: member }, payload: { title: "x" } });
        expect(response.statusCode).toBe(403);
    });
});

describe("POST /api/v2/users", () => {
    it("creates a user for holders of users.add, who can then sign in", async () => {
        const created = await t.app.inject({ method: "POST", url: "/api/v2/users", headers: { ...json, cookie: admin }, payload: { name: "newcomer", email: "newcomer@example.com", password: "long-enough-1" } });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({ name: "newcomer", roles: [{ name: "Member" }] });
        expect(await signIn(t.app, "newcomer", "long-enough-1")).toContain("hearth_session");
    });

    it("refuses members (403) and bad input (400 with fields)", async () => {
        const asMember = await t.app.inject({ method: "POST", url: "/api/v2/users", headers: { ...json, cookie: member }, payload: { name: "x_y_z", email: "xyz@example.com", password: "long-enough-1" } });
        expect(asMember.statusCode).toBe(403);
        const bad = await t.app.inject({ method: "POST", url: "/api/v2/users", headers: { ...json, cookie: admin }, payload: { name: "ab", email: "member@example.com", password: "long-enough-1" } });
        expect(bad.statusCode).toBe(400);
        expect((bad.json().errors as Array<{ field: string }>).map((error) => error.field).sort()).toEqual(["email", "name"]);
    });
});
