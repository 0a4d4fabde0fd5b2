import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
let admin: string;
let moderator: string;
let member: string;

beforeAll(async () => {
    t = await createTestApp();
    [admin, moderator, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "moderator"), signIn(t.app, "member")]);
});
afterAll(() => t.close());

const page = (cookie?: string) => t.app.inject({ url: "/dashboard", headers: cookie ? { cookie } : {} });

describe("/dashboard", () => {
    it("answers the 403 page to a guest and a member", async () => {
        for (const cookie of [undefined, member]) {
            const response = await page(cookie);
            expect(response.statusCode).toBe(403);
            expect(response.body).toContain("Permission Problem");
        }
    });

    it("shows an administrator the totals from the counters, the sign-ups and every section", async () => {
        const response = await page(admin);
        expect(response.statusCode).toBe(200);
        const sums = await t.app.hearth.db.selectFrom("categories").select((eb) => [eb.fn.sum<number>("countDiscussions").as("d")]).executeTakeFirstOrThrow();
        const members = (await t.app.hearth.db.selectFrom("users").select("userID").execute()).length;
        expect(response.body).toContain(`Members</dt><dd class="`);
        expect(response.body).toMatch(new RegExp(`Discussions</dt><dd[^>]*>${Number(sums.d).toLocaleString("en-US")}<`));
        expect(response.body).toMatch(new RegExp(`Members</dt><dd[^>]*>${members.toLocaleString("en-US")}<`));
        expect(response.body).toContain("Recent sign-ups");
        for (const href of ["/dashboard/settings", "/dashboard/navigation", "/dashboard/addons", "/dashboard/categories", "/dashboard/roles", "/dashboard/audit-log"]) {
            expect(response.body).toContain(`href="${href}"`);
        }
        // The side navigation marks the page's own section.
        expect(response.body).toMatch(/href="\/dashboard" aria-current="page"/);
    });

    it("shows a moderator the sections a moderator may open and none of the site manager's", async () => {
        const response = await page(moderator);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('href="/dashboard/members"');
        expect(response.body).toContain('href="/dashboard/content/reports"');
        expect(response.body).not.toContain('href="/dashboard/settings"');
        expect(response.body).not.toContain('href="/dashboard/roles"');
    });

    it("counts the open reports of the moderation queue (new and escalated), not the handled ones", async () => {
        const { db } = t.app.hearth;
        const comment = await db.selectFrom("comments").select(["commentID", "discussionID", "insertUserID"]).orderBy("commentID").executeTakeFirstOrThrow();
        const discussion = await db.selectFrom("discussions").select("categoryID").where("discussionID", "=", comment.discussionID).executeTakeFirstOrThrow();
        // One report per member and post: three reporters.
        const reporters = await db.selectFrom("users").select(["userID", "name"]).where("name", "in", ["member", "moderator", "admin"]).execute();
        const reporterID = (name: string) => reporters.find((user) => user.name === name)!.userID;
        const report = (status: "new" | "escalated" | "dismissed", reporter: string) => ({
            recordType: "comment" as const,
            recordID: comment.commentID,
            discussionID: comment.discussionID,
            categoryID: discussion.categoryID,
            recordUserID: comment.insertUserID,
            reasons: '["spam"]',
            noteBody: "",
            insertUserID: reporterID(reporter),
            dateInserted: new Date().toISOString(),
            status,
            updateUserID: null,
            dateUpdated: null,
        });
        const before = await db.selectFrom("reports").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "in", ["new", "escalated"]).executeTakeFirstOrThrow();
        await db.insertInto("reports").values([report("new", "member"), report("escalated", "moderator"), report("dismissed", "admin")]).execute();
        const response = await page(moderator);
        expect(response.body).toMatch(new RegExp(`Open reports</dt><dd[^>]*>${Number(before.n) + 2}<`));
    });

    it("counts a scheduled post that failed and names its author", async () => {
        const { db } = t.app.hearth;
        const user = await db.selectFrom("users").select("userID").where("name", "=", "member").executeTakeFirstOrThrow();
        const now = new Date().toISOString();
        await db
            .insertInto("drafts")
            .values({
                recordType: "discussion",
                recordID: null,
                parentRecordType: null,
                parentRecordID: null,
                attributes: "{}",
                insertUserID: user.userID,
                updateUserID: user.userID,
                revision: 1,
                dateInserted: now,
                dateUpdated: now,
                draftStatus: "error",
                dateScheduled: now,
                error: "The category is gone.",
            })
            .execute();
        const body = (await page(admin)).body;
        expect(body).toMatch(/Scheduled posts that failed<\/dt><dd[^>]*>1</);
        expect(body).toContain("The category is gone.");
    });
});

describe("the account drop-down's Dashboard link", () => {
    const linksOf = async (cookie: string) => (preloadOf((await t.app.inject({ url: "/discussions", headers: { cookie } })).body).meta.accountLinks as unknown[]);

    it("is offered to an administrator and a moderator, never to a member", async () => {
        expect(await linksOf(admin)).toEqual([{ label: "Dashboard", href: "/dashboard" }]);
        expect(await linksOf(moderator)).toEqual([{ label: "Dashboard", href: "/dashboard" }]);
        expect(await linksOf(member)).toEqual([]);
    });
});
