/** Editing comments (content §5, §6): PATCH /comments/{id} and GET /comments/{id}/edit, enforced on the server. */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

let t: ITestApp;
const cookies: Record<string, string | undefined> = { guest: undefined };
const WELCOME = 1;

beforeAll(async () => {
    t = await createTestApp();
    for (const name of ["member", "moderator", "admin"]) cookies[name] = await signIn(t.app, name);
});
afterAll(() => t.close());

const withCookie = (who: string) => (cookies[who] ? { cookie: cookies[who] as string } : {});
const patch = (who: string, commentID: number, payload: object) =>
    t.app.inject({ method: "PATCH", url: `/api/v2/comments/${commentID}`, headers: { ...JSON_HEADERS, ...withCookie(who) }, payload });
const source = (who: string, commentID: number) => t.app.inject({ url: `/api/v2/comments/${commentID}/edit`, headers: withCookie(who) });

async function memberComment(body = "First *draft*"): Promise<number> {
    const response = await t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, ...withCookie("member") }, payload: { discussionID: WELCOME, body } });
    expect(response.statusCode).toBe(201);
    return response.json().commentID;
}

async function setAge(commentID: number, seconds: number) {
    await t.db.updateTable("comments").set({ dateInserted: new Date(Date.now() - seconds * 1000).toISOString() }).where("commentID", "=", commentID).execute();
}

afterEach(() => t.app.hearth.config.set("Garden.EditContentTimeout", null));

describe("GET /comments/{id}/edit", () => {
    it("returns the stored Markdown source to whoever may edit it", async () => {
        const id = await memberComment("Some **bold** words");
        const response = await source("member", id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ commentID: id, discussionID: WELCOME, body: "Some **bold** words", format: "markdown" });
        expect((await source("guest", id)).statusCode).toBe(403);
        expect((await source("moderator", id)).statusCode).toBe(200);
        expect((await source("member", 999_999)).statusCode).toBe(404);
    });
});

describe("PATCH /comments/{id}: who may edit", () => {
    it("inside the window: the author, moderator and admin may; a guest and another member may not", async () => {
        await t.app.hearth.config.set("Garden.EditContentTimeout", 3600);
        const own = await memberComment();
        const someoneElses = (await t.db.selectFrom("comments").innerJoin("users", "users.userID", "comments.insertUserID").select("commentID").where("users.name", "not in", ["member", "moderator", "admin"]).executeTakeFirstOrThrow()).commentID;

        expect((await patch("guest", own, { body: "x" })).statusCode).toBe(403);
        expect((await patch("member", someoneElses, { body: "x" })).statusCode).toBe(403);
        const edited = await patch("member", own, { body: "Second **draft**", format: "markdown" });
        expect(edited.statusCode).toBe(200);
        expect(edited.json()).toMatchObject({ commentID: own, body: "<p>Second <strong>draft</strong></p>" });
        expect(edited.json().dateUpdated).toEqual(expect.any(String));
        expect((await source("member", own)).json().body).toBe("Second **draft**");
        expect((await patch("moderator", own, { body: "Edited by a moderator" })).statusCode).toBe(200);
        expect((await patch("admin", someoneElses, { body: "Edited by an admin" })).statusCode).toBe(200);
    });

    it("after the window: only moderator and admin", async () => {
        await t.app.hearth.config.set("Garden.EditContentTimeout", 60);
        const own = await memberComment();
        await setAge(own, 120);
        const late = await patch("member", own, { body: "too late" });
        expect(late.statusCode).toBe(403);
        expect(late.json().message).toBe("The time to edit this comment has passed.");
        expect((await source("member", own)).statusCode).toBe(403);
        expect((await patch("guest", own, { body: "x" })).statusCode).toBe(403);
        expect((await patch("moderator", own, { body: "fixed" })).statusCode).toBe(200);
        expect((await patch("admin", own, { body: "fixed again" })).statusCode).toBe(200);
    });

    it("with no limit (-1 or unset) the author may edit an old comment, but not on a closed discussion", async () => {
        await t.app.hearth.config.set("Garden.EditContentTimeout", -1);
        const own = await memberComment();
        await setAge(own, 10 * 365 * 86400);
        expect((await patch("member", own, { body: "still mine" })).statusCode).toBe(200);
        await t.app.hearth.config.set("Garden.EditContentTimeout", null);
        expect((await patch("member", own, { body: "still mine, unset" })).statusCode).toBe(200);

        await t.db.updateTable("discussions").set({ closed: 1 }).where("discussionID", "=", WELCOME).execute();
        try {
            const closed = await patch("member", own, { body: "closed now" });
            expect(closed.statusCode).toBe(403);
            expect(closed.json().message).toBe("This discussion is closed.");
            expect((await patch("moderator", own, { body: "moderators still can" })).statusCode).toBe(200);
        } finally {
            await t.db.updateTable("discussions").set({ closed: 0 }).where("discussionID", "=", WELCOME).execute();
        }
    });
});

describe("PATCH /comments/{id}: bad requests", () => {
    it("answers 400 with the field for an empty, oversized or badly formatted body", async () => {
        const own = await memberComment();
        for (const [payload, field] of [
            [{ body: "   " }, "body"],
            [{ body: "x".repeat(50_001) }, "body"],
            [{ body: "ok", format: "html" }, "format"],
            [{}, "body"],
        ] as const) {
            const response = await patch("member", own, payload);
            expect(response.statusCode).toBe(400);
            expect(response.json().errors[0].field).toBe(field);
        }
        expect((await patch("member", 999_999, { body: "ok" })).statusCode).toBe(404);
        // Without the request-origin header the CSRF guard refuses it.
        const noOrigin = await t.app.inject({ method: "PATCH", url: `/api/v2/comments/${own}`, headers: { "content-type": "application/json", ...withCookie("member") }, payload: { body: "ok" } });
        expect(noOrigin.statusCode).toBe(403);
    });
});
