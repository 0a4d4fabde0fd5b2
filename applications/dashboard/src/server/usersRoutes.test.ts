import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

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

describe("GET /api/v2/users/by-names (mention look-up)", () => {
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
        const own = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${await userID("member")}`, headers: { ...json, cookie: member }, payload: { title: "Keeps the lights on" } });
        expect(own.statusCode).toBe(200);
        expect(own.json().title).toBe("Keeps the lights on");
        const other = await t.app.inject({ method: "PATCH", url: `/api/v2/users/${await userID("admin")}`, headers: { ...json, cookie: member }, payload: { title: "x" } });
        expect(other.statusCode).toBe(403);
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
