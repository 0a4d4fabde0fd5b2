/**
 * Security holes found in review, each pinned by the request an attacker would send: return
 * addresses that leave the site, and staff editing or creating accounts above their own rank.
 */
import { createTestApp, formBody, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

const API_HEADERS = { "x-requested-with": "vanilla" };

describe("security (dashboard)", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });

    afterAll(async () => {
        await forum?.close();
    });

    async function userID(name: string): Promise<number> {
        const row = await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow();
        return row.userID;
    }

    describe("return addresses stay on this site", () => {
        // Each resolves on this origin but to a path starting "//", which a browser reads as another host.
        const targets = ["/.//evil.example/x", "/%2e//evil.example", "http://localhost//evil.example", "/a/..//evil.example"];

        it.each(targets)("signing in with target %s lands on this site", async (target) => {
            const response = await forum.app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name: "member", password: TEST_PASSWORD, target }) });
            expect(response.statusCode).toBe(303);
            expect(response.headers.location).toMatch(/^\/(?![/\\])/);
        });

        it("a signed-in visitor of /entry/signin is not sent to another site", async () => {
            const cookie = await signIn(forum.app, "member");
            const response = await forum.app.inject({ url: `/entry/signin?target=${encodeURIComponent("/.//evil.example")}`, headers: { cookie } });
            expect(response.statusCode).toBe(303);
            expect(response.headers.location).toBe("/");
        });
    });

    describe("forms posted from another site (login CSRF)", () => {
        function postSignIn(origin?: string) {
            const form = formBody({ name: "member", password: TEST_PASSWORD, target: "/" });
            return forum.app.inject({ method: "POST", url: "/entry/signin", payload: form.payload, headers: { ...form.headers, ...(origin ? { origin } : {}) } });
        }

        it.each(["https://evil.example", "null"])("a sign-in form sent from %s is refused and signs nobody in", async (origin) => {
            const response = await postSignIn(origin);
            expect(response.statusCode).toBe(403);
            expect(response.cookies).toEqual([]);
        });

        it("a sign-out form from another site leaves the session alone", async () => {
            const cookie = await signIn(forum.app, "member");
            const form = formBody({ target: "/" });
            const response = await forum.app.inject({ method: "POST", url: "/entry/signout", payload: form.payload, headers: { ...form.headers, cookie, origin: "https://evil.example" } });
            expect(response.statusCode).toBe(403);
            const me = await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } });
            expect(me.json().name).toBe("member");
        });

        it("this site's own form (or a client that sends no Origin) still signs in", async () => {
            expect((await postSignIn("http://localhost")).statusCode).toBe(303);
            expect((await postSignIn("http://LOCALHOST")).statusCode).toBe(303);
            // Another port or scheme is another site; a TLS-terminating proxy sets TRUST_PROXY or SITE_URL (smallerHoles.test.ts).
            expect((await postSignIn("https://localhost:8443")).statusCode).toBe(403);
            expect((await postSignIn()).statusCode).toBe(303);
        });
    });

    describe("accounts above the editor's rank", () => {
        it("a moderator (users.edit) cannot change an administrator's password or e-mail", async () => {
            const cookie = await signIn(forum.app, "moderator");
            const adminID = await userID("admin");
            const response = await forum.app.inject({
                method: "PATCH",
                url: `/api/v2/users/${adminID}`,
                headers: { cookie, ...API_HEADERS },
                payload: { password: "taken-over-1", email: "mine@evil.example" },
            });
            expect(response.statusCode).toBe(403);
            // The administrator can still sign in with the old password.
            await expect(signIn(forum.app, "admin")).resolves.toMatch(/^hearth_session=/);
        });

        it("a moderator can still edit a member", async () => {
            const cookie = await signIn(forum.app, "moderator");
            const response = await forum.app.inject({
                method: "PATCH",
                url: `/api/v2/users/${await userID("member")}`,
                headers: { cookie, ...API_HEADERS },
                payload: { title: "Helper" },
            });
            expect(response.statusCode).toBe(200);
            expect(response.json().title).toBe("Helper");
        });

        it("holding users.add does not allow creating an administrator", async () => {
            // Give the moderator role users.add (but not administrator).
            const role = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("type", "=", "moderator").executeTakeFirstOrThrow();
            await forum.db
                .updateTable("roles")
                .set({ permissions: JSON.stringify({ ...JSON.parse(role.permissions), "users.add": true }) })
                .where("roleID", "=", role.roleID)
                .execute();
            const cookie = await signIn(forum.app, "moderator");
            const create = (name: string, roleType: string) =>
                forum.app.inject({
                    method: "POST",
                    url: "/api/v2/users",
                    headers: { cookie, ...API_HEADERS },
                    payload: { name, email: `${name}@example.com`, password: "long-enough-1", roleType },
                });
            const admin = await create("sneaky_admin", "administrator");
            expect(admin.statusCode).toBe(403);
            expect(await forum.db.selectFrom("users").select("userID").where("name", "=", "sneaky_admin").executeTakeFirst()).toBeUndefined();
            const member = await create("new_member", "member");
            expect(member.statusCode).toBe(201);
        });
    });
});
