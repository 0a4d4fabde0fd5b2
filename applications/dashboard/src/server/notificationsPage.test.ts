/**
 * /profile/notifications: a member's notifications, newest first, 30 a page (the API's default
 * page, the same rows), each a link with its read state; never another member's; Mark All Read
 * as a form; an empty state; guests sent to sign in and back. Runs on SQLite and PostgreSQL.
 */
import { createTestApp, islandPropsOf, signIn, type ITestApp } from "@server/testing/testApp";
import { pageContractProblems } from "@server/testing/pageContract";
import { notificationsPage } from "@dashboard/pages/notificationsPage";
import type { IPagerProps } from "@library/navigation/Pager";
import type { INotification } from "@library/notifications/notificationTypes";

const JSON_HEADERS = { "x-requested-with": "vanilla", "content-type": "application/json" };

describe("/profile/notifications", () => {
    let forum: ITestApp;
    let member: string;
    let admin: string;

    async function userID(name: string): Promise<number> {
        return (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
    }

    /** Stores `count` notifications for `name`, a minute apart (the last the newest), every other one read. */
    async function addNotifications(name: string, count: number, text: (n: number) => string): Promise<void> {
        const id = await userID(name);
        const start = Date.parse("2030-01-01T00:00:00.000Z");
        const rows = Array.from({ length: count }, (_, n) => {
            const date = new Date(start + n * 60_000).toISOString();
            return { userID: id, activityType: "test", reason: "", body: `<b>${text(n)}</b>`, photoUrl: "", url: `/discussion/${n + 1}/note`, recordType: "discussion", recordID: n + 1, discussionID: null, dateInserted: date, dateUpdated: date, read: n % 2 };
        });
        await forum.db.insertInto("notifications").values(rows).execute();
    }

    async function apiPage(cookie: string, page: number): Promise<{ ids: number[]; total: number }> {
        const response = await forum.app.inject({ url: `/api/v2/notifications?page=${page}`, headers: { cookie } });
        return { ids: response.json<INotification[]>().map((note) => note.notificationID), total: Number(response.headers["x-app-page-result-count"]) };
    }

    beforeAll(async () => {
        forum = await createTestApp();
        [member, admin] = await Promise.all([signIn(forum.app, "member"), signIn(forum.app, "admin")]);
        await addNotifications("member", 65, (n) => `Member note ${n}`);
        await addNotifications("admin", 3, (n) => `Secret of the admin ${n}`);
    });
    afterAll(async () => {
        await forum?.close();
    });

    it("is the notifications page definition's route, with its entry", () => {
        expect(pageContractProblems(forum.app, notificationsPage)).toEqual([]);
    });

    it("sends a guest to sign in and back, for a page and for Mark All Read", async () => {
        for (const url of ["/profile/notifications", "/profile/notifications/p2"]) {
            const response = await forum.app.inject({ url });
            expect([response.statusCode, response.headers.location]).toEqual([302, `/entry/signin?target=${encodeURIComponent(url)}`]);
        }
        const post = await forum.app.inject({ method: "POST", url: "/profile/notifications" });
        expect([post.statusCode, post.headers.location]).toEqual([303, "/entry/signin?target=%2Fprofile%2Fnotifications"]);
    });

    it("lists the member's notifications newest first, 30 a page, the API's rows, each a link with its read state", async () => {
        const { total } = await apiPage(member, 1);
        expect(total).toBeGreaterThanOrEqual(65);
        const last = Math.ceil(total / 30);
        for (let page = 1; page <= last; page++) {
            const response = await forum.app.inject({ url: page === 1 ? "/profile/notifications" : `/profile/notifications/p${page}`, headers: { cookie: member } });
            expect(response.statusCode).toBe(200);
            const html = response.body;
            const [list] = islandPropsOf<{ notifications: INotification[] }>(html, "MyNotifications");
            expect(list!.notifications.map((note) => note.notificationID)).toEqual((await apiPage(member, page)).ids);
            expect(html).not.toContain("Secret of the admin");
            const [pager] = islandPropsOf<IPagerProps>(html, "Pager");
            expect(pager).toMatchObject({ page, limit: 30, total, firstPageUrl: "/profile/notifications", pageUrlTemplate: "/profile/notifications/p{page}" });
            if (page === 1) {
                // The newest first: an unread link to its target, then a read one.
                expect(html).toMatch(/<a href="\/discussion\/65\/note"[^>]*data-read="false"[^>]*>.*?<b>Member note 64<\/b>.*?Unread/s);
                expect(html).toMatch(/<a href="\/discussion\/64\/note"[^>]*data-read="true"[^>]*>.*?<b>Member note 63<\/b>/s);
                expect(html.indexOf("Member note 64")).toBeLessThan(html.indexOf("Member note 35"));
                expect(html).not.toContain("Member note 34");
                expect(html).toMatch(/<form method="post" action="\/profile\/notifications"[^>]*>.*?Mark All Read/s);
                expect(html).toContain('rel="next"');
            }
        }
        // Past the last page: the last page; not a page at all: not found.
        const beyond = await forum.app.inject({ url: `/profile/notifications/p${last + 3}`, headers: { cookie: member } });
        expect([beyond.statusCode, beyond.headers.location]).toEqual([302, `/profile/notifications/p${last}`]);
        for (const url of ["/profile/notifications/p0", "/profile/notifications/two"]) {
            expect((await forum.app.inject({ url, headers: { cookie: member } })).statusCode).toBe(404);
        }
    });

    it("shows the admin their own, never the member's", async () => {
        const html = (await forum.app.inject({ url: "/profile/notifications", headers: { cookie: admin } })).body;
        expect(html).toContain("Secret of the admin 2");
        expect(html).not.toContain("Member note");
    });

    it("escapes what members wrote: a discussion's title in a notification is text", async () => {
        const discussion = await forum.db.selectFrom("discussions").select(["discussionID"]).where("insertUserID", "=", await userID("admin")).where("closed", "=", 0).orderBy("discussionID").executeTakeFirstOrThrow();
        await forum.db.updateTable("discussions").set({ name: `<img src=x onerror=alert(1)> & "quotes"` }).where("discussionID", "=", discussion.discussionID).execute();
        const posted = await forum.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie: member }, payload: { discussionID: discussion.discussionID, body: "A reply" } });
        expect(posted.statusCode).toBe(201);
        await forum.app.hearth.jobs.runDueJobs();
        const html = (await forum.app.inject({ url: "/profile/notifications", headers: { cookie: admin } })).body;
        expect(html).toContain("<b>member</b> commented on <b>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</b>");
        expect(html).not.toContain("<img src=x");
    });

    it("Mark All Read without script: every notification read, the unread count 0, back to the list", async () => {
        const cookie = await signIn(forum.app, "admin");
        const response = await forum.app.inject({ method: "POST", url: "/profile/notifications", headers: { cookie } });
        expect([response.statusCode, response.headers.location]).toEqual([303, "/profile/notifications"]);
        expect((await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } })).json().countUnreadNotifications).toBe(0);
        const html = (await forum.app.inject({ url: "/profile/notifications", headers: { cookie } })).body;
        expect(html).toContain("Secret of the admin 2");
        expect(html).not.toContain('data-read="false"');
        // The member's are untouched.
        expect((await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie: member } })).json().countUnreadNotifications).toBeGreaterThan(0);
    });

    it("says so when there are none, without Mark All Read or a pager", async () => {
        await forum.db.deleteFrom("notifications").where("userID", "=", await userID("member")).execute();
        const response = await forum.app.inject({ url: "/profile/notifications", headers: { cookie: member } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain("You do not have any notifications yet.");
        expect(response.body).not.toContain('action="/profile/notifications"');
        expect(response.body).not.toContain('data-react="Pager"');
    });
});
