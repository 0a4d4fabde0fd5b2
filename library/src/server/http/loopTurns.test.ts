/**
 * PerTurn (issue 10 item 6): work spread over the turns of the event loop, so a turn stays short
 * and Node, which accepts one new connection per turn, lets waiting clients in.
 */
import { PerTurn } from "@server/http/loopTurns";
import { loopTurnCounter } from "@server/testing/loopTurnCounter";

describe("PerTurn", () => {
    it("runs at most its share of tasks per turn of the loop, in the order given", async () => {
        const turns = loopTurnCounter();
        const perTurn = new PerTurn(2);
        const ran: Array<[name: string, turn: number]> = [];
        const all = ["a", "b", "c", "d", "e"].map((name) => new Promise<void>((resolve) => perTurn.run(() => void (ran.push([name, turns.turn()]), resolve()))));
        await Promise.all(all);
        turns.stop();
        expect(ran.map(([name]) => name)).toEqual(["a", "b", "c", "d", "e"]);
        const byTurn = new Map<number, number>();
        for (const [, turn] of ran) byTurn.set(turn, (byTurn.get(turn) ?? 0) + 1);
        expect([...byTurn.values()]).toEqual([2, 2, 1]);
    });

    it("does not count a task that had nothing left to do", async () => {
        const turns = loopTurnCounter();
        const perTurn = new PerTurn(1);
        const ran: Array<[name: string, turn: number]> = [];
        perTurn.run(() => false); // its client left: the next task takes the turn
        await new Promise<void>((resolve) => perTurn.run(() => void (ran.push(["second", turns.turn()]), resolve())));
        await perTurn.next();
        ran.push(["third", turns.turn()]);
        turns.stop();
        expect(ran[0]![0]).toBe("second");
        expect(ran[1]![1]).toBeGreaterThan(ran[0]![1]);
    });

    it("next() resolves on a coming turn, not in the current one", async () => {
        const perTurn = new PerTurn(8);
        let resolved = false;
        const waiting = perTurn.next().then(() => (resolved = true));
        await Promise.resolve();
        expect(resolved).toBe(false);
        await waiting;
        expect(resolved).toBe(true);
    });
});
