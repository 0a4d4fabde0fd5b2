/**
 * GET /api/v2/search (issue 11 item 1), the same file on SQLite (project "server") and on
 * PostgreSQL ("server-pg"): ranking, phrases, prefixes, case and accents, permissions (a hidden
 * category's posts never appear, nor in the count), the index following edits, moves and
 * deletes, hostile queries, safe excerpts, filters and the paging headers.
 *
 * Posts use invented words ("quorvex", "brindlemoss" …) that the demo forum never contains, so
 * each test knows exactly what should be found.
 */
import type { ISearchResult } from "@library/search/searchTypes";
import { createTestApp, JSON_HEADERS, signIn, type ITestApp } from "@server/testing/testApp";

type Who = "guest" | "member" | "moderator" | "admin";

let t: ITestApp;
const cookies: Record<Who, string> = { guest: "", member: "", moderator: "", admin: "" };
const categoryIDs: Record<string, number> = {};

beforeAll(async () => {
    t = await createTestApp();
    [cookies.member, cookies.moderator, cookies.admin] = await Promise.all([signIn(t.app, "member"), signIn(t.app, "moderator"), signIn(t.app, "admin")]);
    for (const row of await t.db.selectFrom("categories").select(["categoryID", "urlcode"]).execute()) categoryIDs[row.urlcode] = row.categoryID;
});
afterAll(() => t.close());

const headersOf = (who: Who) => (cookies[who] ? { cookie: cookies[who] } : {});

async function post(who: Who, category: string, name: string, body: string, format = "markdown"): Promise<number> {
    const response = await t.app.inject({
        method: "POST",
        url: "/api/v2/discussions",
        headers: { ...JSON_HEADERS, ...headersOf(who) },
        payload: { categoryID: categoryIDs[category], name, body, format },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ discussionID: number }>().discussionID;
}

async function reply(who: Who, discussionID: number, body: string): Promise<number> {
    const response = await t.app.inject({ method: "POST", url: "/api/v2/comments", headers: { ...JSON_HEADERS, ...headersOf(who) }, payload: { discussionID, body, format: "markdown" } });
    expect(response.statusCode).toBe(201);
    return response.json<{ commentID: number }>().commentID;
}

async function search(query: string, who: Who = "member") {
    const response = await t.app.inject({ url: `/api/v2/search?${query}`, headers: headersOf(who) });
    expect(response.statusCode).toBe(200);
    return { results: response.json<ISearchResult[]>(), count: Number(response.headers["x-app-page-result-count"]), headers: response.headers };
}

const q = (text: string) => `query=${encodeURIComponent(text)}`;
const names = (results: ISearchResult[]) => results.map((result) => result.name);

describe("finding posts", () => {
    it("finds a comment by a phrase from it and opens it in place", async () => {
        const discussionID = await post("member", "general", "Garden tools", "Which shears do you use?");
        const commentID = await reply("moderator", discussionID, "The quorvex shears cut through brindlemoss stems easily.");
        const { results, count } = await search(`${q('"brindlemoss stems"')}&expand=insertUser,breadcrumbs,excerpt`);
        expect(count).toBe(1);
        expect(results[0]).toMatchObject({
            recordType: "comment",
            type: "comment",
            recordID: commentID,
            commentID,
            discussionID,
            name: "RE: Garden tools",
            url: `/discussion/comment/${commentID}#Comment_${commentID}`,
            isForeign: false,
            insertUser: { name: "moderator" },
            breadcrumbs: [
                { name: "Home", url: "/" },
                { name: "General Discussion", url: "/categories/general" },
            ],
        });
        expect(results[0]!.body).toContain("<p>The quorvex shears cut through brindlemoss stems easily.</p>");
        expect(results[0]!.excerpt).toBe("The quorvex shears cut through <mark>brindlemoss</mark> <mark>stems</mark> easily.");
        // The words apart are no phrase.
        expect((await search(q('"stems brindlemoss"'))).count).toBe(0);
        expect((await search(q('"quorvex brindlemoss"'))).count).toBe(0);
    });

    it("ranks a match in the title first, and the newer of two equal matches first", async () => {
        const older = await post("member", "general", "Weekend plans A", "We sowed tarrowick seeds this spring.");
        const inTitle = await post("member", "general", "Tarrowick growing guide", "Everything about the plant.");
        const newer = await post("member", "general", "Weekend plans B", "We sowed tarrowick seeds this spring.");
        const { results } = await search(q("tarrowick"));
        expect(results.map((result) => result.recordID)).toEqual([inTitle, newer, older]);
        const byDate = await search(`${q("tarrowick")}&sort=dateInserted`);
        expect(byDate.results.map((result) => result.recordID)).toEqual([older, inTitle, newer]);
        const newestFirst = await search(`${q("tarrowick")}&sort=-dateInserted`);
        expect(newestFirst.results.map((result) => result.recordID)).toEqual([newer, inTitle, older]);
    });

    it("ranks a record whose name holds more of the query's words higher, however new the others are", async () => {
        const both = await post("member", "general", "Brassfen and mollowick", "Notes.");
        const one = await post("member", "general", "Brassfen only", "Some mollowick in the body.");
        const none = await post("member", "general", "Neither word here", "Brassfen mollowick, body only.");
        expect((await search(q("brassfen mollowick"))).results.map((result) => result.recordID)).toEqual([both, one, none]);
    });

    it("ranks the query's words side by side above the same words apart, a title match above both", async () => {
        const together = await post("member", "general", "Allotment notes", "The pellucor dravenish bed is thriving.");
        const apart = await post("member", "general", "Allotment diary", "Dravenish beds beside a pellucor hedge.");
        const titled = await post("member", "general", "Pellucor hedges", "Also a dravenish patch, older than the rest.");
        const newerApart = await post("member", "general", "Allotment log", "A pellucor and then dravenish again.");
        expect((await search(q("pellucor dravenish"))).results.map((result) => result.recordID)).toEqual([titled, together, newerApart, apart]);
        // Typed as it stands, or with its last word still being typed (autocomplete).
        expect((await search(`${q("pellucor draven")}&collapse=true&limit=5&expand=-body`)).results.map((result) => result.recordID)).toEqual([titled, together, newerApart, apart]);
    });

    it("answers each record's relevance score in a date sort too, on every page", async () => {
        const ranked = (await search(q("pellucor dravenish"))).results;
        const scores = new Map(ranked.map((result) => [result.recordID, result.score]));
        expect(new Set(scores.values()).size).toBe(3); // title, side by side, apart
        for (const sort of ["-dateInserted", "dateInserted"]) {
            const pages = [(await search(`${q("pellucor dravenish")}&sort=${sort}&limit=3`)).results, (await search(`${q("pellucor dravenish")}&sort=${sort}&limit=3&page=2`)).results];
            expect(pages.map((page) => page.length)).toEqual([3, 1]);
            for (const result of pages.flat()) expect([result.recordID, result.score]).toEqual([result.recordID, scores.get(result.recordID)]);
        }
    });

    it("reads word* as a prefix, and the last word of an autocomplete query too", async () => {
        await post("member", "general", "Velomancer meetup", "Bring your own snacks.");
        // A full search reads only its last word as a prefix, and only when nothing matched whole (below).
        expect((await search(q("velom meetup"))).count).toBe(0);
        expect(names((await search(q("velom*"))).results)).toEqual(["Velomancer meetup"]);
        expect(names((await search(`${q("velomanc")}&collapse=true&limit=5&expand=-body`)).results)).toEqual(["Velomancer meetup"]);
        const suggestion = (await search(`${q("meetup velo")}&collapse=true&limit=5&expand=-body`)).results[0];
        expect(suggestion).toMatchObject({ name: "Velomancer meetup", body: null });
    });

    it("matches any case and accents, both ways", async () => {
        await post("member", "general", "Dessert night", "Our CRÈME brûlée recipe from the Großmarkt.");
        for (const query of ["creme brulee", "Crème Brûlée", "CREME", "grossmarkt", "großmarkt"]) {
            expect([query, names((await search(q(query))).results)]).toEqual([query, ["Dessert night"]]);
        }
        const { results } = await search(`${q("creme")}&expand=excerpt`);
        expect(results[0]!.excerpt).toBe("Our <mark>CRÈME</mark> brûlée recipe from the Großmarkt.");
    });

    it("reads rich2 bodies as their text", async () => {
        const rich = JSON.stringify([{ type: "p", children: [{ text: "Ask " }, { type: "@", name: "moderator", userID: 2, children: [{ text: "" }] }, { text: " about the zintharo valve." }] }]);
        await post("member", "general", "Valve question", rich, "rich2");
        const { results } = await search(`${q('"zintharo valve"')}&expand=excerpt`);
        expect(names(results)).toEqual(["Valve question"]);
        expect(results[0]!.excerpt).toBe("Ask @moderator about the <mark>zintharo</mark> <mark>valve</mark>.");
        // The JSON's own keys are not words of the post.
        expect((await search(q("children zintharo"))).count).toBe(0);
    });

    it("finds members by name and categories by name or description", async () => {
        expect((await search(`${q("moderator")}&recordTypes=user`)).results.map((result) => [result.recordType, result.name, result.url])).toEqual([["user", "moderator", "/profile/moderator"]]);
        const { results } = await search(`${q("installation")}&recordTypes=category`);
        expect(results.map((result) => [result.recordType, result.name, result.url])).toEqual([["category", "Installation & Setup", "/categories/installation"]]);
    });
});

describe("a full search whose last word may be unfinished (searchSite.ts)", () => {
    it("finds nothing whole, so reads the last word as a prefix, as the suggestions did: the search page too", async () => {
        const discussionID = await post("member", "general", "How do I set up glimward lumicast?", "The settings page has no switch for it.");
        for (const text of ["glimward lumic", "set up glimward lumica", "Glimw", "lumicast glimw"]) {
            for (const who of ["guest", "member"] as const) {
                // Asked twice: the kept answer (searchSite.ts, the guest cache) is the final one.
                for (const round of [1, 2]) {
                    const found = await search(`${q(text)}&expand=excerpt`, who);
                    expect([text, who, round, found.count, found.results.map((result) => result.recordID)]).toEqual([text, who, round, 1, [discussionID]]);
                }
            }
            // The suggestions showed it (the autocomplete reads the last word as a prefix).
            expect([text, (await search(`${q(text)}&collapse=true&limit=5&expand=-body`, "guest")).results.map((result) => result.recordID)]).toEqual([text, [discussionID]]);
        }
        // The excerpt marks the words the prefix matched.
        expect((await search(`${q("glimward swit")}&expand=excerpt`)).results[0]!.excerpt).toBe("The settings page has no <mark>switch</mark> for it.");
        // Pressing Enter in the title bar: the server-rendered search page lists it instead of "No results".
        const page = await t.app.inject({ url: `/search?query=${encodeURIComponent("glimward lumic")}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("How do I set up glimward lumicast?");
        expect(page.body).not.toContain("No results");
        // Only the last word: one before it is still read whole.
        expect((await search(q("glimw lumicast"))).count).toBe(0);
    });

    it("never broadens a query whose words match whole: it answers exactly as before", async () => {
        const whole = await post("member", "general", "Merrowfen basics", "A merrowfen is a small pond.");
        const longer = await post("member", "general", "Merrowfenlight tips", "Merrowfenlight grows at the edge.");
        for (const text of ["merrowfen", "basics merrowfen", "Merrowfen"]) {
            const found = await search(q(text));
            expect([text, found.count, found.results.map((result) => result.recordID)]).toEqual([text, 1, [whole]]);
        }
        // The autocomplete reads it as a prefix: both.
        expect((await search(`${q("merrowfen")}&collapse=true&limit=5&expand=-body`)).results.map((result) => result.recordID).sort((a, b) => a - b)).toEqual([whole, longer]);
        // Whole words that match nothing, nor as a prefix: still nothing.
        expect((await search(q("merrowfen zzqvark"))).count).toBe(0);
    });

    it("never reads a quoted phrase, a word followed by an operator or a one-letter word as a prefix", async () => {
        await post("member", "general", "Quillmarsh ferntide notes", "About quillmarsh ferntide.");
        expect((await search(q('"quillmarsh ferntide"'))).count).toBe(1);
        for (const text of ['"quillmarsh fern"', 'ferntide "quillmarsh fern"', '"quillmarsh fern" ', "quillmarsh fern -", "quillmarsh fern)", "quillmarsh f", "quillmarsh ferntide x"]) {
            const found = await search(q(text));
            expect([text, found.count, found.results]).toEqual([text, 0, []]);
            // Nor does the autocomplete.
            expect([text, (await search(`${q(text)}&collapse=true&limit=5`)).count]).toEqual([text, 0]);
        }
    });

    it("never finds a hidden category's post by the prefix, nor counts it", async () => {
        const secret = await post("moderator", "staff", "Staff gravelwyn roster", "Gravelwyn duty and gravelwynford keys.");
        await reply("moderator", secret, "gravelwynford swapped");
        const open = await post("member", "general", "Public gravelwynford", "Where is gravelwynford?");
        for (const who of ["guest", "member"] as const) {
            // The whole word is only in the hidden category: nothing for them, so the prefix is read, and it finds only the public post.
            const found = await search(`${q("gravelwyn")}&expand=excerpt`, who);
            expect([who, found.count, found.headers["x-app-page-next-url"], found.results.map((result) => result.recordID)]).toEqual([who, 1, undefined, [open]]);
            expect([who, (await search(q("staff gravelw"), who)).count]).toEqual([who, 0]);
            expect([who, (await search(`${q("gravelw")}&categoryID=${categoryIDs.staff}`, who)).count]).toEqual([who, 0]);
            const paged = await search(`${q("gravelw")}&limit=1&page=2`, who);
            expect([who, paged.count, paged.results]).toEqual([who, 1, []]);
        }
        // A moderator finds the whole word in the staff room: no prefix read.
        expect(names((await search(q("gravelwyn"), "moderator")).results)).toEqual(["Staff gravelwyn roster"]);
        expect((await search(q("staff gravelw"), "moderator")).results.map((result) => result.recordID)).toEqual([secret]);
        expect((await search(q("gravelw"), "moderator")).count).toBe(3);
    });
});

describe("permissions", () => {
    it("never shows a hidden category's posts, nor counts them", async () => {
        const secret = await post("moderator", "staff", "Staff note about plumbrake", "The plumbrake rota for next week.");
        await reply("moderator", secret, "plumbrake duty swapped");
        await post("member", "general", "Public plumbrake", "Anyone know what a plumbrake is?");
        for (const who of ["guest", "member"] as const) {
            const found = await search(q("plumbrake"), who);
            expect([who, found.count, names(found.results)]).toEqual([who, 1, ["Public plumbrake"]]);
            // Asking for the hidden category itself finds nothing either.
            expect((await search(`${q("plumbrake")}&categoryID=${categoryIDs.staff}`, who)).count).toBe(0);
        }
        const asModerator = await search(q("plumbrake"), "moderator");
        expect(asModerator.count).toBe(3);
        expect(names(asModerator.results).sort()).toEqual(["Public plumbrake", "RE: Staff note about plumbrake", "Staff note about plumbrake"]);
        // Nor in the autocomplete, nor in the staff category's name.
        expect((await search(`${q("plumbr")}&collapse=true&limit=5`, "guest")).results.map((result) => result.name)).toEqual(["Public plumbrake"]);
        expect((await search(q("staff room"), "member")).count).toBe(0);
        expect((await search(q("staff room"), "moderator")).results.map((result) => result.name)).toContain("Staff Room");
    });

    it("hides a private profile from other members", async () => {
        await t.db.updateTable("users").set({ private: 1 }).where("name", "=", "moderator").execute();
        try {
            expect((await search(`${q("moderator")}&recordTypes=user`, "member")).count).toBe(0);
            expect((await search(`${q("moderator")}&recordTypes=user`, "moderator")).count).toBe(1);
            expect((await search(`${q("moderator")}&recordTypes=user`, "admin")).count).toBe(1);
        } finally {
            await t.db.updateTable("users").set({ private: 0 }).where("name", "=", "moderator").execute();
        }
    });
});

describe("answers kept while nothing changes (searchSite.ts)", () => {
    it("gives a kept answer only to viewers who see the same: a moderator's never reaches a member", async () => {
        await post("moderator", "staff", "Staff wexmorrow plan", "Only staff read about wexmorrow.");
        await post("member", "general", "Open wexmorrow", "Everyone may read about wexmorrow.");
        // The moderator asks first, so a shared answer would hold the staff post.
        for (const round of [1, 2]) {
            expect([round, names((await search(q("wexmorrow"), "moderator")).results).sort()]).toEqual([round, ["Open wexmorrow", "Staff wexmorrow plan"]]);
            expect([round, names((await search(q("wexmorrow"), "member")).results)]).toEqual([round, ["Open wexmorrow"]]);
            expect([round, names((await search(q("wexmorrow"), "guest")).results)]).toEqual([round, ["Open wexmorrow"]]);
        }
    });

    it("finds a post made after an answer was kept, at once", async () => {
        const discussionID = await post("member", "general", "Brass zolterine", "A zolterine of brass.");
        expect((await search(q("zolterine"), "member")).count).toBe(1);
        expect((await search(q("zolterine"), "member")).count).toBe(1);
        await reply("admin", discussionID, "Mine is a copper zolterine.");
        const found = await search(q("zolterine"), "member");
        expect([found.count, names(found.results)]).toEqual([2, ["Brass zolterine", "RE: Brass zolterine"]]);
    });
});

describe("the index follows every change", () => {
    it("edits, moves and deletes", async () => {
        const id = await post("member", "general", "Lantern repair", "The wick of my ostrevane lantern broke.");
        const commentID = await reply("member", id, "Try a glimmerthorn wick.");
        expect((await search(q("ostrevane"))).count).toBe(1);

        const edited = await t.app.inject({ method: "PATCH", url: `/api/v2/discussions/${id}`, headers: { ...JSON_HEADERS, ...headersOf("member") }, payload: { body: "The wick of my pelmarine lantern broke." } });
        expect(edited.statusCode).toBe(200);
        expect((await search(q("ostrevane"))).count).toBe(0);
        expect((await search(q("pelmarine"))).count).toBe(1);

        const moved = await t.app.inject({ method: "PATCH", url: "/api/v2/discussions/move", headers: { ...JSON_HEADERS, ...headersOf("admin") }, payload: { discussionIDs: [id], categoryID: categoryIDs.staff } });
        expect(moved.statusCode).toBe(200);
        expect((await search(q("pelmarine"), "member")).count).toBe(0);
        expect((await search(q("glimmerthorn"), "member")).count).toBe(0);
        expect((await search(q("glimmerthorn"), "moderator")).count).toBe(1);
        expect((await search(`${q("glimmerthorn")}&categoryID=${categoryIDs.staff}`, "moderator")).results[0]).toMatchObject({ recordID: commentID, categoryID: categoryIDs.staff });

        const deletedComment = await t.app.inject({ method: "DELETE", url: `/api/v2/comments/${commentID}`, headers: { "x-requested-with": "vanilla", ...headersOf("admin") } });
        expect(deletedComment.statusCode).toBe(204);
        expect((await search(q("glimmerthorn"), "admin")).count).toBe(0);

        const another = await reply("admin", id, "A second pelmarine reply.");
        expect((await search(q("pelmarine"), "admin")).count).toBe(2);
        const deleted = await t.app.inject({ method: "DELETE", url: `/api/v2/discussions/${id}`, headers: { "x-requested-with": "vanilla", ...headersOf("admin") } });
        expect(deleted.statusCode).toBe(204);
        expect((await search(q("pelmarine"), "admin")).count).toBe(0);
        const left = await t.db.selectFrom("searchDocuments").select(["recordType", "recordID"]).execute();
        expect(left.filter((row) => (row.recordType === "discussion" && Number(row.recordID) === id) || (row.recordType === "comment" && Number(row.recordID) === another))).toEqual([]);
    });

    it("ranks by a name as it stands: after a rename, and never by a deleted record's name", async () => {
        const renamed = await post("member", "general", "Velmarshade notes", "Velmarshade in the body too.");
        const newer = await post("member", "general", "Weekend", "Velmarshade mentioned here.");
        const ranked = async (word: string) => (await search(q(word))).results.map((result) => [result.recordID, result.score]);
        expect(await ranked("velmarshade")).toEqual([
            [renamed, 2],
            [newer, 0],
        ]);
        const patched = await t.app.inject({ method: "PATCH", url: `/api/v2/discussions/${renamed}`, headers: { ...JSON_HEADERS, ...headersOf("member") }, payload: { name: "Plain notes" } });
        expect(patched.statusCode).toBe(200);
        expect(await ranked("velmarshade")).toEqual([
            [newer, 0],
            [renamed, 0],
        ]);

        // The newest record deleted, the next one may take its number: its name must not come with it.
        const titled = await post("member", "general", "Brightfallow", "Body.");
        const deleted = await t.app.inject({ method: "DELETE", url: `/api/v2/discussions/${titled}`, headers: { "x-requested-with": "vanilla", ...headersOf("admin") } });
        expect(deleted.statusCode).toBe(204);
        const untitled = await post("member", "general", "Untitled", "Brightfallow in the body only.");
        expect(await ranked("brightfallow")).toEqual([[untitled, 0]]);
    });

    it("follows a merge: the merged posts are found as comments of the destination, in its category", async () => {
        const destination = await post("member", "help", "Sundial help", "My sundial is off by an hour.");
        const source = await post("member", "general", "Sundial again", "The gnomonrest plate is loose.");
        const comment = await reply("member", source, "Tighten the gnomonrest screws.");
        const merged = await t.app.inject({
            method: "PATCH",
            url: "/api/v2/discussions/merge",
            headers: { ...JSON_HEADERS, ...headersOf("admin") },
            payload: { discussionIDs: [source], destinationDiscussionID: destination },
        });
        expect(merged.statusCode).toBe(200);
        const { results } = await search(`${q("gnomonrest")}&sort=dateInserted`);
        expect(results.map((result) => [result.recordType, result.name, result.categoryID, result.discussionID])).toEqual([
            ["comment", "RE: Sundial help", categoryIDs.help, destination],
            ["comment", "RE: Sundial help", categoryIDs.help, destination],
        ]);
        expect(results.map((result) => result.recordID)).toContain(comment);
    });

    it("follows a renamed member", async () => {
        const user = await t.db.selectFrom("users").select(["userID", "name"]).where("name", "=", "member").executeTakeFirstOrThrow();
        await t.db.updateTable("users").set({ name: "Vorlanthe" }).where("userID", "=", user.userID).execute();
        try {
            expect((await search(`${q("vorlanthe")}&recordTypes=user`)).results.map((result) => result.recordID)).toEqual([user.userID]);
        } finally {
            await t.db.updateTable("users").set({ name: user.name }).where("userID", "=", user.userID).execute();
        }
        expect((await search(`${q("vorlanthe")}&recordTypes=user`)).count).toBe(0);
    });
});

describe("bad input", () => {
    it("answers hostile queries with results or nothing, never an error", async () => {
        await post("member", "general", "Syntax sampler", "NEAR the AND gate, a caret ^ and a star * sit (quietly) - col:umn.");
        const hostile = ['"unbalanced', 'a"b"c"', "NEAR(", "AND", "OR OR", "NOT", "*", "^", ":", "(", ")", "-", "name:syntax", "syntax*^", "'; drop table users; --", "\\", "%", "_", "💥", "sampler NEAR/2 syntax", "{}[]", "''", "' or '1'='1"];
        for (const text of hostile) {
            const response = await t.app.inject({ url: `/api/v2/search?${q(text)}`, headers: headersOf("member") });
            expect([text, response.statusCode]).toEqual([text, 200]);
        }
        expect(names((await search(q("sampler NEAR"))).results)).toEqual(["Syntax sampler"]);
        expect(names((await search(q('"syntax sampler'))).results)).toEqual(["Syntax sampler"]);
        expect(names((await search(q("col:umn"))).results)).toEqual(["Syntax sampler"]);
    });

    it("answers an empty query with no results and a too long one with a field error", async () => {
        for (const query of ["", "query=", q("   "), q('""'), q("*** ---")]) {
            const { results, count } = await search(query);
            expect([query, results, count]).toEqual([query, [], 0]);
        }
        const long = await t.app.inject({ url: `/api/v2/search?${q("x".repeat(201))}`, headers: headersOf("member") });
        expect(long.statusCode).toBe(400);
        expect(long.json()).toMatchObject({ status: 400, errors: [{ field: "query", code: "maxLength" }] });
        const badSort = await t.app.inject({ url: `/api/v2/search?${q("x")}&sort=best` });
        expect(badSort.statusCode).toBe(400);
        expect(badSort.json().errors[0].field).toBe("sort");
        const badDomain = await t.app.inject({ url: `/api/v2/search?${q("x")}&domain=nowhere` });
        expect(badDomain.json()).toMatchObject({ status: 400, errors: [{ field: "domain" }] });
        const badDate = await t.app.inject({ url: `/api/v2/search?${q("x")}&dateInserted=yesterday` });
        expect(badDate.json()).toMatchObject({ status: 400, errors: [{ field: "dateInserted" }] });
    });

    it("escapes the excerpt and marks only the matched words", async () => {
        await post("member", "general", "Markup test", "<script>alert(1)</script> the wexlorin <b>tag</b> & <mark>fake</mark> \"quotes\"", "text");
        const { results } = await search(`${q("wexlorin")}&expand=excerpt`);
        expect(results[0]!.excerpt).toBe("&lt;script&gt;alert(1)&lt;/script&gt; the <mark>wexlorin</mark> &lt;b&gt;tag&lt;/b&gt; &amp; &lt;mark&gt;fake&lt;/mark&gt; &quot;quotes&quot;");
        expect(results[0]!.body).not.toContain("<script");
        const marked = (await search(`${q("mark fake")}&expand=excerpt`)).results.find((result) => result.name === "Markup test");
        expect(marked?.excerpt).toContain("&lt;<mark>mark</mark>&gt;<mark>fake</mark>&lt;/<mark>mark</mark>&gt;");
    });

    it("answers the excerpt on request (expand=excerpt or all), as Vanilla's contract has it; a suggestion (-body) carries neither", async () => {
        await post("member", "general", "Trellis notes", "The vornbrisk trellis holds the climbing roses.");
        const first = async (expand: string) => (await search(`${q("vornbrisk")}${expand}`)).results[0]!;
        expect(await first("")).not.toHaveProperty("excerpt");
        expect((await first("")).body).toContain("vornbrisk trellis");
        for (const expand of ["&expand=excerpt", "&expand=all"]) expect((await first(expand)).excerpt).toBe("The <mark>vornbrisk</mark> trellis holds the climbing roses.");
        const suggestion = await first("&collapse=true&limit=5&expand=-body,breadcrumbs");
        expect(suggestion).toMatchObject({ name: "Trellis notes", body: null });
        expect(suggestion).not.toHaveProperty("excerpt");
    });
});

describe("filters and paging", () => {
    let first: number;
    beforeAll(async () => {
        first = await post("member", "general", "Kettle one", "kelmsprocket kettle");
        await post("member", "help", "Kettle two", "kelmsprocket kettle");
        await post("moderator", "installation", "Kettle three", "kelmsprocket kettle");
        await reply("moderator", first, "kelmsprocket reply one");
        await reply("member", first, "kelmsprocket reply two");
    });

    it("pages with limit and the paging headers", async () => {
        const one = await search(`${q("kelmsprocket")}&limit=2`);
        expect(one.count).toBe(5);
        expect(one.results).toHaveLength(2);
        expect(one.headers["x-app-page-next-url"]).toContain("page=2");
        const three = await search(`${q("kelmsprocket")}&limit=2&page=3`);
        expect(three.results).toHaveLength(1);
        expect(three.headers["x-app-page-next-url"]).toBeUndefined();
        expect(three.headers["x-app-page-prev-url"]).toContain("page=2");
        const seen = new Set([...one.results, ...(await search(`${q("kelmsprocket")}&limit=2&page=2`)).results, ...three.results].map((result) => `${result.recordType}${result.recordID}`));
        expect(seen.size).toBe(5);
        const past = await search(`${q("kelmsprocket")}&limit=2&page=9`);
        expect([past.results, past.count]).toEqual([[], 5]);
    });

    it("narrows by record type, type, category (with children), author, discussion and date", async () => {
        expect((await search(`${q("kelmsprocket")}&recordTypes=comment`)).count).toBe(2);
        expect((await search(`${q("kelmsprocket")}&types=discussion`)).count).toBe(3);
        expect((await search(`${q("kelmsprocket")}&categoryID=${categoryIDs.help}`)).count).toBe(1);
        expect((await search(`${q("kelmsprocket")}&categoryID=${categoryIDs.help}&includeChildCategories=true`)).count).toBe(2);
        // A category and its children: each one's newest matches, merged newest first.
        expect(names((await search(`${q("kelmsprocket")}&categoryID=${categoryIDs.help}&includeChildCategories=true&sort=-dateInserted`)).results)).toEqual(["Kettle three", "Kettle two"]);
        expect((await search(`${q("kelmsprocket")}&insertUserNames=Moderator`)).count).toBe(2);
        expect((await search(`${q("kelmsprocket")}&discussionID=${first}`)).count).toBe(3);
        const today = new Date().toISOString().slice(0, 10);
        expect((await search(`${q("kelmsprocket")}&dateInserted=${today}`)).count).toBe(5);
        expect((await search(`${q("kelmsprocket")}&dateInserted=${encodeURIComponent(`<${today}`)}`)).count).toBe(0);
        expect((await search(`${q("kelmsprocket")}&dateInserted=${encodeURIComponent(`[2000-01-01,${today}]`)}`)).count).toBe(5);
        expect((await search(`${q("kelmsprocket")}&domain=discussions`)).count).toBe(5);
        expect((await search(`${q("moderator")}&domain=discussions&recordTypes=user`)).count).toBe(0);
    });

    it("narrows by tags, any or all of them", async () => {
        const tags = await t.db.selectFrom("tags").select(["tagID", "name"]).orderBy("tagID").limit(2).execute();
        const [one, two] = tags as [{ tagID: number; name: string }, { tagID: number; name: string }];
        const both = await post("member", "general", "Tagged twice", "quenderlash");
        const single = await post("member", "general", "Tagged once", "quenderlash");
        await post("member", "general", "Not tagged", "quenderlash");
        await t.db.insertInto("discussionTags").values([{ discussionID: both, tagID: one.tagID }, { discussionID: both, tagID: two.tagID }, { discussionID: single, tagID: one.tagID }]).execute();
        const tagged = (query: string) => search(`${q("quenderlash")}&${query}&sort=dateInserted`).then(({ results }) => results.map((result) => result.recordID));
        expect(await tagged(`tags=${encodeURIComponent(one.name)}`)).toEqual([both, single]);
        expect(await tagged(`tags=${encodeURIComponent(one.name)}&tags=${encodeURIComponent(two.name)}&tagOperator=and`)).toEqual([both]);
        expect(await tagged(`tags=${encodeURIComponent(one.name)}&tags=${encodeURIComponent(two.name)}`)).toEqual([both, single]);
    });

    it("collapses an autocomplete to one result per discussion", async () => {
        const { results, count } = await search(`${q("kelmsprocket")}&collapse=true&limit=5&expand=-body`);
        expect(count).toBe(3);
        expect(new Set(results.map((result) => result.discussionID)).size).toBe(3);
        // Newest first: each discussion by its newest record (the first one's newest reply).
        const newest = await search(`${q("kelmsprocket")}&collapse=true&limit=5&expand=-body&sort=-dateInserted`);
        expect(newest.count).toBe(3);
        expect(newest.results.map((result) => [result.recordType, result.discussionID === first])).toEqual([
            ["comment", true],
            ["discussion", false],
            ["discussion", false],
        ]);
    });
});
