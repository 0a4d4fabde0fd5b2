/**
 * The drafts API (issue 9 item 4, content §3/§4/§5/§7): CRUD, filters and paging headers, who
 * may see what, If-Match conflicts (ten saves at once: one wins), scheduling validation and the
 * draft-meta rules.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import type { IDraft, IDraftPost } from "@library/drafts/draftTypes";

let t: ITestApp;
let member: string;
let moderator: string;

beforeEach(async () => {
    t = await createTestApp();
    [member, moderator] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator")]);
});
afterEach(() => t.close());

const discussionDraft = (name = "My idea", body = "Some text"): IDraftPost => ({
    recordType: "discussion",
    parentRecordType: "category",
    parentRecordID: 1,
    attributes: { body, format: "markdown", draftMeta: { name, categoryID: 1 } },
});

const commentDraft = (discussionID: number, body = "A reply in progress"): IDraftPost => ({
    recordType: "comment",
    parentRecordType: "discussion",
    parentRecordID: discussionID,
    attributes: { body, format: "text" },
});

function api(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie: string | undefined, payload?: unknown, headers: Record<string, string> = {}) {
    // A JSON content type only with a body (Fastify refuses an empty JSON body, as browsers never send one).
    const base = payload !== undefined ? JSON_HEADERS : { "x-requested-with": JSON_HEADERS["x-requested-with"] };
    return t.app.inject({ method, url: `/api/v2${url}`, headers: { ...base, ...(cookie ? { cookie } : {}), ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

async function create(cookie: string, draft: IDraftPost): Promise<IDraft> {
    const response = await api("POST", "/drafts", cookie, draft);
    expect(response.statusCode).toBe(201);
    return response.json();
}

describe("draft CRUD", () => {
    it("creates, reads, edits and deletes a member's draft", async () => {
        const created = await create(member, discussionDraft());
        expect(created).toMatchObject({
            recordType: "discussion",
            recordID: null,
            parentRecordID: 1,
            draftStatus: "draft",
            dateScheduled: null,
            revision: 1,
            editUrl: `/post/editdiscussion/0/${created.draftID}`,
            attributes: { body: "Some text", format: "markdown", draftMeta: { name: "My idea", categoryID: 1 } },
        });
        for (const url of [`/drafts/${created.draftID}`, `/drafts/${created.draftID}/edit`]) {
            const read = await api("GET", url, member);
            expect(read.statusCode).toBe(200);
            expect(read.json()).toEqual(created);
        }

        const patched = await api("PATCH", `/drafts/${created.draftID}`, member, { attributes: { body: "More text", format: "markdown", draftMeta: { name: "Better idea" } } });
        expect(patched.statusCode).toBe(200);
        expect(patched.json()).toMatchObject({ revision: 2, parentRecordID: 1, attributes: { body: "More text", draftMeta: { name: "Better idea" } } });

        expect((await api("DELETE", `/drafts/${created.draftID}`, member)).statusCode).toBe(204);
        expect((await api("DELETE", `/drafts/${created.draftID}`, member)).statusCode).toBe(404);
        expect((await api("GET", `/drafts/${created.draftID}`, member)).statusCode).toBe(404);
    });

    it("gives comment drafts the draft-available links of content §2", async () => {
        const topLevel = await create(member, commentDraft(7));
        expect(topLevel.editUrl).toBe("/discussion/7?hasDraft=true#create-comment");
        const reply = await create(member, { ...commentDraft(7), attributes: { body: "Reply", format: "text", draftMeta: { commentPath: "/3/", commentParentID: 3 } } });
        expect(reply.editUrl).toBe("/discussion/comment/3?hasDraft=true#Comment_3");
        const editing = await create(member, { ...discussionDraft(), recordID: 12 });
        expect(editing.editUrl).toBe(`/post/editdiscussion/12/${editing.draftID}`);
    });

    it("lists only the member's drafts, filtered, newest first, with paging headers", async () => {
        const mine = [];
        for (let i = 0; i < 3; i++) mine.push(await create(member, commentDraft(5, `reply ${i}`)));
        const other = await create(member, commentDraft(6));
        const discussion = await create(member, discussionDraft());
        await create(moderator, commentDraft(5));

        const all = await api("GET", "/drafts", member);
        expect(all.statusCode).toBe(200);
        expect(all.json().map((draft: IDraft) => draft.draftID).sort()).toEqual([...mine, other, discussion].map((draft) => draft.draftID).sort());

        const filtered = await api("GET", "/drafts?recordType=comment&parentRecordType=discussion&parentRecordID=5&limit=2", member);
        expect(filtered.json().map((draft: IDraft) => draft.attributes.body)).toHaveLength(2);
        expect(filtered.headers["x-app-page-current"]).toBe("1");
        expect(filtered.headers["x-app-page-limit"]).toBe("2");
        expect(filtered.headers["x-app-page-result-count"]).toBe("3");
        expect(filtered.headers["x-app-page-next-url"]).toContain("page=2");
        const second = await api("GET", "/drafts?recordType=comment&parentRecordType=discussion&parentRecordID=5&limit=2&page=2", member);
        expect(second.json()).toHaveLength(1);
        const bodies = [...filtered.json(), ...second.json()].map((draft: IDraft) => draft.attributes.body);
        expect(bodies.sort()).toEqual(["reply 0", "reply 1", "reply 2"]);

        expect((await api("GET", "/drafts?recordType=discussion", member)).json().map((draft: IDraft) => draft.draftID)).toEqual([discussion.draftID]);
        expect((await api("GET", "/drafts?draftStatus=scheduled", member)).json()).toEqual([]);
        expect((await api("GET", `/drafts?recordID=99`, member)).json()).toEqual([]);
    });
});

describe("who may see and touch drafts", () => {
    it("answers 404 for another member's draft, whatever the method", async () => {
        const draft = await create(member, discussionDraft());
        expect((await api("GET", `/drafts/${draft.draftID}`, moderator)).statusCode).toBe(404);
        expect((await api("GET", `/drafts/${draft.draftID}/edit`, moderator)).statusCode).toBe(404);
        expect((await api("PATCH", `/drafts/${draft.draftID}`, moderator, { attributes: { body: "mine now" } })).statusCode).toBe(404);
        expect((await api("PATCH", `/drafts/schedule/${draft.draftID}`, moderator, { dateScheduled: new Date(Date.now() + 3_600_000).toISOString() })).statusCode).toBe(404);
        expect((await api("PATCH", `/drafts/cancel-schedule/${draft.draftID}`, moderator, {})).statusCode).toBe(404);
        expect((await api("DELETE", `/drafts/${draft.draftID}`, moderator)).statusCode).toBe(404);
        expect((await api("GET", "/drafts", moderator)).json()).toEqual([]);
        // Untouched.
        expect((await api("GET", `/drafts/${draft.draftID}`, member)).json()).toEqual(draft);
    });

    it("refuses guests with 403", async () => {
        const draft = await create(member, discussionDraft());
        expect((await api("GET", "/drafts", undefined)).statusCode).toBe(403);
        expect((await api("GET", `/drafts/${draft.draftID}`, undefined)).statusCode).toBe(403);
        expect((await api("POST", "/drafts", undefined, discussionDraft())).statusCode).toBe(403);
        expect((await api("PATCH", `/drafts/${draft.draftID}`, undefined, { attributes: { body: "x" } })).statusCode).toBe(403);
        expect((await api("DELETE", `/drafts/${draft.draftID}`, undefined)).statusCode).toBe(403);
    });

    it("keeps a member under the configured number of drafts", async () => {
        await t.app.hearth.config.set("Drafts.MaxPerMember", 3);
        const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => api("POST", "/drafts", member, commentDraft(5, `reply ${i}`))));
        expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
        const refused = answers.filter((answer) => answer.statusCode !== 201);
        expect(refused).toHaveLength(3);
        for (const answer of refused) {
            expect(answer.statusCode).toBe(400);
            expect(answer.json().message).toMatch(/You have 3 drafts, the most a member can keep/);
        }
        expect((await api("GET", "/drafts", member)).headers["x-app-page-result-count"]).toBe("3");
    });
});

describe("If-Match", () => {
    it("refuses a save made from an older revision with 409 and the current draft", async () => {
        const draft = await create(member, discussionDraft());
        const fromTabA = await api("PATCH", `/drafts/${draft.draftID}`, member, { attributes: { body: "tab A", draftMeta: { name: "A" } } }, { "if-match": '"1"' });
        expect(fromTabA.statusCode).toBe(200);
        expect(fromTabA.json().revision).toBe(2);
        const fromTabB = await api("PATCH", `/drafts/${draft.draftID}`, member, { attributes: { body: "tab B", draftMeta: { name: "B" } } }, { "if-match": '"1"' });
        expect(fromTabB.statusCode).toBe(409);
        expect(fromTabB.json()).toMatchObject({ status: 409, message: "This draft was changed in another tab or on another device.", draft: { revision: 2, attributes: { body: "tab A" } } });
        // The later edit from the current revision wins.
        const retried = await api("PATCH", `/drafts/${draft.draftID}`, member, { attributes: { body: "tab B", draftMeta: { name: "B" } } }, { "if-match": '"2"' });
        expect(retried.json()).toMatchObject({ revision: 3, attributes: { body: "tab B" } });
        expect((await api("PATCH", `/drafts/${draft.draftID}`, member, { attributes: { body: "x" } }, { "if-match": "soon" })).statusCode).toBe(400);
    });

    it("lets exactly one of ten simultaneous saves from one revision through", async () => {
        const draft = await create(member, discussionDraft());
        const answers = await Promise.all(
            Array.from({ length: 10 }, (_, i) => api("PATCH", `/drafts/${draft.draftID}`, member, { attributes: { body: `save ${i}`, draftMeta: { name: "n" } } }, { "if-match": '"1"' })),
        );
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
        const winner = answers.find((answer) => answer.statusCode === 200)!.json() as IDraft;
        const stored = (await api("GET", `/drafts/${draft.draftID}`, member)).json() as IDraft;
        expect(stored).toMatchObject({ revision: 2, attributes: { body: winner.attributes.body } });
        for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) expect(answer.json().draft.revision).toBeGreaterThanOrEqual(2);
    });
});

describe("scheduling", () => {
    it("schedules a draft in the future and cancels it", async () => {
        const draft = await create(member, discussionDraft());
        const when = new Date(Date.now() + 3_600_000).toISOString();
        const scheduled = await api("PATCH", `/drafts/schedule/${draft.draftID}`, member, { dateScheduled: when });
        expect(scheduled.statusCode).toBe(200);
        expect(scheduled.json()).toMatchObject({ draftStatus: "scheduled", dateScheduled: when });
        expect((await api("GET", "/drafts?draftStatus=scheduled", member)).json().map((row: IDraft) => row.draftID)).toEqual([draft.draftID]);
        expect(await t.db.selectFrom("jobs").select(["name", "runAt"]).execute()).toEqual([{ name: "publishDraft", runAt: when }]);

        const cancelled = await api("PATCH", `/drafts/cancel-schedule/${draft.draftID}`, member, {});
        expect(cancelled.statusCode).toBe(200);
        expect(cancelled.json()).toMatchObject({ draftStatus: "draft", dateScheduled: null });
        expect(await t.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
    });

    it("refuses a time in the past or a non-date with a field error", async () => {
        const draft = await create(member, discussionDraft());
        for (const dateScheduled of [new Date(Date.now() - 60_000).toISOString(), "tomorrow-ish", ""]) {
            const answer = await api("PATCH", `/drafts/schedule/${draft.draftID}`, member, { dateScheduled });
            expect(answer.statusCode).toBe(400);
            expect(answer.json().errors[0].field).toBe("dateScheduled");
        }
        expect((await api("GET", `/drafts/${draft.draftID}`, member)).json().draftStatus).toBe("draft");
    });
});

describe("draft validation", () => {
    it("refuses discussion meta with nothing but a category, and an ID without a location type", async () => {
        const noName = await api("POST", "/drafts", member, { ...discussionDraft(), attributes: { body: "x", format: "markdown", draftMeta: { categoryID: 1 } } });
        expect(noName.statusCode).toBe(400);
        expect(noName.json().errors[0].field).toBe("attributes.draftMeta");
        const noType = await api("POST", "/drafts", member, { ...discussionDraft(), parentRecordType: null });
        expect(noType.statusCode).toBe(400);
        expect(noType.json().errors[0].field).toBe("parentRecordType");
    });

    it("maps the legacy announce to pinLocation", async () => {
        for (const [announce, pinLocation] of [
            [0, "none"],
            [1, "category"],
            [2, "recent"],
        ] as const) {
            const draft = await create(member, { ...discussionDraft(), attributes: { body: "x", format: "markdown", draftMeta: { announce } as never } });
            expect(draft.attributes.draftMeta).toEqual({ pinLocation, pinned: pinLocation !== "none" });
        }
    });

    it("does not create an empty comment draft, and limits the body like comments", async () => {
        const empty = await api("POST", "/drafts", member, commentDraft(5, "   "));
        expect(empty.statusCode).toBe(400);
        expect(empty.json().message).toBe("Invalid draft, no body content.");
        const emptyRich = await api("POST", "/drafts", member, { ...commentDraft(5), attributes: { body: JSON.stringify([{ type: "p", children: [{ text: " " }] }]), format: "rich2" } });
        expect(emptyRich.statusCode).toBe(400);
        const long = await api("POST", "/drafts", member, commentDraft(5, "x".repeat(50_001)));
        expect(long.statusCode).toBe(400);
        expect(long.json().errors[0].field).toBe("attributes.body");
        expect((await api("POST", "/drafts", member, commentDraft(5, "x".repeat(50_000)))).statusCode).toBe(201);
    });
});
