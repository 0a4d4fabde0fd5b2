/**
 * The ranks add-on through the API and the pages: managing ranks (site.manage only), the rank
 * recomputed by the post's job and shown beside the author, in the users API and on the profile,
 * a moderator's choice, the dashboard page, the demo ranks, and nothing of it while off.
 */
import { createUser } from "@server/users/usersModel";
import { createTestApp, preloadOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";
import { seedRanks } from "./ranksSeed";
import { recomputeRank, type RanksDatabase } from "./ranksModel";

let forum: ITestApp;
const cookies: Record<string, string> = {};
const API = { "x-requested-with": "vanilla", "content-type": "application/json" };
let newcomerID = 0;

beforeAll(async () => {
    forum = await createTestApp({ config: { "EnabledPlugins.ranks": true } });
    newcomerID = await createUser(forum.db, { name: "newcomer", email: "newcomer@example.com", password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
    for (const name of ["newcomer", "member", "moderator", "admin"]) cookies[name] = await signIn(forum.app, name);
});
afterAll(() => forum?.close());

const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, who?: string, payload?: unknown) =>
    forum.app.inject({ method, url, headers: { ...(method === "GET" ? {} : payload === undefined ? { "x-requested-with": "vanilla" } : API), ...(who ? { cookie: cookies[who] } : {}) }, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });

const rankDb = () => forum.db as unknown as RanksDatabase;

async function postComment(who: string, body: string): Promise<{ discussionID: number; commentID: number }> {
    const discussion = await forum.db.selectFrom("discussions").select("discussionID").orderBy("discussionID").limit(1).executeTakeFirstOrThrow();
    const posted = await call("POST", "/api/v2/comments", who, { discussionID: discussion.discussionID, body, format: "markdown" });
    expect(posted.statusCode).toBe(201);
    return { discussionID: discussion.discussionID, commentID: posted.json().commentID };
}

it("lets only a site manager create, edit, reorder and delete ranks, with the label sanitised", async () => {
    const body = { name: "Chatter", labelHtml: '<b onclick="x()">Chatter</b><script>alert(1)</script><a href="javascript:x">link</a>', criteria: { posts: 1 } };
    expect((await call("POST", "/api/v2/ranks", undefined, body)).statusCode).toBe(403);
    expect((await call("POST", "/api/v2/ranks", "moderator", body)).statusCode).toBe(403);
    const created = await call("POST", "/api/v2/ranks", "admin", body);
    expect(created.statusCode).toBe(201);
    const rank = created.json();
    expect(rank).toMatchObject({ name: "Chatter", labelHtml: "<b>Chatter</b>link", criteria: { posts: 1, reactions: 0, daysJoined: 0, manualOnly: false } });
    expect((await call("POST", "/api/v2/ranks", "admin", { ...body, name: "chatter" })).json()).toMatchObject({ status: 400, errors: [{ field: "name" }] });

    const second = (await call("POST", "/api/v2/ranks", "admin", { name: "Talker", labelHtml: "<i>Talker</i>", criteria: { posts: 1000 } })).json();
    const order = async () => ((await call("GET", "/api/v2/ranks")).json() as Array<{ rankID: number }>).map((row) => row.rankID);
    expect(await order()).toEqual([rank.rankID, second.rankID]);
    expect((await call("PUT", "/api/v2/ranks/order", "member", { rankIDs: [second.rankID, rank.rankID] })).statusCode).toBe(403);
    expect((await call("PUT", "/api/v2/ranks/order", "admin", { rankIDs: [second.rankID] })).statusCode).toBe(400);
    expect((await call("PUT", "/api/v2/ranks/order", "admin", { rankIDs: [second.rankID, rank.rankID] })).statusCode).toBe(200);
    expect(await order()).toEqual([second.rankID, rank.rankID]);

    expect((await call("PATCH", `/api/v2/ranks/${second.rankID}`, "member", { name: "Nope" })).statusCode).toBe(403);
    expect((await call("PATCH", `/api/v2/ranks/${second.rankID}`, "admin", { criteria: { reactions: 3 } })).json()).toMatchObject({ name: "Talker", criteria: { posts: 1000, reactions: 3 } });
    expect((await call("DELETE", `/api/v2/ranks/${second.rankID}`, "member")).statusCode).toBe(403);
    expect((await call("DELETE", `/api/v2/ranks/${second.rankID}`, "admin")).statusCode).toBe(204);
    expect(await order()).toEqual([rank.rankID]);
});

it("gives a member their rank in the post's job and shows it beside their name, in the users API and on the profile", async () => {
    const before = (await call("GET", `/api/v2/users/${newcomerID}`, "member")).json();
    expect(before).toMatchObject({ rankID: null });
    expect(before).not.toHaveProperty("rank");
    const { discussionID, commentID } = await postComment("newcomer", "My very first words here.");
    await forum.app.hearth.jobs.runDueJobs();
    const user = (await call("GET", `/api/v2/users/${newcomerID}`, "member")).json();
    expect(user).toMatchObject({ rankID: expect.any(Number), rank: { name: "Chatter", userTitle: "Chatterlink" }, labelHtml: "<b>Chatter</b>link" });

    const page = (await call("GET", `/discussion/${discussionID}/x/p1?sort=-dateInserted`, "member")).body;
    const comment = page.slice(page.indexOf(`id="Comment_${commentID}"`));
    expect(comment.slice(0, comment.indexOf("</li>"))).toContain('data-author-label=""><b>Chatter</b>link</span>');
    expect(page).not.toContain("<script>alert(1)");
    const comments = (await call("GET", `/api/v2/comments?discussionID=${discussionID}&sort=-dateInserted`, "member")).json() as Array<{ commentID: number; authorLabelHtml?: string }>;
    expect(comments.find((row) => row.commentID === commentID)?.authorLabelHtml).toBe("<b>Chatter</b>link");
    expect((await call("GET", "/profile/newcomer", "member")).body).toContain("<b>Chatter</b>link");
});

it("recomputes safely when ten jobs run at once: one row per member", async () => {
    await Promise.all(Array.from({ length: 10 }, () => recomputeRank(rankDb(), newcomerID)));
    const rows = await rankDb().selectFrom("ranks_users").selectAll().where("userID", "=", newcomerID).execute();
    expect(rows).toHaveLength(1);
});

it("lets a moderator give a rank by hand (Vanilla's PUT /users/{id}/rank), kept over recomputation until cleared", async () => {
    const helper = (await call("POST", "/api/v2/ranks", "admin", { name: "Guide", labelHtml: "Guide", criteria: { manualOnly: true } })).json();
    expect((await call("PUT", `/api/v2/users/${newcomerID}/rank`, "member", { rankID: helper.rankID })).statusCode).toBe(403);
    expect((await call("PUT", `/api/v2/users/${newcomerID}/rank`, "moderator", { rankID: 999999 })).statusCode).toBe(404);
    expect((await call("PUT", `/api/v2/users/${newcomerID}/rank`, "moderator", { rankID: helper.rankID })).json()).toEqual({ rankID: helper.rankID });
    await postComment("newcomer", "Another post recomputes, but a chosen rank stays.");
    await forum.app.hearth.jobs.runDueJobs();
    expect((await call("GET", `/api/v2/users/${newcomerID}`, "member")).json()).toMatchObject({ rankID: helper.rankID, labelHtml: "Guide" });
    const cleared = await call("PUT", `/api/v2/users/${newcomerID}/rank`, "moderator", { rankID: null });
    expect(cleared.json().rankID).not.toBe(helper.rankID);
    expect(cleared.json().rankID).toEqual(expect.any(Number));
});

it("registers the dashboard page for site managers, listed in the dashboard's navigation", async () => {
    const page = await call("GET", "/dashboard/ranks", "admin");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-react="RanksAdmin"');
    expect(page.body).toContain("Chatter");
    expect((await call("GET", "/dashboard/settings", "admin")).body).toContain('href="/dashboard/ranks"');
    expect((await call("GET", "/dashboard/ranks", "moderator")).statusCode).toBe(403);
    expect((await call("GET", "/dashboard/ranks", "member")).statusCode).toBe(403);
    const guest = await call("GET", "/dashboard/ranks");
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toContain("/entry/signin");
    expect((await call("POST", "/api/v2/ranks/recalculate", "moderator")).statusCode).toBe(403);
    expect((await call("POST", "/api/v2/ranks/recalculate", "admin")).json()).toEqual({ members: expect.any(Number) });
});

it("seeds demo ranks and gives the moderator the hand-given Helper rank", async () => {
    // The tests' shared forum image is seeded with every add-on off: seed this one's demo data here.
    await rankDb().deleteFrom("ranks_users").execute();
    await rankDb().deleteFrom("ranks_ranks").execute();
    await seedRanks(rankDb());
    expect(((await call("GET", "/api/v2/ranks")).json() as Array<{ name: string }>).map((rank) => rank.name)).toEqual(["Newcomer", "Regular", "Veteran", "Helper"]);
    const moderator = await forum.db.selectFrom("users").select("userID").where("name", "=", "moderator").executeTakeFirstOrThrow();
    expect((await call("GET", `/api/v2/users/${moderator.userID}`, "member")).json()).toMatchObject({ rank: { name: "Helper" }, labelHtml: "<i>Helper</i>" });
});

it("leaves no trace while disabled: routes, pages, labels, fields and the script are gone", async () => {
    const { discussionID, commentID } = await postComment("newcomer", "Posted while ranks is on.");
    await forum.app.hearth.jobs.runDueJobs();
    expect(preloadOf((await call("GET", "/discussions", "member")).body).meta.addons).toContain("ranks");
    const disabled = await call("PATCH", "/api/v2/addons/ranks", "admin", { enabled: false });
    expect(disabled.statusCode).toBe(200);
    try {
        expect((await call("GET", "/api/v2/ranks")).statusCode).toBe(404);
        expect((await call("PUT", `/api/v2/users/${newcomerID}/rank`, "moderator", { rankID: null })).statusCode).toBe(404);
        expect((await call("GET", "/dashboard/ranks", "admin")).statusCode).toBe(404);
        expect((await call("GET", "/dashboard/settings", "admin")).body).not.toContain('href="/dashboard/ranks"');
        const user = (await call("GET", `/api/v2/users/${newcomerID}`, "member")).json();
        expect(user).not.toHaveProperty("rankID");
        expect(user.labelHtml).toBe("");
        const page = await call("GET", `/discussion/${discussionID}/x/p1?sort=-dateInserted`, "member");
        expect(page.body).toContain(`id="Comment_${commentID}"`);
        expect(page.body).not.toContain("data-author-label");
        expect(preloadOf(page.body).meta.addons).not.toContain("ranks");
    } finally {
        await forum.app.hearth.config.set("EnabledPlugins.ranks", true);
    }
});
