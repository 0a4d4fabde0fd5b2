/**
 * The badges add-on through the API and the pages: the first-post badge given by the post's job
 * with one notification, a badge held at most once (ten awards at once: one row), moderators'
 * awards and revocations with a reason, reaction and qna rules, the profile section, /badges,
 * the dashboard page, the demo badges, and nothing of it while off.
 */
import { createUser } from "@server/users/usersModel";
import { createTestApp, preloadOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";
import { seedBadges } from "./badgesSeed";
import { RULE_BADGES, type BadgesDatabase } from "./badgesModel";

let forum: ITestApp;
const cookies: Record<string, string> = {};
const API = { "x-requested-with": "vanilla", "content-type": "application/json" };
const ids: Record<string, number> = {};

beforeAll(async () => {
    forum = await createTestApp({ config: { "EnabledPlugins.badges": true } });
    for (const name of ["rookie", "starlet"]) ids[name] = await createUser(forum.db, { name, email: `${name}@example.com`, password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
    for (const name of ["rookie", "starlet", "member", "moderator", "admin"]) cookies[name] = await signIn(forum.app, name);
    // The tests' shared forum image is seeded with every add-on off: this one's demo data here.
    await seedBadges(badgesDb(), { qna: false });
});
afterAll(() => forum?.close());

function badgesDb(): BadgesDatabase {
    return forum.db as unknown as BadgesDatabase;
}

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: string, payload?: unknown) =>
    forum.app.inject({ method, url, headers: { ...(method === "GET" ? {} : payload === undefined ? { "x-requested-with": "vanilla" } : API), ...(who ? { cookie: cookies[who] } : {}) }, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });

async function badgeID(key: string): Promise<number> {
    return (await badgesDb().selectFrom("badges_badges").select("badgeID").where("key", "=", key).executeTakeFirstOrThrow()).badgeID;
}

const badgeNames = async (userID: number) => ((await call("GET", `/api/v2/users/${userID}/badges`)).json() as Array<{ name: string }>).map((badge) => badge.name);
const badgeNotifications = (userID: number) => forum.db.selectFrom("notifications").selectAll().where("userID", "=", userID).where("activityType", "=", "badges.earned").execute();

it("seeds the demo badges: the rules, one given by hand, and what members already earned", async () => {
    const badges = (await call("GET", "/api/v2/badges")).json() as Array<{ key: string; countUsers: number }>;
    // First accepted answer is listed only while qna is on.
    expect(badges.map((badge) => badge.key)).toEqual([...RULE_BADGES.filter((badge) => badge.rule !== "first-answer").map((badge) => badge.key), "custom-1"]);
    expect(badges.find((badge) => badge.key === "first-post")!.countUsers).toBeGreaterThan(0);
    const moderator = await forum.db.selectFrom("users").select("userID").where("name", "=", "moderator").executeTakeFirstOrThrow();
    expect(await badgeNames(moderator.userID)).toContain("Community Helper");
});

it("gives First Post in the post's job, with one notification, and shows it on the profile and /badges", async () => {
    expect(await badgeNames(ids.rookie!)).toEqual([]);
    const discussion = await forum.db.selectFrom("discussions").select("discussionID").orderBy("discussionID").limit(1).executeTakeFirstOrThrow();
    expect((await call("POST", "/api/v2/comments", "rookie", { discussionID: discussion.discussionID, body: "Hello, everyone!", format: "markdown" })).statusCode).toBe(201);
    await forum.app.hearth.jobs.runDueJobs();
    expect(await badgeNames(ids.rookie!)).toEqual(["First Post"]);
    // The post's job gave the badge and sent the notification through api.notify: its own job.
    await forum.app.hearth.jobs.runDueJobs();
    expect(await badgeNotifications(ids.rookie!)).toEqual([expect.objectContaining({ body: "You earned the First Post badge.", url: `/badges#badge-${await badgeID("first-post")}` })]);
    const listed = (await call("GET", "/api/v2/notifications", "rookie")).json() as Array<{ body: string }>;
    expect(listed.map((notification) => notification.body)).toContain("You earned the First Post badge.");

    // A second post: no second badge, no second notification.
    expect((await call("POST", "/api/v2/comments", "rookie", { discussionID: discussion.discussionID, body: "And again.", format: "markdown" })).statusCode).toBe(201);
    await forum.app.hearth.jobs.runDueJobs();
    await forum.app.hearth.jobs.runDueJobs();
    expect(await badgeNotifications(ids.rookie!)).toHaveLength(1);

    const profile = (await call("GET", "/profile/rookie", "member")).body;
    expect(profile).toContain('data-react="BadgesProfile"');
    expect(profile).toContain("First Post");
    const page = await call("GET", "/badges");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-react="BadgesPage"');
    expect(page.body).toContain('href="/profile/rookie"');
});

it("gives the reactions badge once others reacted ten times", async () => {
    const discussion = await forum.db.selectFrom("discussions").select("discussionID").orderBy("discussionID").limit(1).executeTakeFirstOrThrow();
    const comments: number[] = [];
    for (let index = 0; index < 10; index += 1) {
        comments.push((await call("POST", "/api/v2/comments", "starlet", { discussionID: discussion.discussionID, body: `Tip number ${index}`, format: "markdown" })).json().commentID);
    }
    for (const commentID of comments) expect((await call("POST", `/api/v2/comments/${commentID}/reactions`, "member", { reactionType: "like" })).statusCode).toBeLessThan(300);
    await forum.app.hearth.jobs.runDueJobs();
    expect(await badgeNames(ids.starlet!)).toEqual(expect.arrayContaining(["First Post", "Appreciated"]));
});

it("holds a badge at most once: ten awards at once make one row and one notification", async () => {
    const helper = await badgeID("custom-1");
    const answers = await Promise.all(Array.from({ length: 10 }, () => call("POST", `/api/v2/badges/${helper}/users`, "moderator", { name: "starlet", reason: "Great tips" })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(9);
    expect(await badgesDb().selectFrom("badges_users").selectAll().where("badgeID", "=", helper).where("userID", "=", ids.starlet!).execute()).toHaveLength(1);
    await forum.app.hearth.jobs.runDueJobs();
    expect((await badgeNotifications(ids.starlet!)).filter((notification) => notification.recordID === helper)).toHaveLength(1);
    const held = (await call("GET", `/api/v2/users/${ids.starlet}/badges`)).json() as Array<{ badgeID: number; reason: string | null }>;
    expect(held.find((badge) => badge.badgeID === helper)?.reason).toBe("Great tips");
});

it("lets only moderators award and revoke (with a reason), and only site managers create and delete badges", async () => {
    const helper = await badgeID("custom-1");
    expect((await call("POST", `/api/v2/badges/${helper}/users`, "member", { name: "rookie", reason: "Me" })).statusCode).toBe(403);
    expect((await call("POST", `/api/v2/badges/${helper}/users`, "moderator", { name: "rookie" })).statusCode).toBe(400);
    expect((await call("POST", `/api/v2/badges/${helper}/users`, "moderator", { name: "nobody-here", reason: "x" })).statusCode).toBe(404);
    expect((await call("POST", `/api/v2/badges/${helper}/revoke`, "member", { name: "starlet", reason: "No" })).statusCode).toBe(403);
    expect((await call("POST", `/api/v2/badges/${helper}/revoke`, "moderator", { name: "starlet", reason: "Given by mistake" })).statusCode).toBe(200);
    expect(await badgeNames(ids.starlet!)).not.toContain("Community Helper");
    const row = await badgesDb().selectFrom("badges_users").selectAll().where("badgeID", "=", helper).where("userID", "=", ids.starlet!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ revokeReason: "Given by mistake", dateRevoked: expect.any(String) });

    expect((await call("POST", "/api/v2/badges", "moderator", { name: "Night Owl" })).statusCode).toBe(403);
    const created = await call("POST", "/api/v2/badges", "admin", { name: "Night Owl", description: "Posts after midnight." });
    expect(created.statusCode).toBe(201);
    expect((await call("DELETE", `/api/v2/badges/${await badgeID("first-post")}`, "admin")).statusCode).toBe(400);
    expect((await call("DELETE", `/api/v2/badges/${created.json().badgeID}`, "moderator")).statusCode).toBe(403);
    expect((await call("DELETE", `/api/v2/badges/${created.json().badgeID}`, "admin")).statusCode).toBe(204);
});

it("registers the dashboard page for site managers and moderators, listed in the dashboard's navigation", async () => {
    const page = await call("GET", "/dashboard/badges", "admin");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-react="BadgesAdmin"');
    expect((await call("GET", "/dashboard", "admin")).body).toContain('href="/dashboard/badges"');
    expect((await call("GET", "/dashboard/badges", "moderator")).statusCode).toBe(200);
    expect((await call("GET", "/dashboard/badges", "member")).statusCode).toBe(403);
    expect((await call("GET", "/dashboard/badges")).statusCode).toBe(302);
});

it("leaves no trace while disabled: routes, pages, the profile section and the script are gone", async () => {
    expect(preloadOf((await call("GET", "/discussions", "member")).body).meta.addons).toContain("badges");
    expect((await call("PATCH", "/api/v2/addons/badges", "admin", { enabled: false })).statusCode).toBe(200);
    try {
        expect((await call("GET", "/api/v2/badges")).statusCode).toBe(404);
        expect((await call("GET", `/api/v2/users/${ids.rookie}/badges`)).statusCode).toBe(404);
        expect((await call("GET", "/badges")).statusCode).toBe(404);
        expect((await call("GET", "/dashboard/badges", "admin")).statusCode).toBe(404);
        const profile = (await call("GET", "/profile/rookie", "member")).body;
        expect(profile).not.toContain("BadgesProfile");
        expect(preloadOf(profile).meta.addons).not.toContain("badges");
        // Posting while off gives nothing: the listener is not called.
        const discussion = await forum.db.selectFrom("discussions").select("discussionID").orderBy("discussionID").limit(1).executeTakeFirstOrThrow();
        const quietID = await createUser(forum.db, { name: "quiet", email: "quiet@example.com", password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
        cookies.quiet = await signIn(forum.app, "quiet");
        expect((await call("POST", "/api/v2/comments", "quiet", { discussionID: discussion.discussionID, body: "Nobody notices.", format: "markdown" })).statusCode).toBe(201);
        await forum.app.hearth.jobs.runDueJobs();
        expect(await badgesDb().selectFrom("badges_users").selectAll().where("userID", "=", quietID).execute()).toEqual([]);
    } finally {
        await forum.app.hearth.config.set("EnabledPlugins.badges", true);
    }
});
