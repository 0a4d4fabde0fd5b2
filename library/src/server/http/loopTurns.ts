/**
 * Work spread over the turns of the event loop (issue 10 item 6: "the order requests are
 * accepted"). Node takes at most one new connection per turn of its loop (libuv accepts one
 * connection per poll since 1.45), so a turn that runs much work keeps every client that is
 * still connecting waiting: with 200 clients connecting at once, turns of 12–40 ms let the last
 * ones in 2–8 s after the first, while the clients already connected were served again and
 * again. Tasks given to a `PerTurn` run in the check phase of coming turns, at most `perTurn` of
 * them per turn, so a turn stays short and connections come in about as fast as requests are
 * served.
 */
export class PerTurn {
    /** Each answers false when it had nothing left to do (its client left): it does not count against the turn. */
    private readonly tasks: Array<() => boolean | void> = [];
    private scheduled = false;

    constructor(private readonly perTurn: number) {}

    run(task: () => boolean | void): void {
        this.tasks.push(task);
        if (this.scheduled) return;
        this.scheduled = true;
        setImmediate(this.turn);
    }

    /** Resolves on a coming turn, within that turn's share. */
    next(): Promise<void> {
        return new Promise((resolve) => this.run(resolve));
    }

    private readonly turn = (): void => {
        let ran = 0;
        try {
            while (ran < this.perTurn && this.tasks.length > 0) {
                if (this.tasks.shift()!() !== false) ran++;
            }
        } finally {
            // Even after a task threw: the ones after it still run. An immediate queued while the
            // check phase runs waits for the loop's next turn.
            this.scheduled = this.tasks.length > 0;
            if (this.scheduled) setImmediate(this.turn);
        }
    };
}
