/**
 * The options-menu calls added after close/sink/bump/dismiss/delete (content §4–§7): editing
 * (PATCH name/body/format, inside the edit window of content §5), resolve (staff.allow +
 * triage.enabled), move (PATCH categoryID, community.moderate), change type (PUT /type) and
 * tags (PUT /tags, GET /tags), each by guest, member, author, moderator and admin; 400 field
 * errors; and the edit page /post/editdiscussion/{id}.
 */
import { createTestApp, preloadOf, signIn, type ITestApp } from "@server/testing/testApp";

type Who = "guest" | "member" | "author" | "moderator" | "admin";
const PEOPLE: Who[] = ["guest", "member", "author", "moderator", "admin"];
const EDIT_TIMEOUT = 600;

describe("discussion options API", () => {
    let forum: ITestApp;
    const cookies: Partial<Record<Who, string>> = {};
    let generalID: number;
    let otherCategoryID: number;
    let tagIDs: number[];

    async function userID(name: string): Promise<number> {
        return (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
    }

    /** A fresh discussion in General by `authorName`, written `ageSeconds` ago. */
    async function makeDiscussion(authorName: string, options: { ageSeconds?: number; closed?: boolean } = {}): Promise<number> {
        const when = new Date(Date.now() - (options.ageSeconds ?? 0) * 1000).toISOString();
        const { discussionID } = await forum.db
            .insertInto("discussions")
            .values({
                categoryID: generalID,
                insertUserID: await userID(authorName),
                type: "discussion",
                name: "Options test",
                body: "Original body",
                format: "markdown",
                dateInserted: when,
                dateUpdated: null,
                dateLastComment: when,
                lastCommentUserID: null,
                countComments: 0,
                countViews: 0,
                score: 0,
                pinned: 0,
                pinLocation: null,
                closed: options.closed ? 1 : 0,
                sink: 0,
            })
            .returning("discussionID")
            .executeTakeFirstOrThrow();
        await forum.db.updateTable("categories").set((eb) => ({ countDiscussions: eb("countDiscussions", "+", 1) })).where("categoryID", "=", generalID).execute();
        return discussionID;
    }

    /** The member's own discussion for "author"; someone else's (the moderator's) otherwise. */
    function discussionFor(who: Who): Promise<number> {
        return makeDiscussion(who === "author" ? "member" : "moderator");
    }

    function call(method: "GET" | "PATCH" | "PUT", url: string, who: Who, payload?: unknown) {
        const headers: Record<string, string> = { "x-requested-with": "vanilla" };
        if (payload !== undefined) headers["content-type"] = "application/json";
        const cookie = cookies[who];
        if (cookie) headers.cookie = cookie;
        return forum.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });
    }

    const row = (id: number) => forum.db.selectFrom("discussions").selectAll().where("discussionID", "=", id).executeTakeFirstOrThrow();

    beforeAll(async () => {
        forum = await createTestApp({ config: { "Garden.EditContentTimeout": EDIT_TIMEOUT, "Tagging.Discussions.Enabled": true, "triage.enabled": true } });
        // Triage needs staff.allow, which the seed gives no one: the moderators get it here.
        const moderatorRole = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("name", "=", "Moderator").executeTakeFirstOrThrow();
        const permissions = { ...JSON.parse(moderatorRole.permissions), "staff.allow": true };
        await forum.db.updateTable("roles").set({ permissions: JSON.stringify(permissions) }).where("roleID", "=", moderatorRole.roleID).execute();
        for (const name of ["member", "moderator", "admin"] as const) cookies[name] = await signIn(forum.app, name);
        cookies.author = cookies.member;
        generalID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
        otherCategoryID = (
            await forum.db.selectFrom("categories").select("categoryID").where("categoryID", "!=", generalID).where("name", "!=", "Staff Room").orderBy("categoryID").executeTakeFirstOrThrow()
        ).categoryID;
        const now = new Date().toISOString();
        await forum.db
            .insertInto("tags")
            .values([
                { tagID: 901, name: "Feedback", urlcode: "feedback", dateInserted: now },
                { tagID: 902, name: "Bug", urlcode: "bug", dateInserted: now },
            ])
            .execute();
        tagIDs = [901, 902];
    });

    afterAll(async () => {
        await forum?.close();
    });

    describe("PATCH /discussions/{id} {name, body, format} (edit window)", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 200, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = await discussionFor(who);
            const response = await call("PATCH", `/api/v2/discussions/${id}`, who, { name: "  New title  ", body: "**New** body", format: "markdown" });
            expect(response.statusCode).toBe(expected[who]);
            const stored = await row(id);
            if (expected[who] === 200) {
                expect(response.json()).toMatchObject({ discussionID: id, name: "New title", body: expect.stringContaining("<strong>New</strong>") });
                expect(stored).toMatchObject({ name: "New title", body: "**New** body" });
            } else {
                expect(stored).toMatchObject({ name: "Options test", body: "Original body" });
            }
        });

        it("refuses the author once the window has passed, and on a closed discussion; moderators still edit both", async () => {
            const late = await makeDiscussion("member", { ageSeconds: EDIT_TIMEOUT + 5 });
            const closed = await makeDiscussion("member", { closed: true });
            for (const id of [late, closed]) {
                const response = await call("PATCH", `/api/v2/discussions/${id}`, "author", { body: "Too late" });
                expect(response.statusCode).toBe(403);
                expect((await row(id)).body).toBe("Original body");
                expect((await call("PATCH", `/api/v2/discussions/${id}`, "moderator", { body: "Moderated" })).statusCode).toBe(200);
            }
        });

        it("lets the author edit at any age when the timeout is -1", async () => {
            const old = await makeDiscussion("member", { ageSeconds: 10 * 365 * 86400 });
            await forum.app.hearth.config.set("Garden.EditContentTimeout", -1);
            try {
                expect((await call("PATCH", `/api/v2/discussions/${old}`, "author", { name: "Still mine" })).statusCode).toBe(200);
            } finally {
                await forum.app.hearth.config.set("Garden.EditContentTimeout", EDIT_TIMEOUT);
            }
        });

        it("answers 400 with the field for a blank title, an unknown format or an over-long title", async () => {
            const id = await makeDiscussion("member");
            for (const [payload, field] of [
                [{ name: "   " }, "name"],
                [{ name: "" }, "name"],
                [{ body: " " }, "body"],
                [{ format: "html" }, "format"],
                [{ name: "x".repeat(101) }, "name"],
            ] as const) {
                const response = await call("PATCH", `/api/v2/discussions/${id}`, "author", payload);
                expect(response.statusCode).toBe(400);
                expect(response.json()).toMatchObject({ status: 400, errors: [expect.objectContaining({ field })] });
            }
        });
    });

    describe("PATCH /discussions/{id} {resolved}", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 403, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = await discussionFor(who);
            const response = await call("PATCH", `/api/v2/discussions/${id}`, who, { resolved: true });
            expect(response.statusCode).toBe(expected[who]);
            expect((await row(id)).resolved).toBe(expected[who] === 200 ? 1 : 0);
            if (expected[who] === 200) expect(response.json()).toMatchObject({ resolved: true });
        });

        it("is refused to everyone while triage is off", async () => {
            const id = await makeDiscussion("member");
            await forum.app.hearth.config.set("triage.enabled", false);
            try {
                expect((await call("PATCH", `/api/v2/discussions/${id}`, "admin", { resolved: true })).statusCode).toBe(403);
            } finally {
                await forum.app.hearth.config.set("triage.enabled", true);
            }
        });
    });

    describe("PATCH /discussions/{id} {categoryID} (move)", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 403, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = await discussionFor(who);
            const counts = async () =>
                Object.fromEntries(
                    (await forum.db.selectFrom("categories").select(["categoryID", "countDiscussions"]).where("categoryID", "in", [generalID, otherCategoryID]).execute()).map(
                        (category) => [category.categoryID, category.countDiscussions],
                    ),
                );
            const before = await counts();
            const response = await call("PATCH", `/api/v2/discussions/${id}`, who, { categoryID: otherCategoryID });
            expect(response.statusCode).toBe(expected[who]);
            const after = await counts();
            if (expected[who] === 200) {
                expect(response.json()).toMatchObject({ categoryID: otherCategoryID });
                expect(after[generalID]).toBe(before[generalID]! - 1);
                expect(after[otherCategoryID]).toBe(before[otherCategoryID]! + 1);
            } else {
                expect((await row(id)).categoryID).toBe(generalID);
                expect(after).toEqual(before);
            }
        });

        it("answers 400 on categoryID for a category that does not exist", async () => {
            const id = await makeDiscussion("member");
            const response = await call("PATCH", `/api/v2/discussions/${id}`, "moderator", { categoryID: 99999 });
            expect(response.statusCode).toBe(400);
            expect(response.json()).toMatchObject({ errors: [expect.objectContaining({ field: "categoryID" })] });
        });
    });

    describe("PUT /discussions/{id}/type", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 403, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = await discussionFor(who);
            const response = await call("PUT", `/api/v2/discussions/${id}/type`, who, { type: "question" });
            expect(response.statusCode).toBe(expected[who]);
            expect((await row(id)).type).toBe(expected[who] === 200 ? "question" : "discussion");
        });

        it("answers 400 on type for poll, event, an unknown type, or a type the category does not allow", async () => {
            const id = await makeDiscussion("member");
            for (const type of ["poll", "event", "banana"]) {
                const response = await call("PUT", `/api/v2/discussions/${id}/type`, "admin", { type });
                expect(response.statusCode).toBe(400);
                expect(response.json()).toMatchObject({ errors: [expect.objectContaining({ field: "type" })] });
            }
            await forum.db.updateTable("categories").set({ allowedDiscussionTypes: JSON.stringify(["discussion", "question", "poll"]) }).where("categoryID", "=", generalID).execute();
            try {
                expect((await call("PUT", `/api/v2/discussions/${id}/type`, "admin", { type: "idea" })).statusCode).toBe(400);
                // Only one convertible type left: the change is not offered at all.
                await forum.db.updateTable("categories").set({ allowedDiscussionTypes: JSON.stringify(["discussion", "poll"]) }).where("categoryID", "=", generalID).execute();
                expect((await call("PUT", `/api/v2/discussions/${id}/type`, "admin", { type: "discussion" })).statusCode).toBe(403);
            } finally {
                await forum.db.updateTable("categories").set({ allowedDiscussionTypes: null }).where("categoryID", "=", generalID).execute();
            }
        });
    });

    describe("PUT /discussions/{id}/tags", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 200, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = await discussionFor(who);
            const response = await call("PUT", `/api/v2/discussions/${id}/tags`, who, { tagIDs });
            expect(response.statusCode).toBe(expected[who]);
            const detail = (await call("GET", `/api/v2/discussions/${id}`, "admin")).json();
            if (expected[who] === 200) {
                expect(response.json()).toEqual([
                    { tagID: 902, name: "Bug", urlcode: "bug", id: 902, urlCode: "bug", parentTagID: null },
                    { tagID: 901, name: "Feedback", urlcode: "feedback", id: 901, urlCode: "feedback", parentTagID: null },
                ]);
                expect(detail.tags.map((tag: { tagID: number }) => tag.tagID)).toEqual([902, 901]);
                // A list reads the tags in its rows' own statement: the same tags, in the same order.
                const listed = (await call("GET", "/api/v2/discussions?sort=-dateInserted&limit=10", "admin")).json() as Array<{ discussionID: number; tags: unknown }>;
                expect(listed.find((row) => row.discussionID === id)?.tags).toEqual(detail.tags);
            } else {
                expect(detail.tags).toEqual([]);
            }
        });

        it("answers 400 on tagIDs for unknown tags or a wrong shape, and 403 while tagging is off", async () => {
            const id = await makeDiscussion("member");
            for (const payload of [{ tagIDs: [901, 12345] }, { tagIDs: ["feedback"] }, {}]) {
                const response = await call("PUT", `/api/v2/discussions/${id}/tags`, "author", payload);
                expect(response.statusCode).toBe(400);
                expect(response.json()).toMatchObject({ errors: [expect.objectContaining({ field: expect.stringMatching(/^tagIDs/) })] });
            }
            await forum.app.hearth.config.set("Tagging.Discussions.Enabled", false);
            try {
                expect((await call("PUT", `/api/v2/discussions/${id}/tags`, "admin", { tagIDs })).statusCode).toBe(403);
            } finally {
                await forum.app.hearth.config.set("Tagging.Discussions.Enabled", true);
            }
        });

        it("GET /tags finds tags by name", async () => {
            expect((await call("GET", "/api/v2/tags?query=fee", "guest")).json()).toEqual([{ tagID: 901, name: "Feedback", urlcode: "feedback", id: 901, urlCode: "feedback", parentTagID: null }]);
            // All tags without a query: the two above besides the demo forum's own.
            const all = (await call("GET", "/api/v2/tags", "guest")).json().map((tag: { tagID: number }) => tag.tagID);
            expect(all).toEqual(expect.arrayContaining([901, 902]));
        });
    });

    describe("GET /post/editdiscussion/{id}", () => {
        const expected: Record<Who, number> = { guest: 403, member: 403, author: 200, moderator: 200, admin: 200 };
        it.each(PEOPLE)("%s", async (who) => {
            const id = await discussionFor(who);
            await forum.db.updateTable("discussions").set({ body: "Some **Markdown** <source>" }).where("discussionID", "=", id).execute();
            const page = await call("GET", `/post/editdiscussion/${id}`, who);
            expect(page.statusCode).toBe(expected[who]);
            if (expected[who] === 200) {
                // The island gets the source, not the rendered HTML, its format (the composer edits
                // in the post's own format) and the title to edit.
                const island = /data-react="EditDiscussionForm" data-props="([^"]*)"/.exec(page.body);
                const props = JSON.parse((island?.[1] ?? "{}").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
                expect(props).toEqual({ discussionID: id, name: "Options test", body: "Some **Markdown** <source>", format: "markdown" });
                expect(page.body).toContain("Edit Discussion");
            }
        });

        it("answers 403 to the author once the window has passed, 404 for an unknown discussion, and keeps a draft path", async () => {
            const late = await makeDiscussion("member", { ageSeconds: EDIT_TIMEOUT + 5 });
            expect((await call("GET", `/post/editdiscussion/${late}`, "author")).statusCode).toBe(403);
            expect((await call("GET", `/post/editdiscussion/${late}`, "moderator")).statusCode).toBe(200);
            expect((await call("GET", "/post/editdiscussion/999999", "admin")).statusCode).toBe(404);
            expect((await call("GET", `/post/editdiscussion/${late}/12`, "moderator")).statusCode).toBe(200);
        });
    });

    describe("the settings reach the page metadata", () => {
        it("carries ui.editContentTimeout, tagging.enabled and triage.enabled", async () => {
            const id = await makeDiscussion("member");
            const page = await call("GET", `/discussion/${id}`, "member");
            expect(preloadOf(page.body).meta.settings).toMatchObject({ "ui.editContentTimeout": EDIT_TIMEOUT, "tagging.enabled": true, "triage.enabled": true });
        });
    });
});
