/**
 * The profile's tabs (shell §2, §6): /profile/{name}, /profile/discussions/{userID}/{name},
 * /profile/comments/{userID}/{name} and /profile/reactions/{name}, their paging, and the private
 * and banned rules on every tab for a guest, another member, the member and a moderator; the
 * same rule on the API's lists by author.
 */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";
import { createUser } from "@server/users/usersModel";
import { newDiscussionRow } from "./discussionsModel";

describe("profile tabs", () => {
    let forum: ITestApp;
    let poster: { userID: number; name: string };
    let cookies: Record<"guest" | "other" | "self" | "moderator", string>;
    let visibleDiscussionID: number;
    let staffDiscussionID: number;
    let deletedCommentID: number;
    let staffCommentID: number;
    let newestCommentID: number;

    const tabs = () => [`/profile/${poster.name}`, `/profile/discussions/${poster.userID}/${poster.name}`, `/profile/comments/${poster.userID}/${poster.name}`, `/profile/reactions/${poster.name}`];
    const get = (url: string, who: keyof typeof cookies = "guest") => forum.app.inject({ url, headers: cookies[who] ? { cookie: cookies[who] } : {} });
    const ids = (html: string, attribute: string) => [...html.matchAll(new RegExp(`data-${attribute}-id="(\\d+)"`, "g"))].map((match) => Number(match[1]));

    beforeAll(async () => {
        forum = await createTestApp();
        const { db } = forum;
        // A member of our own with a known history: 2 discussions (one in the staff-only
        // category), 35 visible comments, one deleted and one in the staff category.
        const admin = await db.selectFrom("users").select("passwordHash").where("name", "=", "admin").executeTakeFirstOrThrow();
        const member = (name: string) => createUser(db, { name, email: `${name}@example.com`, passwordHash: admin.passwordHash, roleType: "member", emailConfirmed: true });
        poster = { userID: await member("profile_poster"), name: "profile_poster" };
        const other = { userID: await member("profile_reader"), name: "profile_reader" };
        await db.updateTable("users").set({ title: "Secret Title" }).where("userID", "=", poster.userID).execute();
        const categories = await db.selectFrom("categories").select(["categoryID", "urlcode"]).execute();
        const staff = categories.find((category) => category.urlcode === "staff")!.categoryID;
        const general = categories.find((category) => category.urlcode === "general")!.categoryID;
        const now = Date.now();
        const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
        const discussion = async (categoryID: number, name: string) =>
            (await db.insertInto("discussions").values(newDiscussionRow({ categoryID, insertUserID: poster.userID, type: "discussion", name, body: "Body", format: "markdown" }, at(1))).returning("discussionID").executeTakeFirstOrThrow()).discussionID;
        visibleDiscussionID = await discussion(general, "Poster's public thread");
        staffDiscussionID = await discussion(staff, "Poster's staff thread");
        const comment = async (discussionID: number, body: string, minutes: number, deleted = false) =>
            (
                await db
                    .insertInto("comments")
                    .values({ discussionID, insertUserID: poster.userID, body, format: "markdown", dateInserted: at(minutes), dateUpdated: null, score: 0, dateDeleted: deleted ? at(minutes) : null })
                    .returning("commentID")
                    .executeTakeFirstOrThrow()
            ).commentID;
        for (let index = 1; index <= 35; index++) newestCommentID = await comment(visibleDiscussionID, `Visible comment number ${index}`, 10 + index);
        deletedCommentID = await comment(visibleDiscussionID, "A comment a moderator deleted", 100, true);
        staffCommentID = await comment(staffDiscussionID, "A comment in the staff room", 101);
        cookies = { guest: "", other: await signIn(forum.app, other.name), self: await signIn(forum.app, poster.name), moderator: await signIn(forum.app, "moderator") };
    });

    afterAll(async () => {
        await forum?.close();
    });

    it("the Discussions tab lists the member's discussions the viewer may see, its tab marked current", async () => {
        const response = await get(`/profile/discussions/${poster.userID}/${poster.name}`);
        expect(response.statusCode).toBe(200);
        expect(ids(response.body, "discussion")).toEqual([visibleDiscussionID]);
        expect(response.body).toMatch(/<a[^>]*href="\/profile\/discussions\/\d+\/[^"]+"[^>]*aria-current="page"/);
        expect((await get(`/profile/discussions/${poster.userID}/${poster.name}`, "moderator")).body).toContain(`data-discussion-id="${staffDiscussionID}"`);
    });

    it("the Comments tab pages newest first by /p{n}, never lists a deleted comment, and hides the categories the viewer may not see", async () => {
        const first = await get(`/profile/comments/${poster.userID}/${poster.name}`);
        expect(first.statusCode).toBe(200);
        const firstIDs = ids(first.body, "comment");
        expect(firstIDs).toHaveLength(30);
        expect(firstIDs[0]).toBe(newestCommentID);
        expect(first.body).toContain("Visible comment number 35");
        expect(first.body).toContain(`href="/profile/comments/${poster.userID}/${poster.name}/p2"`);
        const second = await get(`/profile/comments/${poster.userID}/${poster.name}/p2`);
        expect(ids(second.body, "comment")).toHaveLength(5);
        expect(second.body).toContain("Visible comment number 1<");
        for (const page of [first.body, second.body]) {
            expect(ids(page, "comment")).not.toContain(deletedCommentID);
            expect(ids(page, "comment")).not.toContain(staffCommentID);
        }
        expect(ids((await get(`/profile/comments/${poster.userID}/${poster.name}`, "moderator")).body, "comment")).toContain(staffCommentID);
        // Past the last page: the last page, as the other lists do.
        const beyond = await get(`/profile/comments/${poster.userID}/${poster.name}/p9`);
        expect(beyond.statusCode).toBe(302);
        expect(beyond.headers.location).toBe(`/profile/comments/${poster.userID}/${poster.name}/p2`);
        expect((await get(`/profile/comments/${poster.userID}/${poster.name}/page2`)).statusCode).toBe(404);
    });

    it("an address with an old or wrong name is sent to the member's current one; an unknown ID is 404", async () => {
        const response = await get(`/profile/comments/${poster.userID}/someone-else/p2`);
        expect(response.statusCode).toBe(301);
        expect(response.headers.location).toBe(`/profile/comments/${poster.userID}/${poster.name}/p2`);
        expect((await get("/profile/discussions/999999/nobody")).statusCode).toBe(404);
    });

    it("GET /comments?insertUserID= answers the same list with paging headers", async () => {
        const response = await forum.app.inject(`/api/v2/comments?insertUserID=${poster.userID}&limit=10&page=4`);
        expect(response.statusCode).toBe(200);
        expect(response.headers["x-app-page-result-count"]).toBe("35");
        expect(response.headers["x-app-page-current"]).toBe("4");
        const comments = response.json() as Array<{ commentID: number; insertUserID: number }>;
        expect(comments).toHaveLength(5);
        expect(comments.every((comment) => comment.insertUserID === poster.userID)).toBe(true);
        expect((await forum.app.inject("/api/v2/comments")).statusCode).toBe(400);
    });

    // A banned member cannot sign in (their session is a guest's), so "self" applies to the private profile only.
    describe.each([
        { flag: "private", label: "Private", message: "This user&#x27;s profile is private.", fullFor: ["self", "moderator"] as const },
        { flag: "banned", label: "Banned", message: "This user has been banned.", fullFor: ["moderator"] as const },
    ])("a $flag profile", ({ flag, label, message, fullFor }) => {
        beforeAll(async () => {
            if (flag === "private") await forum.db.updateTable("users").set({ private: 1 }).where("userID", "=", poster.userID).execute();
            else {
                await forum.db.updateTable("users").set({ banned: 1 }).where("userID", "=", poster.userID).execute();
                await forum.app.hearth.config.set("ui.bannedPrivateProfile", true);
            }
        });

        afterAll(async () => {
            await forum.db.updateTable("users").set({ private: 0, banned: 0 }).where("userID", "=", poster.userID).execute();
            await forum.app.hearth.config.set("ui.bannedPrivateProfile", false);
        });

        it.each(["guest", "other"] as const)("shows the %s only the reduced card on every tab", async (who) => {
            for (const url of tabs()) {
                const response = await get(url, who);
                expect(response.statusCode).toBe(200);
                const main = response.body.slice(response.body.indexOf('<main'));
                expect(main).toContain(`>${poster.name}</h1>`);
                expect(main).toContain(`>${label}</span>`);
                expect(main).toContain(message);
                for (const hidden of ["Secret Title", "Joined", "Poster&#x27;s public thread", "Visible comment number", 'aria-label="Profile"']) expect(main).not.toContain(hidden);
            }
            // The API's lists by author follow the same rule.
            for (const api of [`/api/v2/comments?insertUserID=${poster.userID}`, `/api/v2/discussions?insertUserID=${poster.userID}`]) {
                expect((await forum.app.inject({ url: api, headers: cookies[who] ? { cookie: cookies[who] } : {} })).statusCode).toBe(403);
            }
        });

        it.each([...fullFor])("shows the %s every tab in full", async (who) => {
            for (const url of tabs()) {
                const response = await get(url, who);
                expect(response.statusCode).toBe(200);
                expect(response.body).toContain("Secret Title");
                expect(response.body).toContain('aria-label="Profile"');
                expect(response.body).not.toContain(message);
            }
            expect((await get(`/profile/comments/${poster.userID}/${poster.name}`, who)).body).toContain("Visible comment number 35");
            expect((await forum.app.inject({ url: `/api/v2/comments?insertUserID=${poster.userID}`, headers: { cookie: cookies[who] } })).statusCode).toBe(200);
        });
    });

    it("a banned member's profile stays public while ui.bannedPrivateProfile is off", async () => {
        await forum.db.updateTable("users").set({ banned: 1 }).where("userID", "=", poster.userID).execute();
        try {
            expect((await get(`/profile/comments/${poster.userID}/${poster.name}`)).body).toContain("Visible comment number 35");
        } finally {
            await forum.db.updateTable("users").set({ banned: 0 }).where("userID", "=", poster.userID).execute();
        }
    });

    describe("the Message link", () => {
        const messageLink = /<a [^>]*href="\/messages\/add\/profile_poster"[^>]*>Message<\/a>/;
        const hasLink = async (who: keyof typeof cookies, url = `/profile/${poster.name}`) => messageLink.test((await get(url, who)).body);

        it("is offered to another signed-in member on every tab, as a plain link to /messages/add/{name}", async () => {
            for (const url of tabs()) expect(await hasLink("other", url)).toBe(true);
        });

        it("is never offered on one's own profile, nor to a guest", async () => {
            expect(await hasLink("self")).toBe(false);
            expect(await hasLink("guest")).toBe(false);
            expect((await get(`/profile/${poster.name}`, "self")).body).not.toContain("/messages/add/");
        });

        it("follows the user card's rule: not for a banned member, not without conversations.add, not with conversations off", async () => {
            await forum.db.updateTable("users").set({ banned: 1 }).where("userID", "=", poster.userID).execute();
            try {
                expect(await hasLink("other")).toBe(false);
            } finally {
                await forum.db.updateTable("users").set({ banned: 0 }).where("userID", "=", poster.userID).execute();
            }
            await forum.app.hearth.config.set("EnabledApplications.Conversations", false);
            try {
                expect(await hasLink("other")).toBe(false);
            } finally {
                await forum.app.hearth.config.set("EnabledApplications.Conversations", true);
            }
            const memberRole = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("type", "=", "member").executeTakeFirstOrThrow();
            const without = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(memberRole.permissions) as Record<string, boolean>).filter(([name]) => name !== "conversations.add")));
            await forum.db.updateTable("roles").set({ permissions: without }).where("roleID", "=", memberRole.roleID).execute();
            try {
                expect(await hasLink("other")).toBe(false);
            } finally {
                await forum.db.updateTable("roles").set({ permissions: memberRole.permissions }).where("roleID", "=", memberRole.roleID).execute();
            }
            expect(await hasLink("other")).toBe(true);
        });
    });

    it("shows the Permission Problem page to a viewer without profiles.view, on every tab", async () => {
        const guestRole = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("type", "=", "guest").executeTakeFirstOrThrow();
        const without = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(guestRole.permissions) as Record<string, boolean>).filter(([name]) => name !== "profiles.view")));
        await forum.db.updateTable("roles").set({ permissions: without }).where("roleID", "=", guestRole.roleID).execute();
        try {
            for (const url of tabs()) {
                const response = await get(url);
                expect(response.statusCode).toBe(403);
                expect(response.body).not.toContain("Secret Title");
            }
        } finally {
            await forum.db.updateTable("roles").set({ permissions: guestRole.permissions }).where("roleID", "=", guestRole.roleID).execute();
        }
    });
});
