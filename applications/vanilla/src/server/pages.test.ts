/**
 * Server-rendered pages (content §2, §9): the discussion list in Island and App modes, its
 * paging by address, a discussion with its comments, profiles and the not-found answers.
 */
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";
import { escapeHtml } from "@server/ssr/escape";

const WELCOME = "Welcome to the Hearth demo forum: introduce yourself!";

/** The data-discussion-id attributes of a page, in document order. */
function listedIDs(html: string): number[] {
    return [...html.matchAll(/data-discussion-id="(\d+)"/g)].map((match) => Number(match[1]));
}

function commentCount(html: string): number {
    return [...html.matchAll(/<li[^>]*id="Comment_\d+"/g)].length;
}

describe("pages", () => {
    let forum: ITestApp;
    let welcomeID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        welcomeID = (await forum.db.selectFrom("discussions").select("discussionID").where("name", "=", WELCOME).executeTakeFirstOrThrow()).discussionID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    const apiIDs = async (query: string) =>
        ((await forum.app.inject(`/api/v2/discussions?${query}`)).json() as Array<{ discussionID: number }>).map((discussion) => discussion.discussionID);

    describe("/discussions", () => {
        it("renders the first page of titles on the server, announcements first", async () => {
            const response = await forum.app.inject("/discussions");
            expect(response.statusCode).toBe(200);
            expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
            expect(response.body).toMatch(/^<!DOCTYPE html>/);
            expect(response.body).toContain("<title>Recent Discussions - Hearth Community</title>");
            const expected = await apiIDs("pinOrder=first&limit=30");
            expect(listedIDs(response.body)).toEqual(expected);
            const names = await forum.db.selectFrom("discussions").select("name").where("discussionID", "in", expected).execute();
            for (const { name } of names) expect(response.body).toContain(escapeHtml(name).replace(/&#39;/g, "&#x27;"));
            expect(listedIDs(response.body)[0]).toBe(welcomeID);
        });

        it("preloads the page metadata as JSON, in island mode by default, and none of the list's records (no island reads them)", async () => {
            const preload = preloadOf((await forum.app.inject("/discussions")).body);
            expect(preload.meta).toMatchObject({
                entry: "discussionList",
                mode: "island",
                url: "/discussions",
                siteName: "Hearth Community",
                currentUser: { userID: 0 },
                features: { "customLayout.discussionList": false },
            });
            // The records are in the HTML; the islands (bookmark, dismiss, checkbox) take theirs from data-props.
            expect((await forum.app.inject("/discussions")).body).toContain(WELCOME);
            expect(JSON.stringify(preload.state)).not.toContain(WELCOME);
            expect(preload.state).toEqual({});
        });

        it("has a data-react=\"Pager\" island in island mode", async () => {
            const html = (await forum.app.inject("/discussions")).body;
            expect(html).toMatch(/<div data-react="Pager" data-props="[^"]*"/);
        });

        it("shows page 2 at /discussions/p2 and ?page=2", async () => {
            const expected = await apiIDs("pinOrder=first&limit=30&page=2");
            expect(expected.length).toBeGreaterThan(0);
            for (const url of ["/discussions/p2", "/discussions?page=2"]) {
                const response = await forum.app.inject(url);
                expect(response.statusCode).toBe(200);
                expect(listedIDs(response.body)).toEqual(expected);
                expect(listedIDs(response.body)).not.toContain(welcomeID);
            }
        });

        it("keeps a sort from the address", async () => {
            const html = (await forum.app.inject("/discussions?sort=-dateInserted")).body;
            expect(listedIDs(html)).toEqual(await apiIDs("pinOrder=first&limit=30&sort=-dateInserted"));
        });

        it("treats a bad page number as page 1 and a bad segment as not found", async () => {
            expect(listedIDs((await forum.app.inject("/discussions?page=abc")).body)).toEqual(await apiIDs("pinOrder=first&limit=30"));
            expect((await forum.app.inject("/discussions/page2")).statusCode).toBe(404);
        });

        it("shows the signed-in user in the metadata", async () => {
            const cookie = await signIn(forum.app, "member");
            const preload = preloadOf((await forum.app.inject({ url: "/discussions", headers: { cookie } })).body);
            expect(preload.meta).toMatchObject({ currentUser: { name: "member" } });
        });
    });

    describe("App mode (Feature.customLayout.discussionList.Enabled)", () => {
        beforeAll(async () => {
            await forum.app.hearth.config.set("Feature.customLayout.discussionList.Enabled", true);
        });

        afterAll(async () => {
            await forum.app.hearth.config.set("Feature.customLayout.discussionList.Enabled", false);
        });

        it("renders the list as an App page: meta.mode app, the same titles, no Pager island wrapper", async () => {
            const html = (await forum.app.inject("/discussions")).body;
            expect(preloadOf(html).meta).toMatchObject({ mode: "app", features: { "customLayout.discussionList": true } });
            // The whole page hydrates from the store: it gets the list's records.
            expect(JSON.stringify(preloadOf(html).state)).toContain(WELCOME);
            expect(listedIDs(html)).toEqual(await apiIDs("pinOrder=first&limit=30"));
            expect(html).not.toContain('data-react="Pager"');
        });

        it("turns back to island mode when the flag is turned off, without a restart", async () => {
            await forum.app.hearth.config.set("Feature.customLayout.discussionList.Enabled", false);
            const html = (await forum.app.inject("/discussions")).body;
            expect(preloadOf(html).meta.mode).toBe("island");
            expect(html).toContain('data-react="Pager"');
        });
    });

    describe("/discussion/{id}", () => {
        it("renders the discussion and the first 30 of its 120 comments", async () => {
            const response = await forum.app.inject(`/discussion/${welcomeID}/welcome-to-the-hearth-demo-forum-introduce-yourself`);
            expect(response.statusCode).toBe(200);
            expect(response.body).toContain(`<title>${WELCOME} - Hearth Community</title>`);
            expect(response.body).toContain("Say hello, tell us what you are building, and ask anything.");
            expect(response.body).toContain("120 comments");
            expect(commentCount(response.body)).toBe(30);
            expect(response.body).toContain("Hello from comment 1!");
            expect(response.body).toContain('data-react="Pager"');
            expect(preloadOf(response.body).meta).toMatchObject({ entry: "discussion", tick: { type: "discussion_view", discussionID: welcomeID } });
        });

        it("works without the slug", async () => {
            const response = await forum.app.inject(`/discussion/${welcomeID}`);
            expect(response.statusCode).toBe(200);
            expect(commentCount(response.body)).toBe(30);
        });

        it("pages the comments by /p{N}: 30 on p2 and p4, none on p5", async () => {
            const page2 = (await forum.app.inject(`/discussion/${welcomeID}/welcome/p2`)).body;
            expect(commentCount(page2)).toBe(30);
            expect(page2).not.toContain("Hello from comment 1!");
            expect(commentCount((await forum.app.inject(`/discussion/${welcomeID}/p4`)).body)).toBe(30);
            expect(commentCount((await forum.app.inject(`/discussion/${welcomeID}/p5`)).body)).toBe(0);
        });

        it("answers an unknown discussion with 404 and a bad id with the not-found page", async () => {
            const unknown = await forum.app.inject("/discussion/999999/nothing");
            expect(unknown.statusCode).toBe(404);
            expect(unknown.body).toContain("The page you were looking for could not be found.");
            expect((await forum.app.inject("/discussion/abc")).statusCode).toBe(404);
        });

        it("refuses the staff discussion to a guest (403, with Sign In) and shows it to a moderator", async () => {
            const staffID = (await forum.db.selectFrom("discussions").select("discussionID").where("name", "=", "Moderator notes for this month").executeTakeFirstOrThrow()).discussionID;
            const guest = await forum.app.inject(`/discussion/${staffID}`);
            expect(guest.statusCode).toBe(403);
            expect(guest.body).toContain("Permission Problem");
            expect(guest.body).toContain("You don&#x27;t have permission to view this resource.");
            expect(guest.body).toContain(`href="/entry/signin?target=${encodeURIComponent(`/discussion/${staffID}`)}"`);
            expect(guest.body).not.toContain("Moderator notes for this month");

            const member = await forum.app.inject({ url: `/discussion/${staffID}`, headers: { cookie: await signIn(forum.app, "member") } });
            expect(member.statusCode).toBe(403);

            const moderator = await forum.app.inject({ url: `/discussion/${staffID}`, headers: { cookie: await signIn(forum.app, "moderator") } });
            expect(moderator.statusCode).toBe(200);
            expect(moderator.body).toContain("Moderator notes for this month");
        });
    });

    describe("/profile/{name}", () => {
        it("renders the member's profile with a UserDiscussions island", async () => {
            const response = await forum.app.inject("/profile/member");
            expect(response.statusCode).toBe(200);
            expect(response.body).toContain("<title>member - Hearth Community</title>");
            expect(response.body).toContain('data-react="UserDiscussions"');
            expect(preloadOf(response.body).meta).toMatchObject({ entry: "profile" });
        });

        it("answers an unknown profile with 404", async () => {
            const response = await forum.app.inject("/profile/nobody_here_at_all");
            expect(response.statusCode).toBe(404);
            expect(response.body).toContain("The page you were looking for could not be found.");
            expect(response.body).not.toContain('data-react="UserDiscussions"');
        });
    });

    describe("/categories", () => {
        it("lists the categories a guest may see", async () => {
            const response = await forum.app.inject("/categories");
            expect(response.statusCode).toBe(200);
            expect(response.body).toContain("General Discussion");
            expect(response.body).not.toContain("Staff Room");
        });

        it("renders a category page, and 404 for the hidden or unknown one", async () => {
            expect((await forum.app.inject("/categories/general")).statusCode).toBe(200);
            expect((await forum.app.inject("/categories/staff")).statusCode).toBe(404);
            expect((await forum.app.inject("/categories/no-such-category")).statusCode).toBe(404);
        });
    });

    describe("unknown pages", () => {
        it("answers /nope with 404 and the not-found texts", async () => {
            const response = await forum.app.inject("/nope");
            expect(response.statusCode).toBe(404);
            expect(response.body).toContain("Page Not Found");
            expect(response.body).toContain("The page you were looking for could not be found.");
        });
    });
});
