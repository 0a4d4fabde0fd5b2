/**
 * Rate limits (library/src/server/http/rateLimits.ts): the real defaults bite, every limit
 * answers 429 with Retry-After, and the counters live in the database, shared by every app.
 */
import { RATE_LIMIT_DEFAULTS, hitRateLimit } from "@server/http/rateLimits";
import { createTestApp, formBody, JSON_HEADERS, signIn, TEST_PASSWORD, type ITestApp } from "@server/testing/testApp";

const signInAttempt = (forum: ITestApp, name: string, password: string) =>
    forum.app.inject({ method: "POST", url: "/entry/signin", ...formBody({ name, password, target: "/" }) });

describe("sign-in limits (the real defaults)", () => {
    let forum: ITestApp;
    beforeEach(async () => {
        forum = await createTestApp({ realRateLimits: true });
    });
    afterEach(() => forum.close());

    it("locks an account after 10 wrong passwords, says for how long, and then refuses even the right one", async () => {
        const { max } = RATE_LIMIT_DEFAULTS.signInPerAccount;
        for (let attempt = 0; attempt < max; attempt++) expect((await signInAttempt(forum, "member", "wrong-password")).statusCode).toBe(401);
        const locked = await signInAttempt(forum, "member", "wrong-password");
        expect(locked.statusCode).toBe(429);
        expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(RATE_LIMIT_DEFAULTS.signInPerAccount.seconds);
        expect(locked.body).toMatch(/This account is locked after too many failed sign-in attempts\. Try again in \d+ (minutes|minute|seconds|second)\./);
        const right = await signInAttempt(forum, "member", TEST_PASSWORD);
        expect(right.statusCode).toBe(429);
        expect(right.cookies).toEqual([]);
        // Another account is not locked by it.
        expect((await signInAttempt(forum, "moderator", TEST_PASSWORD)).statusCode).toBe(303);
    });

    it("lets at most 10 guesses at once be checked (the count is atomic)", async () => {
        const answers = await Promise.all(Array.from({ length: 25 }, () => signInAttempt(forum, "member", "wrong-password")));
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 401)).toHaveLength(RATE_LIMIT_DEFAULTS.signInPerAccount.max);
        expect(statuses.filter((status) => status === 429)).toHaveLength(25 - RATE_LIMIT_DEFAULTS.signInPerAccount.max);
    });

    it("clears an account's count when its owner signs in", async () => {
        for (let attempt = 0; attempt < 9; attempt++) await signInAttempt(forum, "member", "wrong-password");
        expect((await signInAttempt(forum, "member", TEST_PASSWORD)).statusCode).toBe(303);
        for (let attempt = 0; attempt < 9; attempt++) expect((await signInAttempt(forum, "member", "wrong-password")).statusCode).toBe(401);
    });

    it("lets 40 successful sign-ins from one address through in one window: only failures count toward the address's limit", async () => {
        const names = ["member", "moderator", "admin"];
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 40; attempt++) statuses.push((await signInAttempt(forum, names[attempt % names.length]!, TEST_PASSWORD)).statusCode);
        expect(statuses).toEqual(Array.from({ length: 40 }, () => 303));
    });

    it("refuses the address's 31st failed attempt, however many successful sign-ins came between", async () => {
        const { max } = RATE_LIMIT_DEFAULTS.signInPerAddress;
        // Unknown names, each counted on its own account key, so only the address's limit bites.
        for (let attempt = 0; attempt < max; attempt++) {
            expect((await signInAttempt(forum, "member", TEST_PASSWORD)).statusCode).toBe(303);
            expect((await signInAttempt(forum, `nobody-${attempt}`, "wrong-password")).statusCode).toBe(401);
        }
        const refused = await signInAttempt(forum, "nobody-else", "wrong-password");
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
        expect(refused.body).toContain("Too many sign-in attempts from your network.");
        // Its failures used the address's window up: any attempt is refused before its password is checked.
        expect((await signInAttempt(forum, "moderator", TEST_PASSWORD)).statusCode).toBe(429);
    });

    it("lets at most 30 failed attempts from one address be checked when they arrive at once", async () => {
        const { max } = RATE_LIMIT_DEFAULTS.signInPerAddress;
        for (let attempt = 0; attempt < 20; attempt++) expect((await signInAttempt(forum, "moderator", TEST_PASSWORD)).statusCode).toBe(303);
        const answers = await Promise.all(Array.from({ length: 45 }, (_, index) => signInAttempt(forum, `guess-${index}`, "wrong-password")));
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 401)).toHaveLength(max);
        expect(statuses.filter((status) => status === 429)).toHaveLength(45 - max);
        expect((await signInAttempt(forum, "guess-late", "wrong-password")).statusCode).toBe(429);
    });

    it("limits new accounts from one address to 5 an hour", async () => {
        const register = (index: number) =>
            forum.app.inject({ method: "POST", url: "/entry/register", ...formBody({ name: `newbie${index}`, email: `newbie${index}@example.com`, password: "long-enough-1", target: "/" }) });
        for (let index = 0; index < RATE_LIMIT_DEFAULTS.registerPerAddress.max; index++) expect((await register(index)).statusCode).toBe(303);
        const refused = await register(99);
        expect(refused.statusCode).toBe(429);
        expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
        // The message is the form's only error: it takes the focus (no field is in error).
        expect(refused.body).toMatch(/<p [^>]*role="alert" tabindex="-1" autofocus=""[^>]*>Too many accounts were registered from your network\./);
        expect(await forum.db.selectFrom("users").select("userID").where("name", "=", "newbie99").executeTakeFirst()).toBeUndefined();
    });
});

describe("configured limits answer 429 with Retry-After in Vanilla's error shape", () => {
    let forum: ITestApp;
    const small = { max: 2, seconds: 600 };
    beforeAll(async () => {
        forum = await createTestApp({
            config: {
                "RateLimit.signInPerAddress": { max: 3, seconds: 600 },
                "RateLimit.commentsPerUser": small,
                "RateLimit.reactionsPerUser": small,
                "RateLimit.discussionsPerUser": small,
                "RateLimit.emailRequestPerAccount": small,
                "RateLimit.apiPerSession": { max: 40, seconds: 600 },
            },
        });
    });
    afterAll(() => forum.close());

    function expect429(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
        expect(response.statusCode).toBe(429);
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect(response.json()).toEqual({ message: expect.stringMatching(/^You are doing that too often\. Try again in \d+ (minutes?|seconds?)\.$/), status: 429 });
    }

    it("sign-in per address, whatever the account", async () => {
        for (const name of ["member", "moderator", "admin"]) expect((await signInAttempt(forum, name, "wrong-password")).statusCode).toBe(401);
        const refused = await signInAttempt(forum, "nobody-at-all", "wrong-password");
        expect(refused.statusCode).toBe(429);
        expect(refused.body).toContain("Too many sign-in attempts from your network.");
        // The address limit is its own: raise it again for the rest of this file.
        await forum.app.hearth.config.set("RateLimit.signInPerAddress", { max: 1_000_000, seconds: 1 });
    });

    it("comments, reactions and new conversations per member", async () => {
        const cookie = await signIn(forum.app, "member");
        const headers = { ...JSON_HEADERS, cookie };
        const discussionID = (await forum.db.selectFrom("discussions").select("discussionID").where("closed", "=", 0).orderBy("discussionID").executeTakeFirstOrThrow()).discussionID;
        const comment = () => forum.app.inject({ method: "POST", url: "/api/v2/comments", headers, payload: { discussionID, body: "Me too" } });
        expect((await comment()).statusCode).toBe(201);
        expect((await comment()).statusCode).toBe(201);
        expect429(await comment());

        const react = (reactionType: string) => forum.app.inject({ method: "POST", url: `/api/v2/discussions/${discussionID}/reactions`, headers, payload: { reactionType } });
        expect((await react("Like")).statusCode).toBe(200);
        expect((await react("LOL")).statusCode).toBe(200);
        expect429(await react("Agree"));

        const moderatorID = (await forum.db.selectFrom("users").select("userID").where("name", "=", "moderator").executeTakeFirstOrThrow()).userID;
        const start = () => forum.app.inject({ method: "POST", url: "/api/v2/conversations", headers, payload: { participantUserIDs: [moderatorID], initialBody: "Hi" } });
        expect((await start()).statusCode).toBe(201);
        expect((await start()).statusCode).toBe(201);
        expect429(await start());
    });

    it("e-mail confirmation requests per member", async () => {
        const cookie = await signIn(forum.app, "member");
        await forum.db.updateTable("users").set({ emailConfirmed: 0 }).where("name", "=", "member").execute();
        const ask = () => forum.app.inject({ method: "POST", url: "/entry/emailconfirmrequest", headers: { cookie } });
        expect((await ask()).statusCode).toBe(200);
        expect((await ask()).statusCode).toBe(200);
        const refused = await ask();
        expect(refused.statusCode).toBe(429);
        expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
        expect(refused.body).toContain("You have asked for too many emails.");
    });

    it("the API as a whole per session", async () => {
        const cookie = await signIn(forum.app, "admin");
        let response;
        let calls = 0;
        do {
            response = await forum.app.inject({ url: "/api/v2/users/me", headers: { cookie } });
            calls++;
        } while (response.statusCode === 200 && calls <= 41);
        expect(calls).toBe(41);
        expect429(response);
        // Another session (same address) still gets through.
        expect((await forum.app.inject({ url: "/api/v2/users/me" })).statusCode).toBe(200);
    });
});

describe("the API per address (the real default)", () => {
    it("answers 429 past 600 calls a minute from one address, and counts per address", async () => {
        const forum = await createTestApp({ realRateLimits: true, seed: false });
        try {
            const { max } = RATE_LIMIT_DEFAULTS.apiPerAddress;
            for (let call = 0; call < max; call++) {
                const response = await forum.app.inject({ url: "/api/v2/users/me", remoteAddress: "203.0.113.7" });
                if (response.statusCode !== 200) throw new Error(`Call ${call + 1} answered ${response.statusCode}.`);
            }
            const refused = await forum.app.inject({ url: "/api/v2/users/me", remoteAddress: "203.0.113.7" });
            expect(refused.statusCode).toBe(429);
            expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
            expect((await forum.app.inject({ url: "/api/v2/users/me", remoteAddress: "203.0.113.8" })).statusCode).toBe(200);
        } finally {
            await forum.close();
        }
    });
});

describe("counters shared by every server process", () => {
    it("two apps on one database count the same sign-in attempts", async () => {
        const first = await createTestApp({ realRateLimits: true });
        const second = await createTestApp({ realRateLimits: true, seed: false, database: first.database });
        try {
            const { max } = RATE_LIMIT_DEFAULTS.signInPerAccount;
            for (let attempt = 0; attempt < max; attempt++) {
                const forum = attempt % 2 === 0 ? first : second;
                expect((await signInAttempt(forum, "member", "wrong-password")).statusCode).toBe(401);
            }
            expect((await signInAttempt(first, "member", "wrong-password")).statusCode).toBe(429);
            expect((await signInAttempt(second, "member", TEST_PASSWORD)).statusCode).toBe(429);
        } finally {
            await second.close();
            await first.close();
        }
    });

    it("two apps on one database let exactly the API limit through between them, though each leases hits in advance", async () => {
        const config = { "RateLimit.apiPerAddress": { max: 100, seconds: 600 } };
        const first = await createTestApp({ seed: false, config });
        const second = await createTestApp({ seed: false, config, database: first.database });
        try {
            const call = (forum: ITestApp) => forum.app.inject({ url: "/api/v2/users/me", remoteAddress: "203.0.113.9" });
            const allowed = { first: 0, second: 0 };
            const refused = { first: false, second: false };
            // Calls alternate between the apps until both refuse: neither may keep the other from what the limit leaves.
            for (let turn = 0; !(refused.first && refused.second) && turn < 500; turn++) {
                const which = turn % 3 === 0 ? "second" : "first";
                const response = await call(which === "first" ? first : second);
                if (response.statusCode === 200) allowed[which]++;
                else {
                    expect(response.statusCode).toBe(429);
                    refused[which] = true;
                }
            }
            expect(allowed.first + allowed.second).toBe(100);
            expect(allowed.second).toBeGreaterThan(0);
        } finally {
            await second.close();
            await first.close();
        }
    });

    it("writes the API counter once per lease, the next lease ahead of need, and not at all for a refused address", async () => {
        const forum = await createTestApp({ seed: false, config: { "RateLimit.apiPerAddress": { max: 60, seconds: 600 } } });
        try {
            const call = () => forum.app.inject({ url: "/api/v2/users/me", remoteAddress: "203.0.113.10" });
            const counted = async () =>
                Number((await forum.db.selectFrom("rateLimits").select("hits").where("bucket", "=", "apiPerAddress:203.0.113.10").executeTakeFirstOrThrow()).hits);
            const countedBecomes = async (hits: number) => {
                // The lease ahead is written after the call's answer: a few turns of the loop later.
                for (let turn = 0; turn < 1000 && (await counted()) < hits; turn++) await new Promise((resolve) => setImmediate(resolve));
                expect(await counted()).toBe(hits);
            };
            // A limit of 60 leases 3 hits at a time: the first call leases 3.
            expect((await call()).statusCode).toBe(200);
            expect(await counted()).toBe(3);
            // With one hit of 3 left, the next lease is taken without a call waiting for it.
            expect((await call()).statusCode).toBe(200);
            await countedBecomes(6);
            // Spending it: its last hit leaves one of 3 again, and the lease after it is taken.
            for (let index = 2; index < 5; index++) expect((await call()).statusCode).toBe(200);
            await countedBecomes(9);
            for (let index = 5; index < 60; index++) expect((await call()).statusCode).toBe(200);
            expect((await call()).statusCode).toBe(429);
            const afterRefusal = await counted();
            for (let index = 0; index < 10; index++) expect((await call()).statusCode).toBe(429);
            expect(await counted()).toBe(afterRefusal);
        } finally {
            await forum.close();
        }
    });

    it("gives every one of many simultaneous hits its own count", async () => {
        const forum = await createTestApp({ seed: false });
        try {
            const limit = { max: 5, seconds: 60 };
            const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(forum.db, "test", "key", limit)));
            expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
            expect(results.filter((result) => result.allowed)).toHaveLength(5);
            expect(Math.max(...results.map((result) => result.retryAfter))).toBeLessThanOrEqual(60);
        } finally {
            await forum.close();
        }
    });

    it("starts a new window at the first hit after the last one ended", async () => {
        const forum = await createTestApp({ seed: false });
        try {
            const limit = { max: 2, seconds: 60 };
            const start = Date.parse("2026-11-24T10:00:00.000Z");
            for (const [offsetMs, hits, allowed, retryAfter] of [
                [0, 1, true, 60],
                [1_000, 2, true, 59],
                [30_000, 3, false, 30],
                [59_999, 4, false, 1],
                [60_000, 1, true, 60],
            ] as const) {
                expect(await hitRateLimit(forum.db, "test", "window", limit, start + offsetMs)).toEqual({ hits, allowed, retryAfter });
            }
        } finally {
            await forum.close();
        }
    });
});
