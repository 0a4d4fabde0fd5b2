/**
 * Scheduled drafts are published by the job runner (issue 9 item 4): exactly once with two
 * server processes polling one database, after a restart, never after a cancel, and a draft
 * that cannot be published gets draftStatus "error" with the reason and a notification.
 * The publisher here is the test's own (the forum registers the real ones); it inserts a
 * discussion named after the draft.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import type { DraftPublisher } from "@server/drafts/draftPublishers";
import type { IDraft, IDraftPost } from "@library/drafts/draftTypes";

/** A short poll so a schedule a second ahead publishes during the test. */
const FAST_JOBS = { "Jobs.PollIntervalMs": 25 };
const apps: ITestApp[] = [];

async function startApp(database?: ITestApp["database"]): Promise<ITestApp> {
    // Before the job runner starts: after a restart the draft is due at once, and the app's own
    // publisher (which finds no category in these drafts) would take it first.
    const started = await createTestApp({ config: FAST_JOBS, database, beforeReady: (app) => app.hearth.draftPublishers.register("discussion", insertDiscussion) });
    apps.push(started);
    return started;
}

afterEach(async () => {
    // The borrowing apps first: the first app's close also closes the database.
    for (const each of apps.splice(0).reverse()) await each.close();
});

const insertDiscussion: DraftPublisher = async (draft, trx) => {
    const category = await trx.selectFrom("categories").select("categoryID").orderBy("categoryID").executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const { discussionID } = await trx
        .insertInto("discussions")
        .values({
            categoryID: category.categoryID,
            insertUserID: draft.insertUserID,
            type: "discussion",
            name: (draft.attributes.draftMeta as { name: string }).name,
            body: draft.attributes.body,
            format: draft.attributes.format,
            dateInserted: now,
            dateUpdated: null,
            dateLastComment: now,
            lastCommentUserID: null,
            countComments: 0,
            countViews: 0,
            score: 0,
            pinned: 0,
            pinLocation: null,
            closed: 0,
            sink: 0,
        })
        .returning("discussionID")
        .executeTakeFirstOrThrow();
    return { recordID: discussionID, url: `/discussion/${discussionID}` };
};

function api(t: ITestApp, method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: object) {
    return t.app.inject({ method, url: `/api/v2${url}`, headers: { ...JSON_HEADERS, cookie }, payload: payload ?? {} });
}

async function scheduledDraft(t: ITestApp, cookie: string, name: string, inMs: number, recordType: IDraftPost["recordType"] = "discussion"): Promise<IDraft> {
    const post: IDraftPost = { recordType, parentRecordType: "category", parentRecordID: 1, attributes: { body: `Body of ${name}`, format: "markdown", draftMeta: { name } } };
    const created = await api(t, "POST", "/drafts", cookie, post);
    expect(created.statusCode).toBe(201);
    const scheduled = await api(t, "PATCH", `/drafts/schedule/${created.json().draftID}`, cookie, { dateScheduled: new Date(Date.now() + inMs).toISOString() });
    expect(scheduled.statusCode).toBe(200);
    return scheduled.json();
}

async function discussionsNamed(t: ITestApp, name: string): Promise<number> {
    return (await t.db.selectFrom("discussions").select("discussionID").where("name", "=", name).execute()).length;
}

async function draftRow(t: ITestApp, draftID: number) {
    return t.db.selectFrom("drafts").selectAll().where("draftID", "=", draftID).executeTakeFirst();
}

/** Polls until `check` holds (a generous overall limit): tests wait for states, never for times. */
async function waitFor(check: () => Promise<boolean>, limitMs = 20_000): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (!(await check())) {
        if (Date.now() > deadline) throw new Error("The expected state never came.");
        await new Promise((resolve) => setTimeout(resolve, 25));
    }
}

it("publishes a draft scheduled a second ahead exactly once with two server processes on one database", async () => {
    const first = await startApp();
    const second = await startApp(first.database);
    const member = await signIn(first.app, "member");
    const draft = await scheduledDraft(first, member, "Scheduled twice over", 1_000);
    expect(await discussionsNamed(first, "Scheduled twice over")).toBe(0);

    await waitFor(async () => (await draftRow(first, draft.draftID)) === undefined);
    await waitFor(async () => (await first.db.selectFrom("jobs").selectAll().execute()).length === 0);
    // Both processes poll again: nothing is left to publish twice.
    await Promise.all([first.app.hearth.jobs.runDueJobs(), second.app.hearth.jobs.runDueJobs()]);
    expect(await discussionsNamed(first, "Scheduled twice over")).toBe(1);
    const [published] = await first.db.selectFrom("discussions").select(["insertUserID", "body"]).where("name", "=", "Scheduled twice over").execute();
    expect(published).toEqual({ insertUserID: draft.insertUserID, body: "Body of Scheduled twice over" });
});

it("still publishes after a restart: the job waits in the database", async () => {
    const before = await startApp();
    const member = await signIn(before.app, "member");
    // The process's job runner stops before the draft is scheduled, so it can never have claimed
    // the job (on a slow machine the draft's time could pass before a later stop).
    await before.app.hearth.jobs.stop();
    const draft = await scheduledDraft(before, member, "Survives a restart", 1_500);
    expect(await draftRow(before, draft.draftID)).toMatchObject({ draftStatus: "scheduled" });
    // The process is down when the draft comes due: the next one finds the job due as it starts.
    await waitFor(async () => Date.now() > Date.parse(draft.dateScheduled!));

    const after = await startApp(before.database);
    // A failure says what the job and the draft were left as (how this test's race was found).
    await waitFor(async () => (await discussionsNamed(after, "Survives a restart")) === 1).catch(async (error: Error) => {
        const jobs = await after.db.selectFrom("jobs").selectAll().execute();
        throw new Error(`${error.message} Jobs: ${JSON.stringify(jobs)} Draft: ${JSON.stringify(await draftRow(after, draft.draftID))}`);
    });
    expect(await draftRow(after, draft.draftID)).toBeUndefined();
});

it("gives a draft that cannot be published the error status, the reason and a notification", async () => {
    const t = await startApp();
    t.app.hearth.draftPublishers.register("discussion", async () => {
        throw new Error("The category is closed.");
    });
    const member = await signIn(t.app, "member");
    const draft = await scheduledDraft(t, member, "Doomed <post>", 800);

    await waitFor(async () => (await draftRow(t, draft.draftID))?.draftStatus === "error");
    const failed = await api(t, "GET", `/drafts/${draft.draftID}`, member);
    expect(failed.json()).toMatchObject({ draftStatus: "error", error: "The category is closed.", attributes: { body: "Body of Doomed <post>" } });
    expect(await discussionsNamed(t, "Doomed <post>")).toBe(0);

    const notifications = (await t.app.inject({ url: "/api/v2/notifications", headers: { cookie: member } })).json();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
        activityType: "draftPublishFailed",
        url: `/post/editdiscussion/0/${draft.draftID}`,
        body: "Your scheduled post <b>“Doomed &lt;post&gt;”</b> could not be published: The category is closed.",
        read: false,
    });
    // Re-scheduling after fixing it is possible: the error goes, the job comes back.
    const again = await api(t, "PATCH", `/drafts/schedule/${draft.draftID}`, member, { dateScheduled: new Date(Date.now() + 3_600_000).toISOString() });
    expect(again.json()).toMatchObject({ draftStatus: "scheduled", error: null });
});

it("gives a draft of a type nobody publishes the error status", async () => {
    const t = await startApp();
    const member = await signIn(t.app, "member");
    const draft = await scheduledDraft(t, member, "An article", 800, "article");
    await waitFor(async () => (await draftRow(t, draft.draftID))?.draftStatus === "error");
    expect((await draftRow(t, draft.draftID))?.error).toBe("Posts of type article cannot be published from a draft.");
});

it("does not publish a cancelled schedule, and publishes a re-scheduled one at its new time", async () => {
    const t = await startApp();
    const member = await signIn(t.app, "member");
    const cancelled = await scheduledDraft(t, member, "Cancelled", 800);
    expect((await api(t, "PATCH", `/drafts/cancel-schedule/${cancelled.draftID}`, member)).json()).toMatchObject({ draftStatus: "draft", dateScheduled: null });
    const moved = await scheduledDraft(t, member, "Moved", 3_600_000);
    expect((await api(t, "PATCH", `/drafts/schedule/${moved.draftID}`, member, { dateScheduled: new Date(Date.now() + 1_200).toISOString() })).statusCode).toBe(200);

    // Jobs run in time order: once the later one is published, the cancelled one's time is long past.
    // The runner removes a job after its publish commits, so the queue is waited for too (on a
    // busy machine CI saw the published discussion while its job was still locked).
    await waitFor(async () => (await discussionsNamed(t, "Moved")) === 1 && (await t.db.selectFrom("jobs").select("jobID").execute()).length === 0);
    expect(await discussionsNamed(t, "Cancelled")).toBe(0);
    expect(await draftRow(t, cancelled.draftID)).toMatchObject({ draftStatus: "draft" });
});
