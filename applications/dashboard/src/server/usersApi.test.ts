/** GET /api/v2/users/me and /api/v2/users/$me/permissions (shell §3, §6). */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

describe("users API", () => {
    let forum: ITestApp;
    let staffCategoryID: number;
    const cookies: Record<string, string> = {};

    beforeAll(async () => {
        forum = await createTestApp();
        staffCategoryID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "staff").executeTakeFirstOrThrow()).categoryID;
        for (const name of ["admin", "moderator", "member"]) cookies[name] = await signIn(forum.app, name);
    });

    afterAll(async () => {
        await forum?.close();
    });

    const get = (url: string, name?: string) => forum.app.inject({ url, headers: name ? { cookie: cookies[name] } : {} });

    describe("GET /api/v2/users/me", () => {
        it("is the guest (userID 0) without a session", async () => {
            const response = await get("/api/v2/users/me");
            expect(response.statusCode).toBe(200);
            expect(response.json()).toMatchObject({ userID: 0, name: "Guest", isAdmin: false });
        });

        it.each([
            ["admin", true],
            ["moderator", false],
            ["member", false],
        ])("is %s when signed in as %s, isAdmin %s", async (name, isAdmin) => {
            const body = (await get("/api/v2/users/me", name)).json();
            expect(body).toMatchObject({ name, isAdmin, emailConfirmed: true, countUnreadNotifications: 0 });
            expect(body.userID).toBeGreaterThan(0);
            expect(body.roleIDs.length).toBeGreaterThan(0);
            expect(body.photoUrl).toEqual(expect.any(String));
            // Signing in makes the member active now.
            expect(Date.now() - Date.parse(body.dateLastActive)).toBeLessThan(5 * 60_000);
        });

        it("never exposes the password hash or the email address", async () => {
            const text = (await get("/api/v2/users/me", "member")).body;
            expect(text).not.toContain("scrypt");
            expect(text).not.toContain("passwordHash");
            expect(text).not.toContain("@example.com");
        });
    });

    describe("GET /api/v2/users/$me/permissions", () => {
        it("lists the staff category as a junction, for every viewer", async () => {
            for (const name of [undefined, "member", "moderator", "admin"]) {
                const body = (await get("/api/v2/users/$me/permissions?expand=junctions", name)).json();
                expect(body.junctions.category).toContain(staffCategoryID);
            }
        });

        it("marks only the admin as isAdmin", async () => {
            expect((await get("/api/v2/users/$me/permissions?expand=junctions", "admin")).json()).toMatchObject({ isAdmin: true });
            expect((await get("/api/v2/users/$me/permissions?expand=junctions", "moderator")).json()).toMatchObject({ isAdmin: false });
            expect((await get("/api/v2/users/$me/permissions?expand=junctions")).json()).toMatchObject({ isAdmin: false });
        });

        it("grants the staff category to the moderator and not to the member or guest", async () => {
            const staffEntry = (name?: string) =>
                get("/api/v2/users/$me/permissions?expand=junctions", name).then((response) =>
                    (response.json().permissions as Array<{ type: string; id: number | null; permissions: Record<string, boolean> }>).find(
                        (entry) => entry.type === "category" && entry.id === staffCategoryID,
                    ),
                );
            expect((await staffEntry("moderator"))?.permissions).toMatchObject({ "discussions.view": true });
            expect((await staffEntry("member"))?.permissions["discussions.view"]).toBeFalsy();
            expect((await staffEntry())?.permissions["discussions.view"]).toBeFalsy();
        });

        it("gives the guest view permissions only, and members session.valid", async () => {
            const globalOf = async (name?: string) =>
                ((await get("/api/v2/users/$me/permissions", name)).json().permissions as Array<{ type: string; permissions: Record<string, boolean> }>).find((entry) => entry.type === "global")!
                    .permissions;
            const guest = await globalOf();
            expect(guest["discussions.view"]).toBe(true);
            expect(guest["session.valid"]).toBeFalsy();
            expect(guest["discussions.add"]).toBeFalsy();
            expect(await globalOf("member")).toMatchObject({ "session.valid": true, "discussions.add": true });
        });
    });
});
