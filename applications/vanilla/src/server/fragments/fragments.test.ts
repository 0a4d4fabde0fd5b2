import { pageContractProblems } from "@server/testing/pageContract";
import { fragmentEditorPage } from "@vanilla/pages/fragmentEditorPage";
import { islandPropsOf, createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { vanillaContract } from "@server/testing/vanillaContract";
import type { IFragment, IFragmentDetails } from "@library/fragments/fragmentTypes";
import type { IHydratedLayout, ILayout } from "@library/layouts/layoutTypes";

let t: ITestApp;
let admin: string;
let moderator: string;
let member: string;

beforeAll(async () => {
    t = await createTestApp();
    [admin, moderator, member] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "moderator"), signIn(t.app, "member")]);
});
afterAll(() => t.close());

const as = (cookie: string) => ({ ...JSON_HEADERS, ...(cookie ? { cookie } : {}) });
const del = (cookie: string) => ({ "x-requested-with": JSON_HEADERS["x-requested-with"], ...(cookie ? { cookie } : {}) });

/** Every JSON answer of these tests is held to fragments.yml (these endpoints are not among the spec's calls the global guard checks). */
function keepsContract(method: string, url: string, status: number, body: unknown): void {
    const violation = vanillaContract().check(method, url.replace(/^\/api\/v2/, "").split("?")[0]!, status, body);
    expect(violation).toBeNull();
}

async function call<T>(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown, cookie = admin, expected = 200): Promise<T> {
    const response = await t.app.inject({ method, url, headers: payload === undefined ? del(cookie) : as(cookie), ...(payload === undefined ? {} : { payload: payload as object }) });
    expect({ status: response.statusCode, body: response.statusCode === expected ? null : response.body }).toEqual({ status: expected, body: null });
    const body = response.json() as T;
    if (expected === 200) keepsContract(method, url, 200, body);
    return body;
}

const JS = 'HearthFragments.define(({ React }) => (props) => React.createElement("p", null, "Custom " + props.title));';

function create(extra: Record<string, unknown> = {}): Promise<IFragmentDetails> {
    return call<IFragmentDetails>("POST", "/api/v2/fragments", { name: "Banner", fragmentType: "HomeBanner", js: JS, jsRaw: JS, css: ".custom { color: red }", ...extra });
}

describe("fragments: create, revisions, commit", () => {
    it("creates a fragment as a draft, saves the draft in place (a new UUID each save), commits it, and keeps commits immutable", async () => {
        const created = await create();
        expect(created).toMatchObject({ name: "Banner", fragmentType: "HomeBanner", status: "draft", isLatest: true, isApplied: false, fragmentViews: [], css: ".custom { color: red }" });
        expect(created.jsUrl).toBe(`/api/v2/fragments/${created.fragmentUUID}/js?fragmentRevisionUUID=${created.fragmentRevisionUUID}`);

        const saved = await call<IFragmentDetails>("PATCH", `/api/v2/fragments/${created.fragmentUUID}`, { css: ".custom { color: blue }" });
        expect(saved).toMatchObject({ status: "draft", js: JS, css: ".custom { color: blue }", isLatest: true });
        expect(saved.fragmentRevisionUUID).not.toBe(created.fragmentRevisionUUID);
        const revisions = await call<IFragment[]>("GET", `/api/v2/fragments/${created.fragmentUUID}/revisions`);
        expect(revisions.map((revision) => revision.fragmentRevisionUUID)).toEqual([saved.fragmentRevisionUUID]);

        const committed = await call<IFragmentDetails>("POST", `/api/v2/fragments/${created.fragmentUUID}/commit-revision`, { fragmentRevisionUUID: saved.fragmentRevisionUUID, commitMessage: "First" });
        expect(committed).toMatchObject({ status: "active", commitMessage: "First", fragmentRevisionUUID: saved.fragmentRevisionUUID });

        // A patch after a commit starts a new draft from the active revision; the active one does not change.
        const second = await call<IFragmentDetails>("PATCH", `/api/v2/fragments/${created.fragmentUUID}`, { name: "Banner 2" });
        expect(second).toMatchObject({ status: "draft", name: "Banner 2", css: ".custom { color: blue }" });
        const active = await call<IFragmentDetails>("GET", `/api/v2/fragments/${created.fragmentUUID}?status=active`);
        expect(active).toMatchObject({ fragmentRevisionUUID: saved.fragmentRevisionUUID, name: "Banner", isLatest: false });
        expect(await call<IFragmentDetails>("GET", `/api/v2/fragments/${created.fragmentUUID}`)).toMatchObject({ fragmentRevisionUUID: second.fragmentRevisionUUID, isLatest: true });

        // Committing with the patch itself; then rolling back to the first commit keeps its message.
        const third = await call<IFragmentDetails>("PATCH", `/api/v2/fragments/${created.fragmentUUID}`, { js: `${JS}\n// v3`, commitMessage: "Third" });
        expect(third).toMatchObject({ status: "active", commitMessage: "Third", name: "Banner 2" });
        const rolledBack = await call<IFragmentDetails>("POST", `/api/v2/fragments/${created.fragmentUUID}/commit-revision`, { fragmentRevisionUUID: saved.fragmentRevisionUUID, commitMessage: "ignored" });
        expect(rolledBack).toMatchObject({ status: "active", commitMessage: "First" });
        const history = await call<IFragment[]>("GET", `/api/v2/fragments/${created.fragmentUUID}/revisions`);
        expect(history.map((revision) => revision.status)).toEqual(["past-revision", "active"]);
        expect(await call<IFragment[]>("GET", `/api/v2/fragments/${created.fragmentUUID}/revisions?commitMessage=hir`)).toHaveLength(1);

        // Deleting: the active revision is refused, a past one goes, then the whole fragment.
        await call("DELETE", `/api/v2/fragments/${created.fragmentUUID}?fragmentRevisionUUID=${saved.fragmentRevisionUUID}`, undefined, admin, 422);
        expect(await call("DELETE", `/api/v2/fragments/${created.fragmentUUID}?fragmentRevisionUUID=${third.fragmentRevisionUUID}`)).toEqual({ success: true });
        expect(await call("DELETE", `/api/v2/fragments/${created.fragmentUUID}`)).toEqual({ success: true });
        await call("GET", `/api/v2/fragments/${created.fragmentUUID}`, undefined, admin, 404);
        expect(await t.db.selectFrom("fragmentRevisions").select("fragmentRevisionUUID").where("fragmentUUID", "=", created.fragmentUUID).execute()).toEqual([]);
    });

    it("creates a fragment committed at once with a commit message, and lists fragments by status and type", async () => {
        const committed = await create({ name: "Listed", fragmentType: "LeaderboardWidget", commitMessage: "Ready" });
        expect(committed).toMatchObject({ status: "active", commitMessage: "Ready", isLatest: true });
        const draftOnly = await create({ name: "Unfinished", fragmentType: "LeaderboardWidget" });
        const names = async (query: string) => (await call<IFragment[]>("GET", `/api/v2/fragments?fragmentType=LeaderboardWidget${query}`)).map((fragment) => fragment.name).sort();
        expect(await names("")).toEqual(["Listed", "Unfinished"]);
        expect(await names("&status=active")).toEqual(["Listed"]);
        expect(await names("&status=draft")).toEqual(["Unfinished"]);
        expect(await names("&appliedStatus=applied")).toEqual([]);
        await call("DELETE", `/api/v2/fragments/${draftOnly.fragmentUUID}`);
    });

    it("answers 400 naming the field for a bad body, and 404 for an unknown fragment or revision", async () => {
        const response = await t.app.inject({ method: "POST", url: "/api/v2/fragments", headers: as(admin), payload: { name: "x", fragmentType: "1 bad", js: "", jsRaw: "" } });
        expect(response.statusCode).toBe(400);
        expect(JSON.stringify(response.json())).toContain("fragmentType");
        const unknown = "01900000-0000-7000-8000-000000000000";
        await call("GET", `/api/v2/fragments/${unknown}`, undefined, admin, 404);
        await call("PATCH", `/api/v2/fragments/${unknown}`, { name: "x" }, admin, 404);
        const fragment = await create();
        await call("POST", `/api/v2/fragments/${fragment.fragmentUUID}/commit-revision`, { fragmentRevisionUUID: unknown, commitMessage: "x" }, admin, 404);
    });
});

describe("fragments: permissions", () => {
    it("opens the fragment editor page to site managers only, with the fragments and the widgets a fragment can draw", async () => {
        expect(pageContractProblems(t.app, fragmentEditorPage)).toEqual([]);
        const fragment = await create({ name: "Shown in the editor" });
        for (const cookie of [moderator, member, ""]) expect((await t.app.inject({ url: "/appearance/fragments", headers: cookie ? { cookie } : {} })).statusCode).toBe(403);
        const response = await t.app.inject({ url: "/appearance/fragments", headers: { cookie: admin } });
        expect(response.statusCode).toBe(200);
        const props = islandPropsOf(response.body, "FragmentEditor")[0]!;
        expect(props.fragments.map((listed: IFragment) => listed.fragmentUUID)).toContain(fragment.fragmentUUID);
        expect(props.committedUUIDs).not.toContain(fragment.fragmentUUID);
        expect(props.fragmentTypes).toEqual(expect.arrayContaining([{ type: "HomeBanner", name: "Home Banner" }, { type: "LeaderboardWidget", name: expect.any(String) }]));
        // A fragment's url opens the editor on it.
        const opened = await t.app.inject({ url: fragment.url, headers: { cookie: admin } });
        expect(opened.body).toContain("Editing Shown in the editor");
    });

    it("lets only site managers read or write fragments: guests, members and moderators get 403", async () => {
        const fragment = await create({ commitMessage: "Go" });
        const calls: Array<[string, string, unknown]> = [
            ["GET", "/api/v2/fragments", undefined],
            ["GET", `/api/v2/fragments/${fragment.fragmentUUID}`, undefined],
            ["GET", `/api/v2/fragments/${fragment.fragmentUUID}/revisions`, undefined],
            ["POST", "/api/v2/fragments", { name: "x", fragmentType: "HomeBanner", js: "", jsRaw: "" }],
            ["PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { name: "x" }],
            ["POST", `/api/v2/fragments/${fragment.fragmentUUID}/commit-revision`, { fragmentRevisionUUID: fragment.fragmentRevisionUUID, commitMessage: "x" }],
            ["DELETE", `/api/v2/fragments/${fragment.fragmentUUID}`, undefined],
        ];
        for (const [who, cookie] of [["guest", ""], ["member", member], ["moderator", moderator]] as const) {
            for (const [method, url, payload] of calls) {
                const response = await t.app.inject({ method: method as "GET", url, headers: payload === undefined ? del(cookie) : as(cookie), ...(payload === undefined ? {} : { payload: payload as object }) });
                expect({ who, method, url, status: response.statusCode }).toEqual({ who, method, url, status: 403 });
            }
        }
        const still = await call<IFragmentDetails>("GET", `/api/v2/fragments/${fragment.fragmentUUID}`);
        expect(still).toMatchObject({ name: "Banner", status: "active" });
    });
});

describe("fragments: ten identical writes at once", () => {
    it("ten creates make ten fragments of one revision each; ten saves of a draft leave one draft; ten commits one active revision", async () => {
        const created = await Promise.all(Array.from({ length: 10 }, (_, index) => create({ name: `Race ${index}`, fragmentType: "RaceWidget" })));
        expect(new Set(created.map((fragment) => fragment.fragmentUUID)).size).toBe(10);
        const counts = await t.db
            .selectFrom("fragmentRevisions")
            .innerJoin("fragments", "fragments.fragmentUUID", "fragmentRevisions.fragmentUUID")
            .select(["fragments.fragmentUUID", (eb) => eb.fn.countAll<number>().as("count")])
            .where("fragmentType", "=", "RaceWidget")
            .groupBy("fragments.fragmentUUID")
            .execute();
        expect(counts.map((row) => Number(row.count))).toEqual(Array(10).fill(1));

        const target = created[0]!;
        await call("PATCH", `/api/v2/fragments/${target.fragmentUUID}`, { commitMessage: "Base" });
        const saves = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: "PATCH", url: `/api/v2/fragments/${target.fragmentUUID}`, headers: as(admin), payload: { css: "p { margin: 0 }" } })));
        expect(saves.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
        const drafts = await t.db.selectFrom("fragmentRevisions").select("fragmentRevisionUUID").where("fragmentUUID", "=", target.fragmentUUID).where("dateCommitted", "is", null).execute();
        expect(drafts).toHaveLength(1);

        const draftUUID = drafts[0]!.fragmentRevisionUUID;
        const commits = await Promise.all(
            Array.from({ length: 10 }, () => t.app.inject({ method: "POST", url: `/api/v2/fragments/${target.fragmentUUID}/commit-revision`, headers: as(admin), payload: { fragmentRevisionUUID: draftUUID, commitMessage: "Once" } })),
        );
        expect(commits.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
        const row = await t.db.selectFrom("fragments").select("activeRevisionUUID").where("fragmentUUID", "=", target.fragmentUUID).executeTakeFirstOrThrow();
        expect(row.activeRevisionUUID).toBe(draftUUID);
        const revisions = await call<IFragment[]>("GET", `/api/v2/fragments/${target.fragmentUUID}/revisions`);
        expect(revisions.map((revision) => revision.status)).toEqual(["active", "past-revision"]);

        const deletes = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: "DELETE", url: `/api/v2/fragments/${target.fragmentUUID}`, headers: del(admin) })));
        expect(deletes.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
        expect(await t.db.selectFrom("fragmentRevisions").select("fragmentRevisionUUID").where("fragmentUUID", "=", target.fragmentUUID).execute()).toEqual([]);
    });
});

describe("fragments: serving the code", () => {
    it("serves the committed script and stylesheet to anyone, the bare URL redirecting to the active revision; a draft only to site managers", async () => {
        const fragment = await create({ commitMessage: "Live" });
        const bare = await t.app.inject({ url: `/api/v2/fragments/${fragment.fragmentUUID}/js` });
        expect(bare.statusCode).toBe(302);
        expect(bare.headers.location).toBe(fragment.jsUrl);
        expect(bare.headers["cache-control"]).toBe("no-cache");

        const js = await t.app.inject({ url: fragment.jsUrl });
        expect(js.statusCode).toBe(200);
        expect(js.headers["content-type"]).toBe("application/javascript; charset=utf-8");
        expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(js.headers["x-content-type-options"]).toBe("nosniff");
        expect(js.body).toBe(JS);
        const css = await t.app.inject({ url: fragment.cssUrl, headers: { cookie: member } });
        expect(css.statusCode).toBe(200);
        expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
        expect(css.body).toBe(".custom { color: red }");

        const draft = await call<IFragmentDetails>("PATCH", `/api/v2/fragments/${fragment.fragmentUUID}`, { js: "/* draft */" });
        expect((await t.app.inject({ url: draft.jsUrl })).statusCode).toBe(404);
        expect((await t.app.inject({ url: draft.jsUrl, headers: { cookie: member } })).statusCode).toBe(404);
        const preview = await t.app.inject({ url: draft.jsUrl, headers: { cookie: admin } });
        expect(preview.statusCode).toBe(200);
        expect(preview.headers["cache-control"]).toBe("private, no-store");
        expect(preview.body).toBe("/* draft */");

        // Not committed yet: nothing to load.
        const unborn = await create();
        expect((await t.app.inject({ url: `/api/v2/fragments/${unborn.fragmentUUID}/css` })).statusCode).toBe(404);
    });
});

describe("fragments in layouts", () => {
    it("keeps a widget's $fragmentImpls through hydration, lists the layout as the fragment's view, and refuses override URLs of another origin", async () => {
        const fragment = await create({ commitMessage: "Used" });
        const post = (impls: unknown) =>
            t.app.inject({ method: "POST", url: "/api/v2/layouts", headers: as(admin), payload: { name: "With fragment", layoutViewType: "home", layout: [{ $hydrate: "react.leaderboard", $fragmentImpls: impls }] } });
        for (const foreign of ["https://evil.example/x.js", "//evil.example/x.js", "/\\evil.example/x.js", "javascript:alert(1)"]) {
            const refused = await post({ LeaderboardWidget: { fragmentUUID: fragment.fragmentUUID, jsUrl: foreign } });
            expect({ foreign, status: refused.statusCode }).toEqual({ foreign, status: 400 });
        }
        expect((await post({ LeaderboardWidget: { fragmentUUID: "not-a-uuid" } })).statusCode).toBe(400);

        const created = await post({ LeaderboardWidget: { fragmentUUID: fragment.fragmentUUID, cssUrl: "/static/fragment.css" } });
        expect(created.statusCode).toBe(201);
        const layout = created.json() as ILayout;
        await t.app.inject({ method: "PUT", url: `/api/v2/layouts/${layout.layoutID}/views`, headers: as(admin), payload: [{ recordType: "global", recordID: -1 }] });
        const hydrated = (await t.app.inject({ url: "/api/v2/layouts/lookup-hydrate?layoutViewType=home" })).json() as IHydratedLayout;
        expect(hydrated.layout[0]).toMatchObject({ $reactComponent: "LeaderboardWidget", $fragmentImpls: { LeaderboardWidget: { fragmentUUID: fragment.fragmentUUID, cssUrl: "/static/fragment.css" } } });

        const details = await call<IFragmentDetails>("GET", `/api/v2/fragments/${fragment.fragmentUUID}`);
        expect(details).toMatchObject({ isApplied: true, fragmentViews: [{ recordType: "layout", recordID: String(layout.layoutID), recordName: "With fragment" }] });
        expect((await call<IFragment[]>("GET", "/api/v2/fragments?appliedStatus=applied")).map((applied) => applied.fragmentUUID)).toEqual([fragment.fragmentUUID]);
        await t.app.inject({ method: "DELETE", url: `/api/v2/layouts/${layout.layoutID}`, headers: del(admin) });
    });
});
