/**
 * The polls add-on through the API and the pages: a poll taken with a new discussion (and its
 * per-field refusals), voting by the rules (once, changeable, one choice or several, closed
 * polls refused) enforced by the database under concurrent calls, who sees results, the
 * permission matrix of its three permissions, the demo polls, and nothing of it while off.
 */
import { AssetManifest } from "@server/ssr/assetManifest";
import { createUser } from "@server/users/usersModel";
import { createTestApp, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";
import type { IPoll } from "../scripts/pollTypes";
import { seedPolls } from "./pollsSeed";

let forum: ITestApp;
const cookies: Record<string, string> = {};
const API = { "x-requested-with": "vanilla", "content-type": "application/json" };
let generalID: number;

beforeAll(async () => {
    forum = await createTestApp({ config: { "EnabledPlugins.polls": true } });
    for (const name of ["voter", "second", "pollster"]) await createUser(forum.db, { name, email: `${name}@example.com`, password: TEST_PASSWORD, roleType: "member", emailConfirmed: true });
    for (const name of ["voter", "second", "pollster", "member", "moderator", "admin"]) cookies[name] = await signIn(forum.app, name);
    generalID = (await forum.db.selectFrom("categories").select("categoryID").where("urlcode", "=", "general").executeTakeFirstOrThrow()).categoryID;
});
afterAll(() => forum?.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: string, payload?: unknown) =>
    forum.app.inject({
        method,
        url,
        // As the browser sends them: the request-origin header on every change, a JSON type only with a body.
        headers: { ...(method === "GET" ? {} : payload ? API : { "x-requested-with": "vanilla" }), ...(who ? { cookie: cookies[who] } : {}) },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

const FUTURE = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

async function startPoll(name: string, poll: Record<string, unknown> = {}, who = "pollster"): Promise<{ discussionID: number; poll: IPoll }> {
    const created = await call("POST", "/api/v2/discussions", who, {
        categoryID: generalID,
        name,
        body: "Vote below.",
        format: "markdown",
        attributes: { poll: { question: `${name}?`, options: ["Red", "Green", "Blue"], ...poll } },
    });
    expect(created.statusCode).toBe(201);
    return { discussionID: created.json().discussionID, poll: created.json().attributes.poll };
}

const vote = (pollID: number, who: string, pollOptionIDs: number[]) => call("POST", `/api/v2/polls/${pollID}/votes`, who, { pollOptionIDs });
const getPoll = async (pollID: number, who?: string) => (await call("GET", `/api/v2/polls/${pollID}`, who)).json() as IPoll;
const closePoll = (pollID: number) => forum.db.updateTable("polls_polls" as never).set({ dateClosed: new Date(Date.now() - 1000).toISOString() } as never).where("pollID" as never, "=", pollID as never).execute();

it("takes a poll with a new discussion and answers it in attributes.poll, GET /polls/{id} and GET /discussions/{id}/poll", async () => {
    const { discussionID, poll } = await startPoll("Favourite colour", { multiple: false, dateClosed: FUTURE() });
    expect(poll).toMatchObject({ discussionID, name: "Favourite colour?", multiple: false, closed: false, myVotes: [], canVote: true, showResults: false, countVoters: null });
    expect(poll.options.map((option) => [option.body, option.countVotes])).toEqual([
        ["Red", null],
        ["Green", null],
        ["Blue", null],
    ]);
    expect((await call("GET", `/api/v2/polls/${poll.pollID}`, "member")).json()).toEqual({ ...poll, canVote: true });
    expect((await call("GET", `/api/v2/discussions/${discussionID}/poll`, "member")).json()).toMatchObject({ pollID: poll.pollID });
    // In lists: the attribute and the "Poll" label.
    const listed = (await call("GET", `/api/v2/discussions?limit=100`, "member")).json() as Array<{ discussionID: number; attributes: { poll?: IPoll }; labels?: string[] }>;
    expect(listed.find((row) => row.discussionID === discussionID)).toMatchObject({ attributes: { poll: { pollID: poll.pollID } }, labels: ["Poll"] });
    // One discussion: the poll box travels with it for its page.
    const single = (await call("GET", `/api/v2/discussions/${discussionID}`, "member")).json();
    expect(single).toMatchObject({ attributes: { poll: { pollID: poll.pollID } }, islands: [{ component: "PollBox", props: { poll: { pollID: poll.pollID }, signedIn: true } }] });
    // A discussion without a poll: no attribute, 404 on its poll route.
    const plain = await call("POST", "/api/v2/discussions", "pollster", { categoryID: generalID, name: "No poll here", body: "Hi", format: "markdown" });
    expect(plain.json().attributes).toEqual({});
    expect((await call("GET", `/api/v2/discussions/${plain.json().discussionID}/poll`, "member")).statusCode).toBe(404);
    expect((await call("GET", "/api/v2/polls/999999", "member")).statusCode).toBe(404);
});

it("refuses a bad poll field by field, and then writes neither the discussion nor the poll", async () => {
    const before = await forum.db.selectFrom("discussions").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    const refused = async (poll: Record<string, unknown>) => {
        const answer = await call("POST", "/api/v2/discussions", "pollster", { categoryID: generalID, name: "Bad poll", body: "x", format: "markdown", attributes: { poll } });
        expect(answer.statusCode).toBe(400);
        return Object.fromEntries((answer.json().errors as Array<{ field: string; message: string }>).map((error) => [error.field, error.message]));
    };
    expect(await refused({ question: " ", options: ["One"], dateClosed: "2020-01-01T00:00:00Z" })).toEqual({
        "poll.question": "Write the poll's question.",
        "poll.options": "A poll needs at least 2 options.",
        "poll.dateClosed": "The closing date must be in the future.",
    });
    expect(await refused({ question: "Q", options: Array.from({ length: 11 }, (_, index) => `Option ${index}`) })).toEqual({ "poll.options": "A poll can have at most 10 options." });
    expect(await refused({ question: "Q", options: ["Yes", "", "yes"], dateClosed: "someday" })).toEqual({
        "poll.options.2": "Fill in option 2 or remove it.",
        "poll.options.3": "Option 3 repeats option 1.",
        "poll.dateClosed": "Enter the closing date as a date and time.",
    });
    expect(await refused({ question: "x".repeat(201), options: ["a", "b"] })).toEqual({ "poll.question": "The question can have at most 200 characters." });
    const after = await forum.db.selectFrom("discussions").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    // Ten options is the most, two the least.
    await startPoll("Ten options", { options: Array.from({ length: 10 }, (_, index) => `Choice ${index + 1}`) });
});

it("counts one vote per member on a one-choice poll, changeable, and shows results after voting", async () => {
    const { poll } = await startPoll("One choice");
    const [red, green, blue] = poll.options.map((option) => option.pollOptionID) as [number, number, number];
    expect((await vote(poll.pollID, "voter", [red, green])).statusCode).toBe(400);
    const voted = await vote(poll.pollID, "voter", [red]);
    expect(voted.statusCode).toBe(200);
    expect(voted.json()).toMatchObject({ myVotes: [red], showResults: true, countVoters: 1, options: [{ countVotes: 1 }, { countVotes: 0 }, { countVotes: 0 }] });
    // Changed: still one vote.
    expect((await vote(poll.pollID, "voter", [blue])).json()).toMatchObject({ myVotes: [blue], countVoters: 1, options: [{ countVotes: 0 }, { countVotes: 0 }, { countVotes: 1 }] });
    // Another member sees the form (no counts) until they vote.
    expect(await getPoll(poll.pollID, "second")).toMatchObject({ showResults: false, countVoters: null, options: [{ countVotes: null }, { countVotes: null }, { countVotes: null }] });
    await vote(poll.pollID, "second", [blue]);
    expect(await getPoll(poll.pollID, "second")).toMatchObject({ countVoters: 2, options: [{ countVotes: 0 }, { countVotes: 0 }, { countVotes: 2 }] });
    // An option of another poll, or none, is refused.
    const other = await startPoll("Another poll");
    expect((await vote(poll.pollID, "voter", [other.poll.options[0]!.pollOptionID])).statusCode).toBe(400);
    expect((await call("POST", `/api/v2/polls/${poll.pollID}/votes`, "voter", {})).json()).toMatchObject({ status: 400, errors: [{ field: "pollOptionIDs" }] });
    // Withdrawn: the member is back to the form and the counts drop.
    const withdrawn = await call("DELETE", `/api/v2/polls/${poll.pollID}/votes`, "voter");
    expect(withdrawn.json()).toMatchObject({ myVotes: [], showResults: false });
    expect(await getPoll(poll.pollID, "second")).toMatchObject({ countVoters: 1, options: [{ countVotes: 0 }, { countVotes: 0 }, { countVotes: 1 }] });
    expect(green).toBeGreaterThan(0);
});

it("keeps one vote when ten identical votes, or ten different one-choice votes, arrive at once", async () => {
    const { poll } = await startPoll("Ten clicks");
    const ids = poll.options.map((option) => option.pollOptionID);
    const answers = await Promise.all(Array.from({ length: 10 }, () => vote(poll.pollID, "voter", [ids[0]!])));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const mixed = await Promise.all(Array.from({ length: 10 }, (_, index) => vote(poll.pollID, "second", [ids[index % 3]!])));
    expect(mixed.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const rows = await forum.db.selectFrom("polls_votes" as never).selectAll().where("pollID" as never, "=", poll.pollID as never).execute();
    expect(rows).toHaveLength(2);
    expect((await getPoll(poll.pollID, "moderator")).countVoters).toBe(2);
});

it("takes several choices on a several-choice poll, and ten identical ones at once leave each once", async () => {
    const { poll } = await startPoll("Several", { multiple: true });
    const [red, green, blue] = poll.options.map((option) => option.pollOptionID) as [number, number, number];
    const answers = await Promise.all(Array.from({ length: 10 }, () => vote(poll.pollID, "voter", [red, blue])));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await getPoll(poll.pollID, "voter")).toMatchObject({ myVotes: expect.arrayContaining([red, blue]), countVoters: 1, options: [{ countVotes: 1 }, { countVotes: 0 }, { countVotes: 1 }] });
    await vote(poll.pollID, "voter", [green]);
    expect(await getPoll(poll.pollID, "voter")).toMatchObject({ myVotes: [green], countVoters: 1, options: [{ countVotes: 0 }, { countVotes: 1 }, { countVotes: 0 }] });
});

it("refuses votes and changes once the poll is closed (409), and shows its results to members", async () => {
    const { poll } = await startPoll("Closing");
    await vote(poll.pollID, "voter", [poll.options[0]!.pollOptionID]);
    await closePoll(poll.pollID);
    const refused = await vote(poll.pollID, "voter", [poll.options[1]!.pollOptionID]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This poll is closed: votes can no longer be cast or changed.");
    expect((await call("DELETE", `/api/v2/polls/${poll.pollID}/votes`, "voter")).statusCode).toBe(409);
    expect(await getPoll(poll.pollID, "second")).toMatchObject({ closed: true, canVote: false, showResults: true, countVoters: 1 });
});

it("shows results to guests only while polls.guestResults is on", async () => {
    const { poll } = await startPoll("Guests");
    await vote(poll.pollID, "voter", [poll.options[0]!.pollOptionID]);
    expect(await getPoll(poll.pollID)).toMatchObject({ showResults: false, countVoters: null, canVote: false });
    await forum.app.hearth.config.set("Plugins.polls.guestResults", true);
    try {
        expect(await getPoll(poll.pollID)).toMatchObject({ showResults: true, countVoters: 1 });
    } finally {
        await forum.app.hearth.config.set("Plugins.polls.guestResults", false);
    }
});

describe("permission matrix", () => {
    // Each role's answer for: adding a poll, voting, and seeing results before voting.
    const MATRIX: Record<string, { add: number; vote: number; resultsBeforeVoting: boolean }> = {
        guest: { add: 403, vote: 403, resultsBeforeVoting: false },
        member: { add: 201, vote: 200, resultsBeforeVoting: false },
        moderator: { add: 201, vote: 200, resultsBeforeVoting: true },
        admin: { add: 201, vote: 200, resultsBeforeVoting: true },
    };
    it.each(Object.entries(MATRIX))("%s", async (role, expected) => {
        const who = role === "guest" ? undefined : role;
        const added = await call("POST", "/api/v2/discussions", who, { categoryID: generalID, name: `Poll by ${role}`, body: "x", format: "markdown", attributes: { poll: { question: "Q?", options: ["A", "B"] } } });
        expect(added.statusCode).toBe(expected.add);
        const { poll } = await startPoll(`Matrix ${role}`);
        expect((await getPoll(poll.pollID, who)).showResults).toBe(expected.resultsBeforeVoting);
        expect((await vote(poll.pollID, who ?? "", [poll.options[0]!.pollOptionID])).statusCode).toBe(expected.vote);
    });

    it("refuses polls.add and polls.vote to a member whose role lost them", async () => {
        const memberRole = await forum.db.selectFrom("roles").select(["roleID", "permissions"]).where("type", "=", "member").executeTakeFirstOrThrow();
        const granted = JSON.parse(memberRole.permissions) as Record<string, boolean>;
        expect(granted).toMatchObject({ "polls.add": true, "polls.vote": true });
        const { poll } = await startPoll("Revoked");
        await forum.db.updateTable("roles").set({ permissions: JSON.stringify({ ...granted, "polls.add": false, "polls.vote": false }) }).where("roleID", "=", memberRole.roleID).execute();
        try {
            const added = await call("POST", "/api/v2/discussions", "voter", { categoryID: generalID, name: "No right", body: "x", format: "markdown", attributes: { poll: { question: "Q?", options: ["A", "B"] } } });
            expect(added.statusCode).toBe(403);
            expect(added.json().message).toBe("You don't have permission to add a poll.");
            expect((await vote(poll.pollID, "voter", [poll.options[0]!.pollOptionID])).statusCode).toBe(403);
            // One who may not vote sees the results instead of a form.
            expect(await getPoll(poll.pollID, "voter")).toMatchObject({ canVote: false, showResults: true });
        } finally {
            await forum.db.updateTable("roles").set({ permissions: memberRole.permissions }).where("roleID", "=", memberRole.roleID).execute();
        }
    });
});

it("renders the poll under the discussion's body: a fieldset with the question as legend, results after voting", async () => {
    const { discussionID, poll } = await startPoll("On the page", { multiple: true });
    const page = (who: string) => call("GET", `/discussion/${discussionID}`, who).then((response) => response.body);
    const form = await page("voter");
    expect(form).toContain('data-react="PollBox"');
    expect(form).toMatch(/<fieldset[^>]*><legend[^>]*>On the page\?<\/legend>/);
    expect(form.match(/type="checkbox" name="poll-/g)).toHaveLength(3);
    await vote(poll.pollID, "voter", [poll.options[1]!.pollOptionID]);
    const results = await page("voter");
    expect(results).toContain("Green (your choice)");
    expect(results).toContain("1 vote, 100%");
    expect(results).toContain("0 votes, 0%");
    expect(results).toContain("1 member voted");
});

it("seeds the demo forum with an open poll that has votes and a closed one", async () => {
    // The tests' shared forum image is seeded with every add-on off: seed this one's demo data here.
    await seedPolls(forum.app.hearth.addons.seedContext(forum.db, forum.dialect));
    const listed = (await call("GET", "/api/v2/discussions?limit=100", "moderator")).json() as Array<{ name: string; attributes: { poll?: IPoll } }>;
    const open = listed.find((row) => row.name === "Which day suits the next community call?")?.attributes.poll;
    const closed = listed.find((row) => row.name === "What should the next theme include?")?.attributes.poll;
    expect(open).toMatchObject({ closed: false, multiple: false, countVoters: 2 });
    expect(closed).toMatchObject({ closed: true, multiple: true, countVoters: 3, options: [{ countVotes: 3 }, { countVotes: 1 }, { countVotes: 1 }, { countVotes: 0 }] });
});

it("leaves no trace while disabled: no routes, no attribute, no poll box, no script, and a poll is refused", async () => {
    const { discussionID, poll } = await startPoll("Switched off");
    // A manifest as the build writes it, so the page lists the add-on's script while it is on.
    (forum.app.hearth as { manifest: AssetManifest }).manifest = new AssetManifest({ publicPath: "/assets/", entrypoints: { polls: ["addon-polls.js"] }, addons: { polls: ["polls"] } });
    expect((await call("GET", `/discussion/${discussionID}`, "member")).body).toContain("/assets/addon-polls.js");
    const disabled = await forum.app.inject({ method: "PATCH", url: "/api/v2/addons/polls", headers: { ...API, cookie: cookies.admin }, payload: JSON.stringify({ enabled: false }) });
    expect(disabled.statusCode).toBe(200);
    try {
        expect((await call("GET", `/api/v2/polls/${poll.pollID}`, "member")).statusCode).toBe(404);
        expect((await call("GET", `/api/v2/discussions/${discussionID}/poll`, "member")).statusCode).toBe(404);
        expect((await vote(poll.pollID, "member", [poll.options[0]!.pollOptionID])).statusCode).toBe(404);
        expect((await call("GET", `/api/v2/discussions/${discussionID}`, "member")).json().attributes).toEqual({});
        const page = (await call("GET", `/discussion/${discussionID}`, "member")).body;
        expect(page).not.toContain("PollBox");
        expect(page).not.toContain("addon-polls.js");
        const refused = await call("POST", "/api/v2/discussions", "member", { categoryID: generalID, name: "Poll while off", body: "x", format: "markdown", attributes: { poll: { question: "Q?", options: ["A", "B"] } } });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual([expect.objectContaining({ field: "attributes.poll" })]);
    } finally {
        await forum.app.hearth.config.set("EnabledPlugins.polls", true);
    }
});
