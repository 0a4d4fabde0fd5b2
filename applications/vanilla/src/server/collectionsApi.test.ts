/**
 * Collections (shell §7; content §6 "add to collection") and POST /tags: who may change them
 * (guest, member, moderator 403; admin), the 400 field errors, the clear-then-set of
 * PUT /collections/by-resource, and readers seeing only the records they may see.
 */
import { createTestApp, signIn, type ITestApp } from "@server/testing/testApp";

type Who = "guest" | "member" | "moderator" | "admin";

describe("collections API", () => {
    let forum: ITestApp;
    const cookies: Partial<Record<Who, string>> = {};
    let publicID: number;
    let staffID: number;
    let commentID: number;

    beforeAll(async () => {
        forum = await createTestApp();
        for (const name of ["member", "moderator", "admin"] as const) cookies[name] = await signIn(forum.app, name);
        const general = await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow();
        const staff = await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "staff").executeTakeFirstOrThrow();
        publicID = (await forum.db.selectFrom("discussions").select("discussionID").where("categoryID", "=", general.categoryID).orderBy("discussionID").executeTakeFirstOrThrow()).discussionID;
        staffID = (await forum.db.selectFrom("discussions").select("discussionID").where("categoryID", "=", staff.categoryID).executeTakeFirstOrThrow()).discussionID;
        commentID = (await forum.db.selectFrom("comments").select("commentID").where("discussionID", "=", publicID).executeTakeFirstOrThrow()).commentID;
    });

    afterAll(async () => {
        await forum?.close();
    });

    function call(method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, who: Who, payload?: unknown) {
        const headers: Record<string, string> = { "x-requested-with": "vanilla" };
        if (payload !== undefined) headers["content-type"] = "application/json";
        const cookie = cookies[who];
        if (cookie) headers.cookie = cookie;
        return forum.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });
    }

    const byResource = (recordID: number, who: Who = "admin", recordType = "discussion") =>
        call("GET", `/api/v2/collections/by-resource?recordID=${recordID}&recordType=${recordType}`, who);

    it("lists the seeded collections by name with paging headers", async () => {
        const response = await call("GET", "/api/v2/collections?limit=1", "guest");
        expect(response.statusCode).toBe(200);
        const [first] = response.json();
        expect(first).toMatchObject({ collectionID: expect.any(Number), name: expect.any(String), records: expect.any(Array) });
        expect(response.headers["x-app-page-result-count"]).toBe("2");
        expect(response.headers["x-app-page-next-url"]).toContain("page=2");
    });

    it.each<[Who, number]>([
        ["guest", 403],
        ["member", 403],
        ["moderator", 403],
    ])("refuses changes from %s with %i", async (who, status) => {
        const [seeded] = (await call("GET", "/api/v2/collections", "admin")).json();
        const attempts = [
            call("POST", "/api/v2/collections", who, { name: `By ${who}`, records: [] }),
            call("PATCH", `/api/v2/collections/${seeded.collectionID}`, who, { name: "Renamed" }),
            call("DELETE", `/api/v2/collections/${seeded.collectionID}`, who),
            call("PUT", "/api/v2/collections/by-resource", who, { record: { recordID: publicID, recordType: "discussion" }, collectionIDs: [] }),
            call("POST", "/api/v2/tags", who, { name: `Tag by ${who}` }),
        ];
        for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(status);
        expect((await call("GET", `/api/v2/collections/${seeded.collectionID}`, "admin")).json().name).toBe(seeded.name);
    });

    it("creates a collection with records, answers 400 with field errors for bad input", async () => {
        const created = await call("POST", "/api/v2/collections", "admin", { name: "  Staff picks  ", records: [{ recordID: publicID, recordType: "discussion" }] });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({ name: "Staff picks", records: [{ recordID: publicID, recordType: "discussion", sort: 0, dateAddedToCollection: expect.any(String) }] });

        const bad: Array<[unknown, string]> = [
            [{ name: "   ", records: [] }, "name"],
            [{ name: "staff PICKS", records: [] }, "name"],
            [{ name: "No records field" }, "records"],
            [{ name: "Wrong type", records: [{ recordID: publicID, recordType: "article" }] }, "records"],
            [{ name: "Missing one", records: [{ recordID: 999999, recordType: "discussion" }] }, "records"],
        ];
        for (const [payload, field] of bad) {
            const response = await call("POST", "/api/v2/collections", "admin", payload);
            expect(response.statusCode).toBe(400);
            expect(response.json().errors.map((error: { field: string }) => error.field.split(/[./[]/)[0])).toContain(field);
        }
    });

    it("PUT by-resource: cleared with an empty list, then set; GET by-resource lists them", async () => {
        const a = (await call("POST", "/api/v2/collections", "admin", { name: "Set A", records: [] })).json();
        const b = (await call("POST", "/api/v2/collections", "admin", { name: "Set B", records: [] })).json();
        const record = { recordID: publicID, recordType: "discussion" };

        const cleared = await call("PUT", "/api/v2/collections/by-resource", "admin", { record, collectionIDs: [] });
        expect(cleared.statusCode).toBe(200);
        expect(cleared.json()).toEqual([]);
        expect((await byResource(publicID)).json()).toEqual([]);

        const set = await call("PUT", "/api/v2/collections/by-resource", "admin", { record, collectionIDs: [b.collectionID, a.collectionID] });
        expect(set.json().map((collection: { name: string }) => collection.name)).toEqual(["Set A", "Set B"]);
        expect((await byResource(publicID, "member")).json().map((collection: { collectionID: number }) => collection.collectionID)).toEqual([a.collectionID, b.collectionID]);

        const unknown = await call("PUT", "/api/v2/collections/by-resource", "admin", { record, collectionIDs: [a.collectionID, 999999] });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors[0]).toMatchObject({ field: "collectionIDs" });
        const missing = await call("PUT", "/api/v2/collections/by-resource", "admin", { record: { recordID: 999999, recordType: "discussion" }, collectionIDs: [] });
        expect(missing.json()).toMatchObject({ status: 400, errors: [{ field: "record" }] });
        expect((await call("PUT", "/api/v2/collections/by-resource", "admin", { collectionIDs: [] })).statusCode).toBe(400);
    });

    it("holds comments too, and shows readers only the records they may see, with their fragments", async () => {
        const mixed = (
            await call("POST", "/api/v2/collections", "admin", {
                name: "Mixed",
                records: [
                    { recordID: staffID, recordType: "discussion" },
                    { recordID: publicID, recordType: "discussion" },
                    { recordID: commentID, recordType: "comment" },
                ],
            })
        ).json();
        expect(mixed.records).toHaveLength(3);

        const asMember = (await call("GET", `/api/v2/collections/${mixed.collectionID}`, "member")).json();
        expect(asMember.records.map((record: { recordType: string; recordID: number }) => `${record.recordType}:${record.recordID}`)).toEqual([
            `discussion:${publicID}`,
            `comment:${commentID}`,
        ]);
        expect(asMember.records[0].record).toMatchObject({ discussionID: publicID, name: expect.any(String), url: expect.stringContaining(`/discussion/${publicID}`) });
        expect(asMember.records[1].record).toMatchObject({ commentID, discussionID: publicID, url: `/discussion/comment/${commentID}` });
        expect((await call("GET", `/api/v2/collections/${mixed.collectionID}`, "moderator")).json().records).toHaveLength(3);

        expect((await byResource(staffID, "member")).statusCode).toBe(403);
        expect((await byResource(999999, "member")).statusCode).toBe(404);
        expect((await byResource(commentID, "member", "comment")).json().map((collection: { name: string }) => collection.name)).toEqual(["Mixed"]);
    });

    it("renames and replaces records with PATCH, deletes with DELETE, 404 afterwards", async () => {
        const created = (await call("POST", "/api/v2/collections", "admin", { name: "Temporary", records: [{ recordID: publicID, recordType: "discussion" }] })).json();
        const patched = await call("PATCH", `/api/v2/collections/${created.collectionID}`, "admin", { name: "Renamed for now", records: [] });
        expect(patched.json()).toMatchObject({ name: "Renamed for now", records: [], updateUserID: expect.any(Number), dateUpdated: expect.any(String) });
        expect((await call("PATCH", `/api/v2/collections/${created.collectionID}`, "admin", { name: "" })).statusCode).toBe(400);
        expect((await call("DELETE", `/api/v2/collections/${created.collectionID}`, "admin")).statusCode).toBe(204);
        expect((await call("GET", `/api/v2/collections/${created.collectionID}`, "admin")).statusCode).toBe(404);
        expect((await call("DELETE", `/api/v2/collections/${created.collectionID}`, "admin")).statusCode).toBe(404);
    });

    it("POST /tags creates a tag for admins; 400 for a blank or duplicate name", async () => {
        const created = await call("POST", "/api/v2/tags", "admin", { name: " Release  notes " });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toEqual({ tagID: expect.any(Number), name: "Release notes", urlcode: "release-notes", id: created.json().tagID, urlCode: "release-notes", parentTagID: null });
        expect((await call("GET", "/api/v2/tags?query=release", "guest")).json()).toEqual([created.json()]);
        for (const name of ["release NOTES", "   ", ""]) {
            const response = await call("POST", "/api/v2/tags", "admin", { name });
            expect(response.statusCode).toBe(400);
            expect(response.json().errors[0]).toMatchObject({ field: "name" });
        }
    });
});
