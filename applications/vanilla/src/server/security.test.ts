/**
 * Security holes found in review of the forum's pages and API, each pinned by the request that
 * exposed it.
 */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

describe("security (forum)", () => {
    let forum: ITestApp;

    beforeAll(async () => {
        forum = await createTestApp();
    });

    afterAll(async () => {
        await forum?.close();
    });

    describe("a private profile's pages", () => {
        beforeAll(async () => {
            await forum.db.updateTable("users").set({ private: 1, title: "Secret Title" }).where("name", "=", "member").execute();
        });

        afterAll(async () => {
            await forum.db.updateTable("users").set({ private: 0, title: "" }).where("name", "=", "member").execute();
        });

        it.each(["/profile/member", "/profile/reactions/member"])("%s shows a guest the reduced card (shell §6), nothing more of the member", async (url) => {
            const response = await forum.app.inject(url);
            expect(response.statusCode).toBe(200);
            expect(response.body).toContain("This user&#x27;s profile is private.");
            expect(response.body).not.toContain("Secret Title");
            expect(response.body).not.toContain("Joined");
        });

        it("another member gets the same reduced card", async () => {
            // A plain member: one of the generated accounts, given the demo password for this test.
            const other = await forum.db.selectFrom("users").select(["userID", "name"]).where("name", "not in", ["admin", "moderator", "member"]).orderBy("userID").executeTakeFirstOrThrow();
            const admin = await forum.db.selectFrom("users").select("passwordHash").where("name", "=", "admin").executeTakeFirstOrThrow();
            await forum.db.updateTable("users").set({ passwordHash: admin.passwordHash }).where("userID", "=", other.userID).execute();
            const memberCookie = await signIn(forum.app, other.name);
            const response = await forum.app.inject({ url: "/profile/member", headers: { cookie: memberCookie } });
            expect(response.body).toContain("This user&#x27;s profile is private.");
            expect(response.body).not.toContain("Secret Title");
        });

        it("opens for its owner and for holders of personalInfo.view", async () => {
            for (const name of ["member", "moderator"]) {
                const response = await forum.app.inject({ url: "/profile/member", headers: { cookie: await signIn(forum.app, name) } });
                expect(response.statusCode).toBe(200);
                expect(response.body).toContain("Secret Title");
            }
        });
    });
});
