/**
 * The autosave engine's rules (content §4, §5, §8, §9), through the real transport (thunks → API
 * client → jest-fetch-mock) so each rule is checked on the requests the server would get.
 */
import fetchMock from "jest-fetch-mock";
import { takeConsoleErrors } from "@tests/setup/consoleGuard";
import { AUTOSAVE_MS, DRAFT_REQUEST_TIMEOUT_MS, DRAFT_UPDATE_DEBOUNCE_MS, DraftAutosave, type IDraftAutosaveOptions, type IDraftSyncState } from "@library/drafts/draftAutosave";
import type { IDraftChannel, IDraftChannelMessage } from "@library/drafts/draftChannel";
import { DRAFTS_KEY, draftsReducer } from "@library/drafts/draftsSlice";
import { createDraftTransport } from "@library/drafts/draftThunks";
import type { IDraft, IDraftAttributes } from "@library/drafts/draftTypes";
import { draftKeyForConflict, draftKeyForID, draftKeyForPath, readDraftPointer, readLocalDraft, setDraftMember, writeLocalDraft } from "@library/drafts/localDrafts";
import { createAppStore } from "@library/redux/store";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";

const PATH = "/discussion/7/hello";
const T0 = Date.parse("2026-11-24T10:00:00Z");

interface ISent {
    method: string;
    url: string;
    ifMatch: string | null;
    body: Record<string, unknown> | null;
}

let sent: ISent[] = [];
type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }> | "network-error";
let answers: Answer[] = [];

function serverDraft(overrides: Partial<IDraft> = {}, attributes: Partial<IDraftAttributes> = {}): IDraft {
    return {
        draftID: 5,
        recordType: "comment",
        recordID: null,
        parentRecordType: "discussion",
        parentRecordID: 7,
        attributes: { body: "from the server", format: "markdown", lastSaved: new Date(T0).toISOString(), ...attributes },
        draftStatus: "draft",
        dateScheduled: null,
        insertUserID: 2,
        updateUserID: 2,
        dateInserted: new Date(T0).toISOString(),
        dateUpdated: new Date(T0).toISOString(),
        editUrl: "/discussion/7?hasDraft=true#create-comment",
        revision: 3,
        ...overrides,
    };
}

/** Each request takes the next answer; the request is recorded as sent. */
function answer(...next: Answer[]) {
    answers.push(...next);
}

beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    window.localStorage.clear();
    setDraftMember(2);
    sent = [];
    answers = [];
    fetchMock.mockResponse(async (request) => {
        const text = await request.text();
        sent.push({ method: request.method, url: new URL(request.url, "http://localhost").pathname, ifMatch: request.headers.get("If-Match"), body: text ? JSON.parse(text) : null });
        const next = answers.shift();
        if (!next) return { status: 599, body: JSON.stringify({ message: `Unexpected ${request.method} ${request.url}` }) };
        if (next === "network-error") throw new TypeError("Failed to fetch");
        const { status, body } = await next;
        return { status, body: body === undefined ? "" : JSON.stringify(body), headers: { "content-type": "application/json" } };
    });
});

afterEach(() => {
    jest.useRealTimers();
    resetReducerRegistry();
});

function newEngine(overrides: Partial<IDraftAutosaveOptions> = {}) {
    registerReducer(DRAFTS_KEY, draftsReducer);
    const store = createAppStore();
    const restored: IDraftAttributes[] = [];
    const states: IDraftSyncState[] = [];
    const engine = new DraftAutosave({
        transport: createDraftTransport(store.dispatch, store.getState),
        scope: { recordType: "comment", parentRecordType: "discussion", parentRecordID: 7 },
        pathKey: PATH,
        onRestore: (attributes) => restored.push(attributes),
        onState: (state) => states.push(state),
        ...overrides,
    });
    return { engine, restored, states, status: () => engine.getState().status };
}

/** A comment form's engine asks the server for the member's draft first: here there is none. */
async function startedEmpty(overrides: Partial<IDraftAutosaveOptions> = {}) {
    const setup = newEngine(overrides);
    answer({ status: 200, body: [] });
    await setup.engine.start();
    sent = [];
    return setup;
}

async function advance(ms: number) {
    await jest.advanceTimersByTimeAsync(ms);
}

describe("saving while typing", () => {
    it("keeps the text on the device after 1000 ms and sends it to the server 5000 ms after the last change", async () => {
        const { engine, status } = newEngine({ scope: { recordType: "discussion" } });
        await engine.start();
        engine.change({ body: "Hello", format: "markdown", draftMeta: { name: "A title" } });
        await advance(DRAFT_UPDATE_DEBOUNCE_MS - 1);
        expect(readLocalDraft(draftKeyForPath(PATH))).toBeNull();
        await advance(1);
        expect(readLocalDraft(draftKeyForPath(PATH))?.attributes.body).toBe("Hello");
        expect(status()).toBe("local");

        answer({ status: 201, body: serverDraft({ draftID: 11, recordType: "discussion", revision: 1 }) });
        await advance(AUTOSAVE_MS - DRAFT_UPDATE_DEBOUNCE_MS - 1);
        expect(sent).toHaveLength(0);
        await advance(1);
        expect(sent).toHaveLength(1);
        expect(sent[0]).toMatchObject({ method: "POST", url: "/api/v2/drafts", ifMatch: null });
        expect(sent[0]!.body).toMatchObject({ recordType: "discussion", attributes: { body: "Hello", format: "markdown", draftMeta: { name: "A title" }, lastSaved: new Date(T0).toISOString() } });
        expect(engine.getState()).toMatchObject({ draftID: 11, status: "saved" });
        // Kept under the draft ID now, and the page path points at it for the next visit.
        expect(readLocalDraft(draftKeyForID(11))?.attributes.body).toBe("Hello");
        expect(readLocalDraft(draftKeyForPath(PATH))).toBeNull();
        expect(readDraftPointer(PATH)).toBe(11);
    });

    it("sends at most one request per 5 s of typing: none while keys keep coming, one after the pause, then PATCH with If-Match", async () => {
        const { engine } = await startedEmpty();
        // 20 s of typing, a key every 200 ms.
        for (let index = 1; index <= 100; index++) {
            engine.change({ body: "x".repeat(index), format: "markdown" });
            await advance(200);
        }
        expect(sent).toHaveLength(0);
        // …but the device copy kept up, a second behind at most.
        expect(readLocalDraft(draftKeyForPath(PATH))!.attributes.body.length).toBeGreaterThanOrEqual(95);
        answer({ status: 201, body: serverDraft({ revision: 1 }) });
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.body).toMatchObject({ recordType: "comment", parentRecordType: "discussion", parentRecordID: 7, attributes: { body: "x".repeat(100), draftType: "comment", draftMeta: { format: "markdown" } } });

        engine.change({ body: "more", format: "markdown" });
        answer({ status: 200, body: serverDraft({ revision: 2 }) });
        await advance(AUTOSAVE_MS);
        expect(sent[1]).toMatchObject({ method: "PATCH", url: "/api/v2/drafts/5", ifMatch: '"1"' });
        expect(sent[1]!.body).toMatchObject({ attributes: { body: "more" } });
    });

    it("skips a save while another save runs, then sends the newer text once it ends", async () => {
        const { engine } = await startedEmpty();
        let finish!: (value: { status: number; body: unknown }) => void;
        answer(new Promise((resolve) => (finish = resolve)));
        engine.change({ body: "first", format: "markdown" });
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(1);
        engine.change({ body: "second", format: "markdown" });
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(1);
        answer({ status: 200, body: serverDraft({ revision: 2 }) });
        finish({ status: 201, body: serverDraft({ revision: 1 }) });
        await advance(0);
        expect(sent).toHaveLength(1);
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(2);
        expect(sent[1]).toMatchObject({ method: "PATCH", ifMatch: '"1"', body: { attributes: { body: "second" } } });
    });

    it("sends nothing while disabled, and sends once enabled again", async () => {
        const { engine } = await startedEmpty({ enabled: false });
        engine.change({ body: "quiet", format: "markdown" });
        await advance(AUTOSAVE_MS * 3);
        expect(sent).toHaveLength(0);
        expect(readLocalDraft(draftKeyForPath(PATH))?.attributes.body).toBe("quiet");
        answer({ status: 201, body: serverDraft() });
        engine.setEnabled(true);
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(1);
    });
});

describe("loading", () => {
    it("replaces the local copy with the server's when the server's is newer, and then sends nothing", async () => {
        writeLocalDraft(draftKeyForID(5), { draftID: 5, revision: 2, attributes: { body: "older local", format: "markdown" }, updated: T0 - 60_000, serverSaved: T0 - 60_000 });
        answer({ status: 200, body: serverDraft() });
        const { engine, restored } = newEngine({ draftID: 5 });
        await engine.start();
        expect(sent[0]).toMatchObject({ method: "GET", url: "/api/v2/drafts/5/edit" });
        expect(restored.map((attributes) => attributes.body)).toEqual(["from the server"]);
        expect(readLocalDraft(draftKeyForID(5))?.attributes.body).toBe("from the server");
        // The local copy is not newer than the last server save: no save.
        await advance(AUTOSAVE_MS * 2);
        expect(sent).toHaveLength(1);
    });

    it("pushes a local copy newer than the server's (with If-Match of the server revision)", async () => {
        writeLocalDraft(draftKeyForID(5), { draftID: 5, revision: 2, attributes: { body: "typed offline", format: "markdown" }, updated: T0 + 30_000, serverSaved: T0 - 60_000 });
        answer({ status: 200, body: serverDraft() }, { status: 200, body: serverDraft({ revision: 4 }, { body: "typed offline" }) });
        const { engine, restored } = newEngine({ draftID: 5 });
        await engine.start();
        await advance(0);
        expect(restored.map((attributes) => attributes.body)).toEqual(["typed offline"]);
        expect(sent[1]).toMatchObject({ method: "PATCH", url: "/api/v2/drafts/5", ifMatch: '"3"', body: { attributes: { body: "typed offline" } } });
        expect(engine.getState().status).toBe("saved");
    });

    it("saves the local copy as a new draft when the fetch fails, logging the failure", async () => {
        writeLocalDraft(draftKeyForID(5), { draftID: 5, revision: 2, attributes: { body: "only here", format: "markdown" }, updated: T0, serverSaved: T0 - 1 });
        answer({ status: 404, body: { message: "Draft not found.", status: 404 } }, { status: 201, body: serverDraft({ draftID: 12, revision: 1 }, { body: "only here" }) });
        const { engine, restored } = newEngine({ draftID: 5 });
        await engine.start();
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Error fetching draft from server")]);
        expect(restored[0]?.body).toBe("only here");
        expect(sent[1]).toMatchObject({ method: "POST", url: "/api/v2/drafts", body: { attributes: { body: "only here" } } });
        expect(engine.getState().draftID).toBe(12);
        expect(readLocalDraft(draftKeyForID(5))).toBeNull();
    });

    it("clears the draft ID when the fetch fails and nothing is kept locally", async () => {
        answer({ status: 500, body: { message: "Boom", status: 500 } });
        const { engine } = newEngine({ draftID: 5 });
        await engine.start();
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("Error fetching draft from server")]);
        expect(engine.getState()).toMatchObject({ draftID: null, status: "idle" });
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(1);
    });

    it("logs server attributes of an unknown structure and keeps the local text", async () => {
        writeLocalDraft(draftKeyForID(5), { draftID: 5, attributes: { body: "mine", format: "markdown" }, updated: T0 - 10, serverSaved: T0 - 20 });
        answer({ status: 200, body: serverDraft({}, { format: "klingon" as IDraftAttributes["format"] }) }, { status: 200, body: serverDraft({ revision: 4 }, { body: "mine" }) });
        const { engine, restored } = newEngine({ draftID: 5 });
        await engine.start();
        await advance(0);
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("Draft attributes contain unknown structure")]);
        expect(restored[0]?.body).toBe("mine");
        expect(sent[1]).toMatchObject({ method: "PATCH", body: { attributes: { body: "mine" } } });
    });

    it("finds the member's top-level comment draft for the discussion (saved on another device) when the page knows no ID", async () => {
        const reply = serverDraft({ draftID: 8, dateUpdated: new Date(T0 + 5).toISOString() }, { body: "a reply", draftMeta: { commentPath: "1.4", commentParentID: 4 } });
        answer({ status: 200, body: [reply, serverDraft()] });
        const { engine, restored } = newEngine();
        await engine.start();
        expect(sent[0]!.url).toBe("/api/v2/drafts");
        expect(restored.map((attributes) => attributes.body)).toEqual(["from the server"]);
        expect(engine.getState().draftID).toBe(5);
    });

    it("restores the page path's local copy after a reload, under the ID it was given", async () => {
        const first = await startedEmpty();
        first.engine.change({ body: "before the crash", format: "markdown" });
        answer({ status: 201, body: serverDraft({ draftID: 9, revision: 1 }, { body: "before the crash" }) });
        await advance(AUTOSAVE_MS);
        first.engine.change({ body: "before the crash, and more", format: "markdown" });
        await advance(DRAFT_UPDATE_DEBOUNCE_MS);
        // The tab dies here: no dispose. A new page asks the server and compares.
        answer({ status: 200, body: serverDraft({ draftID: 9, revision: 1 }, { body: "before the crash" }) }, { status: 200, body: serverDraft({ draftID: 9, revision: 2 }) });
        const second = newEngine();
        await second.engine.start();
        await advance(0);
        expect(second.restored.map((attributes) => attributes.body)).toEqual(["before the crash, and more"]);
        expect(sent.slice(-2).map((request) => `${request.method} ${request.url}`)).toEqual(["GET /api/v2/drafts/9/edit", "PATCH /api/v2/drafts/9"]);
    });
});

describe("failures", () => {
    it("keeps the text locally while offline and sends it when back online", async () => {
        let online = false;
        const { engine, status } = await startedEmpty({ isOnline: () => online });
        engine.change({ body: "on the train", format: "markdown" });
        await advance(AUTOSAVE_MS * 3);
        expect(sent).toHaveLength(0);
        expect(status()).toBe("offline");
        expect(readLocalDraft(draftKeyForPath(PATH))?.attributes.body).toBe("on the train");
        online = true;
        answer({ status: 201, body: serverDraft() });
        engine.online();
        await advance(0);
        expect(sent).toHaveLength(1);
        expect(status()).toBe("saved");
    });

    it("treats a network error as offline: nothing lost, sent again by online()", async () => {
        const { engine, status } = await startedEmpty();
        answer("network-error");
        engine.change({ body: "dropped", format: "markdown" });
        await advance(AUTOSAVE_MS);
        expect(status()).toBe("offline");
        expect(readLocalDraft(draftKeyForPath(PATH))?.attributes.body).toBe("dropped");
        answer({ status: 201, body: serverDraft() });
        engine.online();
        await advance(0);
        expect(sent.map((request) => request.method)).toEqual(["POST", "POST"]);
        expect(status()).toBe("saved");
    });

    it("tries again every 5 s after a network error while the browser says it is online (a timeout)", async () => {
        const { engine, status } = await startedEmpty();
        answer("network-error", "network-error", { status: 201, body: serverDraft() });
        engine.change({ body: "through the tunnel", format: "markdown" });
        await advance(AUTOSAVE_MS);
        expect(status()).toBe("offline");
        await advance(AUTOSAVE_MS - 1);
        expect(sent).toHaveLength(1);
        await advance(1);
        expect(sent).toHaveLength(2);
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(3);
        expect(status()).toBe("saved");
    });

    it("gives up on a save the server never answers after 30 s and tries again", async () => {
        const { engine, status } = await startedEmpty();
        answer(new Promise(() => undefined), { status: 201, body: serverDraft() });
        engine.change({ body: "into the void", format: "markdown" });
        await advance(AUTOSAVE_MS + DRAFT_REQUEST_TIMEOUT_MS);
        expect(status()).toBe("offline");
        expect(sent).toHaveLength(1);
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(2);
        expect(status()).toBe("saved");
    });

    it("logs 'Error autosaving draft' on a failed create and 'Error updating draft' on a failed update, retrying after 5 s", async () => {
        const { engine, status } = await startedEmpty();
        answer({ status: 500, body: { message: "Boom", status: 500 } });
        engine.change({ body: "hello", format: "markdown" });
        await advance(AUTOSAVE_MS);
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Error autosaving draft")]);
        expect(status()).toBe("error");
        answer({ status: 201, body: serverDraft({ revision: 1 }) });
        await advance(AUTOSAVE_MS);
        expect(status()).toBe("saved");
        answer({ status: 503, body: { message: "Busy", status: 503 } });
        engine.change({ body: "hello again", format: "markdown" });
        await advance(AUTOSAVE_MS);
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Error updating draft")]);
        expect(sent.map((request) => request.method)).toEqual(["POST", "POST", "PATCH"]);
    });

    it("saves as a new draft when the draft was deleted elsewhere (404 on update)", async () => {
        const { engine } = newEngine({ draftID: null });
        answer({ status: 200, body: [serverDraft()] });
        await engine.start();
        engine.change({ body: "still typing", format: "markdown" });
        answer({ status: 404, body: { message: "Not found", status: 404 } }, { status: 201, body: serverDraft({ draftID: 6, revision: 1 }) });
        await advance(AUTOSAVE_MS);
        await advance(10);
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Error updating draft")]);
        expect(sent.slice(1).map((request) => `${request.method} ${request.url}`)).toEqual(["PATCH /api/v2/drafts/5", "POST /api/v2/drafts"]);
        expect(engine.getState().draftID).toBe(6);
    });
});

describe("conflicts (409)", () => {
    async function conflicted() {
        const setup = newEngine();
        answer({ status: 200, body: [serverDraft()] });
        await setup.engine.start();
        setup.engine.change({ body: "my words", format: "markdown" });
        const theirs = serverDraft({ revision: 4 }, { body: "their words" });
        answer({ status: 409, body: { message: "Changed elsewhere", status: 409, draft: theirs } });
        await advance(AUTOSAVE_MS);
        return { ...setup, theirs };
    }

    it("never overwrites: the conflict is reported with the other version and the member's text stays", async () => {
        const { engine, restored, theirs } = await conflicted();
        expect(engine.getState()).toMatchObject({ status: "conflict", conflict: theirs });
        expect(restored.map((attributes) => attributes.body)).toEqual(["from the server"]);
        expect(readLocalDraft(draftKeyForConflict(5))?.attributes.body).toBe("my words");
        // No more saves until the member chooses.
        engine.change({ body: "my words, more", format: "markdown" });
        await advance(AUTOSAVE_MS * 2);
        expect(sent).toHaveLength(2);
    });

    it("keep mine: saves without If-Match and becomes the latest", async () => {
        const { engine } = await conflicted();
        answer({ status: 200, body: serverDraft({ revision: 5 }, { body: "my words" }) });
        await engine.resolveConflict("mine");
        expect(sent[2]).toMatchObject({ method: "PATCH", url: "/api/v2/drafts/5", ifMatch: null, body: { attributes: { body: "my words" } } });
        expect(engine.getState()).toMatchObject({ status: "saved", conflict: null });
        expect(readLocalDraft(draftKeyForConflict(5))).toBeNull();
        expect(readLocalDraft(draftKeyForID(5))?.attributes.body).toBe("my words");
        engine.change({ body: "next", format: "markdown" });
        answer({ status: 200, body: serverDraft({ revision: 6 }) });
        await advance(AUTOSAVE_MS);
        expect(sent[3]).toMatchObject({ ifMatch: '"5"' });
    });

    it("asks again after a reload when the conflict was left unanswered", async () => {
        await conflicted();
        const theirs = serverDraft({ revision: 4 }, { body: "their words", lastSaved: new Date(T0 - 1).toISOString() });
        answer({ status: 200, body: theirs }, { status: 409, body: { message: "Changed elsewhere", status: 409, draft: theirs } });
        const reopened = newEngine({ draftID: 5 });
        await reopened.engine.start();
        await advance(10);
        expect(reopened.restored[0]?.body).toBe("my words");
        expect(sent.at(-1)).toMatchObject({ method: "PATCH", ifMatch: '"3"' });
        expect(reopened.engine.getState().status).toBe("conflict");
    });

    it("load theirs: the other version replaces the form's text and the local copy", async () => {
        const { engine, restored } = await conflicted();
        await engine.resolveConflict("theirs");
        expect(restored.at(-1)?.body).toBe("their words");
        expect(readLocalDraft(draftKeyForID(5))?.attributes.body).toBe("their words");
        expect(engine.getState()).toMatchObject({ status: "saved", conflict: null });
    });
});

describe("two tabs of one browser", () => {
    function linkedChannels(): [IDraftChannel, IDraftChannel] {
        const listeners: Array<Set<(message: IDraftChannelMessage) => void>> = [new Set(), new Set()];
        const channel = (self: number): IDraftChannel => ({
            post: (message) => listeners[1 - self]!.forEach((listener) => listener(message)),
            subscribe: (listener) => {
                listeners[self]!.add(listener);
                return () => listeners[self]!.delete(listener);
            },
        });
        return [channel(0), channel(1)];
    }

    it("a tab without unsaved changes takes the other tab's saved text; one with unsaved changes is told at once", async () => {
        const [one, two] = linkedChannels();
        // Tab B opens after tab A kept the draft's ID on the device: it loads that draft.
        answer({ status: 200, body: [serverDraft()] }, { status: 200, body: serverDraft() });
        const tabA = newEngine({ channel: one });
        const tabB = newEngine({ channel: two });
        await tabA.engine.start();
        await tabB.engine.start();
        tabA.engine.change({ body: "from tab A", format: "markdown" });
        answer({ status: 200, body: serverDraft({ revision: 4 }, { body: "from tab A" }) });
        await advance(AUTOSAVE_MS);
        expect(tabB.restored.at(-1)?.body).toBe("from tab A");

        tabA.engine.change({ body: "tab A again", format: "markdown" });
        await advance(2000);
        tabB.engine.change({ body: "tab B typing", format: "markdown" });
        answer({ status: 200, body: serverDraft({ revision: 5 }, { body: "tab A again" }) });
        await advance(AUTOSAVE_MS - 2000);
        await advance(AUTOSAVE_MS);
        expect(tabB.engine.getState()).toMatchObject({ status: "conflict", conflict: { revision: 5 } });
        // Tab B's own save did not go out over tab A's.
        expect(sent.filter((request) => request.method === "PATCH")).toHaveLength(2);
        // Each tab's text is kept on the device: tab A's save did not overwrite tab B's.
        expect(readLocalDraft(draftKeyForConflict(5))?.attributes.body).toBe("tab B typing");
        expect(readLocalDraft(draftKeyForID(5))?.attributes.body).toBe("tab A again");
    });
});

describe("content §5 rules", () => {
    it("does not create an empty comment draft (logged), and deletes one emptied by the member", async () => {
        const { engine } = await startedEmpty();
        engine.change({ body: "   ", format: "markdown" });
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(0);
        expect(takeConsoleErrors()).toEqual(["[hearth] Invalid draft, no body content"]);

        engine.change({ body: "words", format: "markdown" });
        answer({ status: 201, body: serverDraft() });
        await advance(AUTOSAVE_MS);
        engine.change({ body: JSON.stringify([{ type: "p", children: [{ text: "" }] }]), format: "rich2" });
        answer({ status: 204 });
        await advance(AUTOSAVE_MS);
        takeConsoleErrors();
        expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(["POST /api/v2/drafts", "DELETE /api/v2/drafts/5"]);
        expect(engine.getState().draftID).toBeNull();
    });

    it("sends a rich2 document as its JSON string", async () => {
        const { engine } = await startedEmpty();
        const document = [{ type: "p", children: [{ text: "Rich ", bold: true }, { text: "text" }] }];
        engine.change({ body: document, format: "rich2" });
        answer({ status: 201, body: serverDraft() });
        await advance(AUTOSAVE_MS);
        expect((sent[0]!.body!.attributes as IDraftAttributes).body).toBe(JSON.stringify(document));
    });

    it("logs 'Invalid draft meta' for discussion meta without name, post meta, tags, tag IDs or pin location: the meta is not sent, the body is", async () => {
        const { engine } = newEngine({ scope: { recordType: "discussion" } });
        await engine.start();
        engine.change({ body: "", format: "markdown", draftMeta: { categoryID: 3 } });
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(0);
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Invalid draft meta")]);

        engine.change({ body: "body before the title", format: "markdown", draftMeta: { categoryID: 3 } });
        answer({ status: 201, body: serverDraft({ recordType: "discussion" }) });
        await advance(AUTOSAVE_MS);
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Invalid draft meta")]);
        expect(sent).toHaveLength(1);
        expect(sent[0]!.body!.attributes).toEqual({ body: "body before the title", format: "markdown", draftType: "discussion", lastSaved: expect.any(String) });
    });

    it("maps a legacy announce to pinLocation", async () => {
        const { engine } = newEngine({ scope: { recordType: "discussion" } });
        await engine.start();
        engine.change({ body: "b", format: "markdown", draftMeta: { announce: 1, categoryID: 3 } });
        answer({ status: 201, body: serverDraft({ recordType: "discussion" }) });
        await advance(AUTOSAVE_MS);
        expect(sent[0]!.body).toMatchObject({ attributes: { draftMeta: { pinLocation: "category", pinned: true, categoryID: 3 } } });
    });
});

describe("removing", () => {
    it("deletes the local copy and the server draft; a failed delete is logged", async () => {
        const { engine } = newEngine();
        answer({ status: 200, body: [serverDraft()] });
        await engine.start();
        answer({ status: 500, body: { message: "Boom", status: 500 } });
        await engine.remove();
        expect(sent[1]).toMatchObject({ method: "DELETE", url: "/api/v2/drafts/5" });
        expect(takeConsoleErrors()).toEqual([expect.stringContaining("[hearth] Error deleting draft")]);
        expect(readLocalDraft(draftKeyForID(5))).toBeNull();
        expect(readDraftPointer(PATH)).toBeNull();
    });

    it("a save still in flight when the member posts does not bring the draft back: the draft it created is deleted", async () => {
        const { engine } = await startedEmpty();
        let finish!: (value: { status: number; body: unknown }) => void;
        answer(new Promise((resolve) => (finish = resolve)));
        engine.change({ body: "posting now", format: "markdown" });
        await advance(AUTOSAVE_MS);
        await engine.remove({ keepServer: true });
        answer({ status: 204 });
        finish({ status: 201, body: serverDraft({ draftID: 21, revision: 1 }) });
        await advance(10);
        expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(["POST /api/v2/drafts", "DELETE /api/v2/drafts/21"]);
        expect(engine.getState()).toMatchObject({ draftID: null, status: "idle" });
        expect(readLocalDraft(draftKeyForID(21))).toBeNull();
        expect(readLocalDraft(draftKeyForPath(PATH))).toBeNull();
        expect(readDraftPointer(PATH)).toBeNull();
    });

    it("keeps the server draft when told (the post request removed it)", async () => {
        const { engine } = newEngine();
        answer({ status: 200, body: [serverDraft()] });
        await engine.start();
        await engine.remove({ keepServer: true });
        await advance(AUTOSAVE_MS);
        expect(sent).toHaveLength(1);
        expect(readLocalDraft(draftKeyForID(5))).toBeNull();
    });
});
