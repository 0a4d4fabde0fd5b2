/**
 * The statements the hottest requests run (issue 10 item 6, issue 12's ≤ 10 ms member list):
 * every statement is a round trip on PostgreSQL, so each count below is a ceiling a change must
 * not raise. Counted on a warm app (the second request: read-mostly rows are then kept by the
 * generation memo, db/generationMemo.ts), through testing/requestQueries.ts.
 */
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";
import { GUEST_CACHE_CONFIG_KEY } from "@server/http/guestPageCache";
import { SEARCH_CACHE_CONFIG_KEY } from "./search/searchSite";
import { describeStatement, RequestQueries } from "@server/testing/requestQueries";

/** A member's comment (POST /api/v2/comments): lower it when a change saves a statement. */
const COMMENT_STATEMENTS = 11;
/** A member's reaction to a discussion and bookmark of it: lower them when a change saves a statement. */
const REACTION_STATEMENTS = 11;
const BOOKMARK_STATEMENTS = 4;

describe("statements per request", () => {
    const queries = new RequestQueries();
    let forum: ITestApp;
    let member: string;
    let discussionID: number;

    beforeAll(async () => {
        forum = await createTestApp({ dbPlugins: [queries] });
        member = await signIn(forum.app, "member");
        // A discussion the member may read whose comments fit on its first page (with the reply below).
        const listed = (await forum.app.inject({ url: "/api/v2/discussions?limit=100", headers: { cookie: member } })).json() as { discussionID: number; countComments: number }[];
        discussionID = listed.find((row) => row.countComments > 2 && row.countComments < 29)!.discussionID;
        // One of them a reply: the author it answers is read with the comments' authors (commentsModel.ts).
        const [first] = (await forum.app.inject({ url: `/api/v2/comments?discussionID=${discussionID}`, headers: { cookie: member } })).json() as { commentID: number }[];
        const reply = await forum.app.inject({
            method: "POST",
            url: "/api/v2/comments",
            headers: { ...JSON_HEADERS, cookie: member },
            payload: { discussionID, body: "A reply.", format: "markdown", parentCommentID: first!.commentID },
        });
        expect(reply.statusCode).toBe(201);
    });

    afterAll(async () => {
        await forum?.close();
    });

    async function statementsOf(url: string, cookie?: string): Promise<string[]> {
        const request = () => forum.app.inject({ url, headers: cookie ? { cookie } : {} });
        const warm = await request();
        if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
        const { result, statements } = await queries.during(request);
        expect(result.statusCode).toBe(200);
        // Not counted: the API's rate-limit lease (http/rateLimitLeases.ts), one write per 25 calls
        // or per window (a second, with the tests' limits), so whether this call took it is timing.
        return statements.map(describeStatement).filter((statement) => !statement.endsWith(" rateLimits"));
    }

    // [request, url, signed in, statements, the cache turned off for it]: lower a count when a change saves a statement.
    // A guest's API read comes from the guest cache: only the content generation is read.
    const cases = (): Array<[string, string, boolean, number, string?]> => [
        ["member /discussions", "/discussions", true, 10],
        ["member /discussions/p2", "/discussions/p2", true, 9],
        ["member /discussion/{id}", `/discussion/${discussionID}`, true, 13],
        ["member /categories", "/categories", true, 6],
        ["guest GET /api/v2/discussions", "/api/v2/discussions", false, 1],
        ["guest GET /api/v2/discussions, cache off", "/api/v2/discussions", false, 2, GUEST_CACHE_CONFIG_KEY],
        ["member GET /api/v2/discussions", "/api/v2/discussions", true, 4],
        ["guest GET /api/v2/comments", `/api/v2/comments?discussionID=${discussionID}`, false, 1],
        ["guest GET /api/v2/comments, cache off", `/api/v2/comments?discussionID=${discussionID}`, false, 4, GUEST_CACHE_CONFIG_KEY],
        ["member GET /api/v2/comments", `/api/v2/comments?discussionID=${discussionID}`, true, 4],
        ["member GET /api/v2/notifications", "/api/v2/notifications", true, 2],
        // A search asked again: the answer kept by searchSite.ts (the guest's by the guest cache).
        ["member GET /api/v2/search", "/api/v2/search?query=welcome&limit=10", true, 1],
        ["guest GET /api/v2/search", "/api/v2/search?query=welcome&limit=10", false, 1],
        // A search nobody asked before: the session, the index, the records found.
        ["member GET /api/v2/search, not kept", "/api/v2/search?query=welcome&limit=10", true, 3, SEARCH_CACHE_CONFIG_KEY],
    ];

    test("the hottest pages and API reads run no more statements than counted", async () => {
        const counted: Record<string, number> = {};
        const expected: Record<string, number> = {};
        const listed: string[] = [];
        for (const [name, url, signedIn, count, cacheOff] of cases()) {
            if (cacheOff) await forum.app.hearth.config.set(cacheOff, false);
            const statements = await statementsOf(url, signedIn ? member : undefined);
            if (cacheOff) await forum.app.hearth.config.set(cacheOff, true);
            counted[name] = statements.length;
            expected[name] = count;
            listed.push(`${name}: ${statements.join(", ")}`);
        }
        // A differing count fails with the statements each request ran.
        if (JSON.stringify(counted) !== JSON.stringify(expected)) throw new Error(`Statements per request ${JSON.stringify(counted, null, 1)}, expected ${JSON.stringify(expected, null, 1)}:\n${listed.join("\n")}`);
        expect(counted).toEqual(expected);
    });

    test("a member's comment runs no more statements than counted", async () => {
        const post = (body: string) =>
            forum.app.inject({
                method: "POST",
                url: "/api/v2/comments",
                headers: { ...JSON_HEADERS, cookie: member },
                payload: { discussionID, body, format: "markdown" },
            });
        expect((await post("A first comment, to warm the app.")).statusCode).toBe(201);
        // The notification job runs after the answer, in the same process: not the request's statements.
        await forum.app.hearth.jobs.stop();
        const { result, statements } = await queries.during(() => post("A counted comment."));
        expect(result.statusCode).toBe(201);
        const described = statements.map(describeStatement).filter((statement) => !statement.endsWith(" rateLimits"));
        // The session (with the generations); the discussion; the comment, the counts (the
        // discussion's returns its new row), the author's read state and position, the
        // notification job; the answer (the comment with its category, then its author). Not the
        // configuration, roles and permissions: the first comment raised the content generation,
        // not the settings generation they are kept under (db/generationMemo.ts).
        expect({ count: described.length, described }).toEqual({ count: COMMENT_STATEMENTS, described });
    });

    test("a member's reaction and bookmark run no more statements than counted", async () => {
        const write = (method: "POST" | "PUT", url: string, payload: Record<string, unknown>) =>
            forum.app.inject({ method, url, headers: { cookie: member, "content-type": "application/json", "x-requested-with": "vanilla" }, payload });
        const react = (reactionType: string) => write("POST", `/api/v2/discussions/${discussionID}/reactions`, { reactionType });
        const bookmark = (bookmarked: boolean) => write("PUT", `/api/v2/discussions/${discussionID}/bookmark`, { bookmarked });
        expect((await react("Like")).statusCode).toBe(200);
        expect((await bookmark(true)).statusCode).toBe(200);
        await forum.app.hearth.jobs.stop();
        for (const [statementCount, request] of [
            [REACTION_STATEMENTS, () => react("Insightful")],
            [BOOKMARK_STATEMENTS, () => bookmark(false)],
        ] as const) {
            const { result, statements } = await queries.during(request);
            expect(result.statusCode).toBeLessThan(300);
            const described = statements.map(describeStatement).filter((statement) => !statement.endsWith(" rateLimits"));
            expect({ count: described.length, described }).toEqual({ count: statementCount, described });
        }
    });
});
