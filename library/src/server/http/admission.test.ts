/**
 * The admission queue (issue 10 item 6): at most `concurrency` requests run, the rest start in
 * arrival order, and one that waits past maxWaitMs is refused (the hook answers it 503).
 */
import Fastify from "fastify";
import { AdmissionQueue, BUSY_MESSAGE, installAdmission } from "@server/http/admission";
import { loopTurnCounter } from "@server/testing/loopTurnCounter";

function settled() {
    let resolve!: (value: string) => void;
    const promise = new Promise<string>((done) => (resolve = done));
    return { promise, resolve };
}

describe("AdmissionQueue", () => {
    it("runs as many as allowed and starts the others in the order they came", async () => {
        const queue = new AdmissionQueue({ concurrency: 2, maxWaitMs: 60_000 });
        const order: string[] = [];
        const started = ["a", "b", "c", "d"].map((name) => {
            const state = settled();
            queue.enter(
                () => {
                    order.push(name);
                    state.resolve("started");
                },
                () => state.resolve("refused"),
            );
            return state.promise;
        });
        await Promise.all(started.slice(0, 2));
        expect(order).toEqual(["a", "b"]);
        queue.done();
        await started[2];
        expect(order).toEqual(["a", "b", "c"]);
        queue.done();
        await started[3];
        expect(order).toEqual(["a", "b", "c", "d"]);
        queue.done();
        queue.done();
    });

    it("lets a promoted request go before the ones that came earlier", async () => {
        const queue = new AdmissionQueue({ concurrency: 1, maxWaitMs: 60_000 });
        const order: string[] = [];
        let promoted: Parameters<AdmissionQueue["promote"]>[0] | undefined;
        const started = ["running", "early", "leader"].map((name) => {
            const state = settled();
            queue.enter(
                () => {
                    order.push(name);
                    state.resolve("started");
                },
                () => state.resolve("refused"),
                (entry) => {
                    if (name === "leader") promoted = entry;
                },
            );
            return state.promise;
        });
        await started[0];
        queue.promote(promoted!);
        queue.done();
        await started[2];
        expect(order).toEqual(["running", "leader"]);
        queue.done();
        await started[1];
        expect(order).toEqual(["running", "leader", "early"]);
        queue.done();
    });

    it("refuses a request still waiting after maxWaitMs, and forgets one whose client left", async () => {
        const queue = new AdmissionQueue({ concurrency: 1, maxWaitMs: 20 });
        const first = settled();
        queue.enter(() => first.resolve("started"), () => first.resolve("refused"));
        expect(await first.promise).toBe("started");
        const gone = settled();
        const leave = queue.enter(() => gone.resolve("started"), () => gone.resolve("refused"));
        leave();
        const late = settled();
        queue.enter(() => late.resolve("started"), () => late.resolve("refused"));
        expect(await late.promise).toBe("refused");
        // The one that left was neither started nor refused: the place goes to the next arrival.
        queue.done();
        const next = settled();
        queue.enter(() => next.resolve("started"), () => next.resolve("refused"));
        expect(await next.promise).toBe("started");
        expect(await Promise.race([gone.promise, Promise.resolve("pending")])).toBe("pending");
    });
});

describe("AdmissionQueue places given back", () => {
    // Once, one leaked place per client that hung up at the wrong moment: after `concurrency`
    // of them the forum answered nothing but 503 (found by the bench's browser loads).
    it("gives a place back when its client leaves after being given it but before it started", async () => {
        const queue = new AdmissionQueue({ concurrency: 1, maxWaitMs: 60_000 });
        const starts: string[] = [];
        const leaveEarly = queue.enter(() => starts.push("early"), () => starts.push("refused"));
        leaveEarly();
        const next = settled();
        queue.enter(() => next.resolve("started"), () => next.resolve("refused"));
        expect(await next.promise).toBe("started");
        expect(starts).toEqual([]);
    });

    it("gives a place back when a waiting request's turn comes just after its client left", async () => {
        const queue = new AdmissionQueue({ concurrency: 1, maxWaitMs: 60_000 });
        const first = settled();
        const leaveFirst = queue.enter(() => first.resolve("started"), () => first.resolve("refused"));
        expect(await first.promise).toBe("started");
        const starts: string[] = [];
        const leaveSecond = queue.enter(() => starts.push("second"), () => starts.push("refused"));
        leaveFirst(); // the second is given the place; its start is still to come
        leaveSecond(); // and its client hangs up before it
        const third = settled();
        queue.enter(() => third.resolve("started"), () => third.resolve("refused"));
        expect(await third.promise).toBe("started");
        expect(starts).toEqual([]);
    });
});

describe("installAdmission", () => {
    it("answers 503 with Retry-After in the error shape when no place frees in time, and serves the rest", async () => {
        const app = Fastify();
        installAdmission(app, { concurrency: 1, maxWaitMs: 30 });
        const release = settled();
        const slowStarted = settled();
        app.get("/slow", async () => {
            slowStarted.resolve("started");
            await release.promise;
            return { ok: true };
        });
        app.get("/fast", async () => ({ ok: true }));
        await app.ready();
        const slow = app.inject("/slow");
        await slowStarted.promise;
        const refused = await app.inject("/fast");
        expect(refused.statusCode).toBe(503);
        expect(refused.headers["retry-after"]).toBe("1");
        expect(refused.json()).toEqual({ status: 503, message: BUSY_MESSAGE });
        release.resolve("go");
        expect((await slow).statusCode).toBe(200);
        expect((await app.inject("/fast")).statusCode).toBe(200);
        await app.close();
    });
});

describe("AdmissionQueue and the loop's turns", () => {
    // Node accepts one new connection per turn: four SQLite requests run in one turn kept the
    // clients still connecting out for four requests' time each (loopTurns.ts).
    it("starts one request per turn of the event loop, even with places for several", async () => {
        const queue = new AdmissionQueue({ concurrency: 4, maxWaitMs: 60_000 });
        const turns = loopTurnCounter();
        const startedAt = await Promise.all(
            [1, 2, 3, 4].map(
                () =>
                    new Promise<number>((resolve) =>
                        queue.enter(
                            () => resolve(turns.turn()),
                            () => resolve(-1),
                        ),
                    ),
            ),
        );
        turns.stop();
        expect(new Set(startedAt).size).toBe(4);
        for (let index = 0; index < 4; index++) queue.done();
    });
});
