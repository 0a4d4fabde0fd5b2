/**
 * Smaller holes: Flag reactions, the form origin check, GET /messages, unsafe logo and
 * navigation addresses, url() in theme colours, view counting and LIKE wildcards in tag search.
 */
import { readTitleBarConfig } from "@library/layout/titleBarConfig";
import { createTestApp, formBody, JSON_HEADERS, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

let forum: ITestApp;
let admin: string;
let member: string;
beforeAll(async () => {
    forum = await createTestApp();
    [admin, member] = await Promise.all([signIn(forum.app, "admin"), signIn(forum.app, "member")]);
});
afterAll(() => forum.close());

const userID = async (name: string) => (await forum.db.selectFrom("users").select("userID").where("name", "=", name).executeTakeFirstOrThrow()).userID;
const openDiscussionID = async () => (await forum.db.selectFrom("discussions").select("discussionID").where("closed", "=", 0).orderBy("discussionID").executeTakeFirstOrThrow()).discussionID;

describe("the Spam flag (content §6: the Flag class is not a reaction)", () => {
    it.each(["member", "moderator", "admin"])("is refused from %s and leaves the score alone", async (name) => {
        const discussionID = await openDiscussionID();
        const before = await forum.db.selectFrom("discussions").select("score").where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        const cookie = name === "admin" ? admin : name === "member" ? member : await signIn(forum.app, name);
        const response = await forum.app.inject({ method: "POST", url: `/api/v2/discussions/${discussionID}/reactions`, headers: { ...JSON_HEADERS, cookie }, payload: { reactionType: "Spam" } });
        expect(response.statusCode).toBe(403);
        const after = await forum.db.selectFrom("discussions").select("score").where("discussionID", "=", discussionID).executeTakeFirstOrThrow();
        expect(after.score).toBe(before.score);
    });
});

describe("the sign-in form's origin check", () => {
    const postFrom = (origin: string) =>
        forum.app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name: "member", password: TEST_PASSWORD, target: "/" }), headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost:3000", origin } });

    it("refuses another port on the same host", async () => {
        const response = await postFrom("http://localhost:8081");
        expect(response.statusCode).toBe(403);
        expect(response.cookies).toEqual([]);
        expect((await postFrom("https://localhost:3000")).statusCode).toBe(403);
    });

    it("accepts the site's own origin", async () => {
        expect((await postFrom("http://localhost:3000")).statusCode).toBe(303);
    });
});

describe("GET /api/v2/messages", () => {
    it("reads a conversation without marking it read", async () => {
        const started = await forum.app.inject({ method: "POST", url: "/api/v2/conversations", headers: { ...JSON_HEADERS, cookie: member }, payload: { participantUserIDs: [await userID("admin")], initialBody: "Unread until opened" } });
        const { conversationID } = started.json();
        const read = await forum.app.inject({ url: `/api/v2/messages?conversationID=${conversationID}`, headers: { cookie: admin } });
        expect(read.statusCode).toBe(200);
        expect(read.json()).toHaveLength(1);
        const conversation = (await forum.app.inject({ url: `/api/v2/conversations/${conversationID}`, headers: { cookie: admin } })).json();
        expect(conversation).toMatchObject({ unread: true, countUnread: 1 });
    });
});

describe("logo and navigation addresses (shell §5: only safe links)", () => {
    const patchConfig = (body: Record<string, unknown>) => forum.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...JSON_HEADERS, cookie: admin }, payload: body });

    it.each([
        ["TitleBar.Logo.Url", "/\\evil.example"],
        ["TitleBar.Logo.Url", "//evil.example"],
        ["TitleBar.Logo.ImageUrl", "javascript:alert(1)"],
        ["TitleBar.Logo.ImageUrl", "data:image/svg+xml,<svg onload=alert(1)>"],
        ["TitleBar.Logo.ImageUrlMobile", "/\\evil.example/logo.png"],
        ["Navigation.Items", [{ name: "Out", url: "/\\evil.example" }]],
        ["Navigation.Items", [{ name: "Group", children: [{ name: "Deep", url: "javascript:alert(1)" }] }]],
    ])("refuses %s = %j", async (key, value) => {
        const response = await patchConfig({ [key]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0].field).toBe(key);
    });

    it("accepts addresses on the site and http(s) images", async () => {
        const response = await patchConfig({ "TitleBar.Logo.Url": "/discussions", "TitleBar.Logo.ImageUrl": "https://cdn.example/logo.png", "TitleBar.Logo.ImageUrlMobile": "/uploads/logo.png" });
        expect(response.statusCode).toBe(200);
    });

    it("drops unsafe values already in the configuration when the page is built", async () => {
        const stored: Record<string, unknown> = { "TitleBar.Logo.Url": "/\\evil.example", "TitleBar.Logo.ImageUrl": "javascript:alert(1)", "TitleBar.Logo.ImageUrlMobile": "data:image/png;base64,AAAA" };
        const config = readTitleBarConfig((key) => stored[key]);
        expect(config.logo).toMatchObject({ url: "/", imageUrl: "", imageUrlMobile: "" });
        await forum.app.hearth.config.set("Navigation.Items", [{ name: "Sneaky", url: "/\\evil.example" }, { name: "Fine", url: "/categories" }]);
        try {
            const page = await forum.app.inject({ url: "/discussions" });
            expect(page.body).not.toContain("evil.example");
            expect(page.body).toContain("Fine");
        } finally {
            await forum.app.hearth.config.set("Navigation.Items", [{ name: "Posts", url: "/discussions" }, { name: "Categories", url: "/categories" }]);
        }
    });
});

describe("theme colours (shell §5: colours only in the listed forms)", () => {
    it.each(["linear-gradient(url(https://evil.example/track.png), #fff)", "linear-gradient(to right, image-set(\"https://evil.example/a.png\" 1x), #fff)", "linear-gradient(url (//evil.example/a), red)"])(
        "refuses %s",
        async (color) => {
            const response = await forum.app.inject({ method: "POST", url: "/api/v2/themes", headers: { ...JSON_HEADERS, cookie: admin }, payload: { name: "Tracker", assets: { variables: { data: { colors: { bg: color } } } } } });
            expect(response.statusCode).toBe(400);
            expect(response.json().errors[0].field).toBe("colors.bg");
        },
    );

    it("still takes a gradient of colours", async () => {
        const response = await forum.app.inject({ method: "POST", url: "/api/v2/themes", headers: { ...JSON_HEADERS, cookie: admin }, payload: { name: "Sunset", assets: { variables: { data: { colors: { bg: "linear-gradient(to right, #fff 0%, rgba(0, 0, 0, 0.5) 100%)" } } } } } });
        expect(response.statusCode).toBe(201);
    });
});

describe("view counts", () => {
    const tick = (discussionID: number, headers: Record<string, string> = {}) =>
        forum.app.inject({ method: "POST", url: "/api/v2/tick", headers: { ...JSON_HEADERS, ...headers }, payload: { type: "discussion_view", discussionID } });
    const views = async (discussionID: number) => (await forum.db.selectFrom("discussions").select("countViews").where("discussionID", "=", discussionID).executeTakeFirstOrThrow()).countViews;

    it("count one view per viewer and day, guests by address, however often they tick", async () => {
        const discussionID = await openDiscussionID();
        const start = await views(discussionID);
        await Promise.all(Array.from({ length: 10 }, () => tick(discussionID)));
        expect(await views(discussionID)).toBe(start + 1);
        for (let index = 0; index < 3; index++) expect((await tick(discussionID, { cookie: member })).statusCode).toBe(201);
        expect(await views(discussionID)).toBe(start + 2);
        await forum.app.inject({ method: "POST", url: "/api/v2/tick", headers: JSON_HEADERS, payload: { type: "discussion_view", discussionID }, remoteAddress: "198.51.100.4" });
        expect(await views(discussionID)).toBe(start + 3);
    });
});

describe("tag search", () => {
    it("matches _ and % literally", async () => {
        for (const name of ["a_b", "axb", "50%off", "500ff"]) {
            const created = await forum.app.inject({ method: "POST", url: "/api/v2/tags", headers: { ...JSON_HEADERS, cookie: admin }, payload: { name } });
            expect(created.statusCode).toBe(201);
        }
        const names = async (query: string) => ((await forum.app.inject({ url: `/api/v2/tags?query=${encodeURIComponent(query)}` })).json() as Array<{ name: string }>).map((tag) => tag.name);
        expect(await names("a_b")).toEqual(["a_b"]);
        expect(await names("50%")).toEqual(["50%off"]);
    });
});
