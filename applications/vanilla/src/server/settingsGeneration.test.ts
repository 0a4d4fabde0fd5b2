/**
 * The settings kept in each process's memory under the settings generation (db/generationMemo.ts):
 * a post does not make a process read the configuration, roles and permissions again, and a
 * change to them made through another process is in force at once, on reads and on writes.
 */
import { createTestApp, signIn, JSON_HEADERS, type ITestApp } from "@server/testing/testApp";
import { describeStatement, RequestQueries } from "@server/testing/requestQueries";

const queries = new RequestQueries();
let first: ITestApp;
let second: ITestApp;
let member: string;
/** The member's session with the first app (each test app signs its cookies with a key of its own). */
let memberOfFirst: string;
let discussionID: number;

beforeAll(async () => {
    first = await createTestApp();
    // A second app on the same database keeps its own memory, as another server process does.
    second = await createTestApp({ database: first.database, dbPlugins: [queries] });
    member = await signIn(second.app, "member");
    memberOfFirst = await signIn(first.app, "member");
    const general = await first.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow();
    discussionID = (await first.db.selectFrom("discussions").select("discussionID").where("categoryID", "=", general.categoryID).where("closed", "=", 0).orderBy("discussionID").executeTakeFirstOrThrow()).discussionID;
});

afterAll(async () => {
    await second?.close();
    await first?.close();
});

const comment = (forum: ITestApp, body: string, cookie = member) =>
    forum.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, cookie }, payload: { discussionID, body, format: "markdown" } });

async function memberRole(): Promise<{ roleID: number; permissions: string }> {
    return first.db.selectFrom("roles").select(["roleID", "permissions"]).where("name", "=", "Member").executeTakeFirstOrThrow();
}

it("after a comment through another process, a member's read runs no query of the settings", async () => {
    const read = () => second.app.inject({ url: "/api/v2/discussions", headers: { cookie: member } });
    expect((await read()).statusCode).toBe(200);
    expect((await comment(first, "A comment through the other process.", memberOfFirst)).statusCode).toBe(201);
    const { result, statements } = await queries.during(read);
    expect(result.statusCode).toBe(200);
    const tables = statements.map(describeStatement);
    expect(tables.filter((statement) => /\b(config|roles|roleCategoryPermissions|reactionTypes|themes)$/.test(statement))).toEqual([]);
});

it("a permission taken away through one process is refused by another at once, and given back at once", async () => {
    expect((await comment(second, "Allowed, and the member's permissions now kept.")).statusCode).toBe(201);
    const role = await memberRole();
    const without = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(role.permissions) as Record<string, boolean>).filter(([name]) => name !== "comments.add")));
    await first.db.updateTable("roles").set({ permissions: without }).where("roleID", "=", role.roleID).execute();
    try {
        expect((await comment(second, "Refused: the role lost comments.add.")).statusCode).toBe(403);
    } finally {
        await first.db.updateTable("roles").set({ permissions: role.permissions }).where("roleID", "=", role.roleID).execute();
    }
    expect((await comment(second, "Allowed again.")).statusCode).toBe(201);
});

it("a configuration change through one process shows on another's next page", async () => {
    const title = async () => /<title>([^<]*)<\/title>/.exec((await second.app.inject({ url: "/discussions", headers: { cookie: member } })).body)?.[1] ?? "";
    expect(await title()).not.toContain("Renamed Garden");
    await first.app.hearth.config.set("Garden.Title", "Renamed Garden");
    expect(await title()).toContain("Renamed Garden");
});
