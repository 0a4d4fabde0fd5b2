/**
 * The ideation add-on through the API and the pages: the idea post type, one vote per member
 * (changeable, removable, ten at once stay one), the tally kept right under concurrent votes,
 * statuses by moderators only (the permission matrix), voters notified once per change, the
 * lists by score and status with paging headers, the /ideas page, the vote widget, the demo
 * ideas, and nothing of it (routes, page, widget, attributes, bundle) while it is off.
 */
import { AssetManifest } from "@server/ssr/assetManifest";
import { pageAssetsIn } from "@server/ssr/assetLoader";
import { createUser } from "@server/users/usersModel";
import { seedIdeas } from "./ideationSeed";
import { createTestApp, preloadOf, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

let forum: ITestApp;
const cookies: Record<string, string> = {};
const API = { "x-requested-with": "vanilla", "content-type": "application/json" };
const VOTERS = ["voter1", "voter2", "voter3", "voter4", "voter5"];

beforeAll(async () => {
    forum = await createTestApp({ config: { "EnabledPlugins.ideation": true } });
    for (const name of ["author", ...VOTERS]) await createUser(forum.db, { name, email: `${name}@example.com`, password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
    for (const name of ["author", ...VOTERS, "member", "moderator", "admin"]) cookies[name] = await signIn(forum.app, name);
});
afterAll(() => forum?.close());

const call = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, who?: string, payload?: unknown) =>
    forum.app.inject({ method, url, headers: { ...(method === "GET" ? {} : API), ...(who ? { cookie: cookies[who] } : {}) }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

const categoryID = async (urlcode: string) => (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", urlcode).executeTakeFirstOrThrow()).categoryID;

async function postIdea(name: string, urlcode = "general", who = "author"): Promise<number> {
    const posted = await call("POST", "/api/v2/discussions", who, { categoryID: await categoryID(urlcode), type: "idea", name, body: "What if?", format: "markdown" });
    expect(posted.statusCode).toBe(201);
    return posted.json().discussionID as number;
}

const vote = (discussionID: number, who: string | undefined, choice: "up" | "down" | "none") => call("PUT", `/api/v2/ideas/${discussionID}/vote`, who, { vote: choice });
const ideaOf = async (discussionID: number, who = "member") => (await call("GET", `/api/v2/discussions/${discussionID}`, who)).json().attributes.idea;
const setStatus = (discussionID: number, who: string | undefined, statusID: number, statusNotes: string | null) => call("PATCH", `/api/v2/discussions/${discussionID}/idea`, who, { statusID, statusNotes });
const notificationsOf = async (who: string) =>
    ((await call("GET", "/api/v2/notifications", who)).json() as Array<{ activityType: string; body: string; recordID: number }>).filter((row) => row.activityType === "ideation.status");

it("stores an idea with type idea and gives it Vanilla's attributes.idea: open, score 0", async () => {
    const discussionID = await postIdea("A fresh idea");
    expect(await ideaOf(discussionID)).toEqual({
        statusID: 1,
        statusNotes: null,
        status: { name: "Open", state: "open", code: "open" },
        type: "up-down",
        score: 0,
        countUp: 0,
        countDown: 0,
        vote: null,
    });
    const plain = await call("POST", "/api/v2/discussions", "author", { categoryID: await categoryID("general"), name: "Just talking", body: "Hello", format: "markdown" });
    expect(plain.json().attributes).toEqual({});
});

it("counts one vote per member: up, changed to down, taken back", async () => {
    const discussionID = await postIdea("Vote on me");
    expect((await vote(discussionID, "member", "up")).json()).toEqual({ discussionID, score: 1, countUp: 1, countDown: 0, vote: "up" });
    expect((await vote(discussionID, "voter1", "up")).json()).toMatchObject({ score: 2, countUp: 2 });
    expect((await vote(discussionID, "member", "down")).json()).toEqual({ discussionID, score: 0, countUp: 1, countDown: 1, vote: "down" });
    expect(await ideaOf(discussionID, "member")).toMatchObject({ score: 0, vote: "down" });
    expect(await ideaOf(discussionID, "voter1")).toMatchObject({ vote: "up" });
    expect((await vote(discussionID, "member", "none")).json()).toEqual({ discussionID, score: 1, countUp: 1, countDown: 0, vote: null });
    expect(await ideaOf(discussionID, "member")).toMatchObject({ score: 1, vote: null });
});

it("keeps one row for ten identical votes at once, and a right tally when many members vote at once", async () => {
    const discussionID = await postIdea("Popular idea");
    const same = await Promise.all(Array.from({ length: 10 }, () => vote(discussionID, "member", "up")));
    expect(same.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await forum.db.selectFrom("ideation_votes" as never).selectAll().where("discussionID" as never, "=", discussionID as never).execute();
    expect(rows).toHaveLength(1);
    await Promise.all([...VOTERS.map((who) => vote(discussionID, who, "up")), vote(discussionID, "moderator", "down"), vote(discussionID, "admin", "down")]);
    expect(await ideaOf(discussionID)).toMatchObject({ score: 6 - 2, countUp: 6, countDown: 2 });
});

it("refuses bad votes: guests 403, a bad value 400, not an idea or missing 404", async () => {
    const discussionID = await postIdea("Careful votes");
    expect((await vote(discussionID, undefined, "up")).statusCode).toBe(403);
    expect((await call("PUT", `/api/v2/ideas/${discussionID}/vote`, "member", { vote: "sideways" })).statusCode).toBe(400);
    const plain = await forum.db.selectFrom("discussions").select("discussionID").where("type", "=", "discussion").executeTakeFirstOrThrow();
    expect((await vote(plain.discussionID, "member", "up")).statusCode).toBe(404);
    expect((await vote(999999, "member", "up")).statusCode).toBe(404);
    // An idea in the staff room does not exist for a member.
    const secret = await postIdea("Staff idea", "staff", "moderator");
    expect((await vote(secret, "member", "up")).statusCode).toBe(404);
    expect((await vote(secret, "admin", "up")).statusCode).toBe(200);
    // A closed idea takes votes only from who may close it (content §6, as for reactions).
    await forum.db.updateTable("discussions").set({ closed: 1 }).where("discussionID", "=", discussionID).execute();
    expect((await vote(discussionID, "member", "up")).statusCode).toBe(403);
    expect((await vote(discussionID, "moderator", "up")).statusCode).toBe(200);
    const closedPage = (await call("GET", `/discussion/${discussionID}`, "member")).body;
    expect(closedPage).toContain("This idea is closed to new votes.");
    expect(preloadOf(closedPage).meta.widgets).toMatchObject({ discussionHeader: [{ component: "IdeationVotes", props: { closed: true } }] });
});

describe("the permission matrix", () => {
    const ROLES = ["guest", "member", "author", "moderator", "admin"] as const;
    // Each role's answer: voting needs a signed-in member; setting a status needs ideation.moderate.
    const EXPECTED: Record<string, Record<(typeof ROLES)[number], number>> = {
        vote: { guest: 403, member: 200, author: 200, moderator: 200, admin: 200 },
        "set status": { guest: 403, member: 403, author: 403, moderator: 200, admin: 200 },
        "list ideas": { guest: 200, member: 200, author: 200, moderator: 200, admin: 200 },
    };
    it.each(Object.keys(EXPECTED))("%s", async (action) => {
        const answers: Record<string, number> = {};
        for (const role of ROLES) {
            const discussionID = await postIdea(`Matrix ${action} ${role}`);
            const who = role === "guest" ? undefined : role;
            const response =
                action === "vote" ? await vote(discussionID, who, "up") : action === "set status" ? await setStatus(discussionID, who, 2, "Soon") : await call("GET", "/api/v2/ideas", who);
            answers[role] = response.statusCode;
        }
        expect(answers).toEqual(EXPECTED[action]);
    });
});

it("lets a moderator set a status with a note, notifies every voter once (not the moderator), and labels the idea", async () => {
    const discussionID = await postIdea("Please plan me");
    for (const who of ["voter2", "voter3", "moderator"]) expect((await vote(discussionID, who, who === "voter3" ? "down" : "up")).statusCode).toBe(200);
    const before = (await notificationsOf("voter2")).length;

    const changed = await setStatus(discussionID, "moderator", 2, "  In the spring release.  ");
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ statusID: 2, statusNotes: "In the spring release." });
    // The same change sent again (ten times at once) changes nothing and notifies nobody again.
    await Promise.all(Array.from({ length: 10 }, () => setStatus(discussionID, "moderator", 2, "In the spring release.")));
    await forum.app.hearth.jobs.runDueJobs();

    expect(await ideaOf(discussionID)).toMatchObject({ statusID: 2, statusNotes: "In the spring release.", status: { name: "Planned", state: "open", code: "planned" } });
    for (const who of ["voter2", "voter3"]) {
        const mine = (await notificationsOf(who)).filter((row) => row.recordID === discussionID);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.body).toBe("The idea &quot;Please plan me&quot; is now Planned.");
    }
    expect((await notificationsOf("voter2")).length).toBe(before + 1);
    expect((await notificationsOf("moderator")).filter((row) => row.recordID === discussionID)).toHaveLength(0);
    expect((await notificationsOf("voter4")).filter((row) => row.recordID === discussionID)).toHaveLength(0);

    // A second change is a new notification; clearing the note is a change too.
    expect((await setStatus(discussionID, "admin", 5, null)).json()).toEqual({ statusID: 5, statusNotes: null });
    await forum.app.hearth.jobs.runDueJobs();
    expect((await notificationsOf("voter2")).filter((row) => row.recordID === discussionID).map((row) => row.body)).toContain("The idea &quot;Please plan me&quot; is now Declined.");

    const list = (await call("GET", "/discussions", "member")).body;
    const row = list.slice(list.indexOf(`data-discussion-id="${discussionID}"`));
    expect(row.slice(0, row.indexOf("</li>"))).toContain("Declined · 1 vote");

    expect((await setStatus(discussionID, "moderator", 9, "Nope")).statusCode).toBe(400);
    expect((await setStatus(999999, "moderator", 2, null)).statusCode).toBe(404);
});

it("lists ideas by score or newest, filtered by status, with paging headers, from visible categories only", async () => {
    const [low, high, planned] = [await postIdea("List low"), await postIdea("List high"), await postIdea("List planned")];
    for (const who of VOTERS) await vote(high, who, "up");
    await vote(low, "voter1", "down");
    await vote(planned, "voter1", "up");
    await setStatus(planned, "moderator", 2, null);

    const listed = await call("GET", "/api/v2/ideas?sort=-score&limit=100", "member");
    expect(listed.statusCode).toBe(200);
    const rows = listed.json() as Array<{ discussionID: number; type: string; attributes: { idea: { score: number } } }>;
    const scores = rows.map((idea) => idea.attributes.idea.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rows.findIndex((idea) => idea.discussionID === high)).toBeLessThan(rows.findIndex((idea) => idea.discussionID === low));
    expect(rows.every((idea) => idea.type === "idea")).toBe(true);
    expect(Number(listed.headers["x-app-page-result-count"])).toBe(rows.length);

    const newest = (await call("GET", "/api/v2/ideas?sort=-dateInserted&limit=3", "member"));
    expect((newest.json() as Array<{ discussionID: number }>).map((idea) => idea.discussionID)).toEqual([planned, high, low]);
    expect(newest.headers["x-app-page-next-url"]).toContain("page=2");

    const plannedIDs = ((await call("GET", "/api/v2/ideas?status=planned", "member")).json() as Array<{ discussionID: number }>).map((idea) => idea.discussionID);
    expect(plannedIDs).toContain(planned);
    expect(plannedIDs).not.toContain(high);
    const openIDs = ((await call("GET", "/api/v2/ideas?status=open&limit=100", "member")).json() as Array<{ discussionID: number }>).map((idea) => idea.discussionID);
    expect(openIDs).toEqual(expect.arrayContaining([low, high]));
    expect(openIDs).not.toContain(planned);
    expect((await call("GET", "/api/v2/ideas?status=lost", "member")).statusCode).toBe(400);
    expect((await call("GET", "/api/v2/ideas?sort=name", "member")).statusCode).toBe(400);

    const secret = await postIdea("Hidden staff idea", "staff", "moderator");
    const ids = async (who: string) => ((await call("GET", "/api/v2/ideas?limit=100", who)).json() as Array<{ discussionID: number }>).map((idea) => idea.discussionID);
    expect(await ids("moderator")).toContain(secret);
    expect(await ids("member")).not.toContain(secret);
});

it("renders /ideas filtered and sorted on the server, escaping titles", async () => {
    const tricky = await postIdea("<b>Bold</b> & planned");
    await vote(tricky, "voter1", "up");
    await setStatus(tricky, "moderator", 2, "Next <i>month</i>");
    const page = await call("GET", "/ideas?status=planned", "member");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; planned");
    expect(page.body).toContain("Next &lt;i&gt;month&lt;/i&gt;");
    expect(page.body).not.toContain("<b>Bold</b>");
    expect(page.body).toMatch(/<a[^>]*href="\/ideas\?status=planned"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/ideas\?status=planned"/);
    const open = (await call("GET", "/ideas?status=open", "member")).body;
    expect(open).not.toContain("&lt;b&gt;Bold&lt;/b&gt;");
    // An unknown filter shows every idea rather than an error.
    expect((await call("GET", "/ideas?status=whatever&sort=oops", undefined)).statusCode).toBe(200);
});

it("shows the vote widget on an idea's page: pressed state for the voter, a sign-in link for guests, the status form for moderators", async () => {
    const discussionID = await postIdea("Widget idea");
    await vote(discussionID, "member", "down");
    const widgetOf = async (who?: string) => {
        const html = (await call("GET", `/discussion/${discussionID}`, who)).body;
        const placed = (preloadOf(html).meta.widgets as Record<string, Array<{ component: string; props: Record<string, unknown> }>>).discussionHeader ?? [];
        return { html, props: placed.find((widget) => widget.component === "IdeationVotes")?.props };
    };
    const member = await widgetOf("member");
    expect(member.props).toMatchObject({ discussionID, score: -1, vote: "down", signInUrl: null, closed: false, canModerate: false });
    expect(member.html).toContain('aria-pressed="true"');
    expect(member.html).toContain('role="group"');
    const guest = await widgetOf();
    expect(guest.props).toMatchObject({ score: -1, vote: null, canModerate: false });
    expect(guest.html).toContain(`/entry/signin?target=%2Fdiscussion%2F${discussionID}`);
    expect((await widgetOf("moderator")).html).toContain("Change status");
    const plain = await forum.db.selectFrom("discussions").select("discussionID").where("type", "=", "discussion").executeTakeFirstOrThrow();
    const plainHtml = (await call("GET", `/discussion/${plain.discussionID}`, "member")).body;
    expect(preloadOf(plainHtml).meta.widgets).not.toHaveProperty("discussionHeader");
});

it("leads from the discussion and category lists to /ideas (a panel box), not from other pages", async () => {
    const widgets = async (url: string) => (preloadOf((await call("GET", url, "member")).body).meta.widgets as Record<string, Array<{ component: string }>>).panel ?? [];
    for (const url of ["/discussions", "/categories"]) expect((await widgets(url)).map((widget) => widget.component)).toContain("IdeationLinks");
    expect((await widgets("/ideas")).map((widget) => widget.component)).not.toContain("IdeationLinks");
    expect((await call("GET", "/discussions", "member")).body).toContain('href="/ideas?status=planned"');
});

it("seeds the demo forum with ideas, votes and statuses", async () => {
    // The tests' shared forum image is seeded with every add-on off: seed this one's demo data here.
    await seedIdeas(forum.app.hearth.addons.seedContext(forum.db, forum.dialect));
    const rows = (await call("GET", "/api/v2/ideas?limit=100", "member")).json() as Array<{ name: string; attributes: { idea: { score: number; status: { code: string } } } }>;
    const seeded = (name: string) => rows.find((row) => row.name === name)?.attributes.idea;
    expect(seeded("Dark mode for the e-mail digest")).toMatchObject({ score: 8, status: { code: "planned" } });
    expect(seeded("Replace categories with tags only")).toMatchObject({ score: -4, status: { code: "declined" } });
    const counted = await forum.db.selectFrom("ideation_votes" as never).selectAll().execute();
    expect(counted.length).toBeGreaterThanOrEqual(27);
});

it("leaves no trace while disabled: routes, page, widget, attributes, labels and bundle go away", async () => {
    const discussionID = await postIdea("Switched off");
    await vote(discussionID, "member", "up");
    // A build's manifest: the add-on's bundle joins every page while it is on.
    const hearth = forum.app.hearth as unknown as { manifest: AssetManifest };
    const original = hearth.manifest;
    hearth.manifest = new AssetManifest({ publicPath: "/assets/", entrypoints: { discussion: ["discussion.js"], "addons/ideation": ["ideation.js"] }, addons: { ideation: ["addons/ideation"] } });
    try {
        expect(pageAssetsIn((await call("GET", `/discussion/${discussionID}`, "member")).body)?.scripts).toContain("/assets/ideation.js");
        const disabled = await forum.app.inject({ method: "PATCH", url: "/api/v2/addons/ideation", headers: { ...API, cookie: cookies.admin }, payload: JSON.stringify({ enabled: false }) });
        expect(disabled.statusCode).toBe(200);
        expect((await vote(discussionID, "member", "down")).statusCode).toBe(404);
        expect((await setStatus(discussionID, "moderator", 2, null)).statusCode).toBe(404);
        expect((await call("GET", "/api/v2/ideas", "member")).statusCode).toBe(404);
        expect((await call("GET", "/ideas", "member")).statusCode).toBe(404);
        expect((await call("GET", "/post/idea/general", "member")).statusCode).toBe(404);
        expect((await call("GET", `/api/v2/discussions/${discussionID}`, "member")).json().attributes).toEqual({});
        const page = (await call("GET", `/discussion/${discussionID}`, "member")).body;
        expect(page).not.toContain("ideation.js");
        expect(page).not.toContain("data-idea-votes");
        expect(page).not.toContain("Open · 1 vote");
        expect((await call("GET", "/discussions", "member")).body).not.toContain('href="/ideas');
        expect(preloadOf(page).meta.addons).not.toContain("ideation");
    } finally {
        hearth.manifest = original;
        await forum.app.hearth.config.set("EnabledPlugins.ideation", true);
    }
});
