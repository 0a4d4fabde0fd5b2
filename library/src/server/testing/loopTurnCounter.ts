/**
 * Counts the event loop's turns from now on, for tests of work spread over turns
 * (http/loopTurns.ts): an immediate that queues the next one runs once per turn.
 */
export function loopTurnCounter(): { turn: () => number; stop: () => void } {
    let turns = 0;
    let stopped = false;
    const tick = () => {
        if (stopped) return;
        turns++;
        setImmediate(tick);
    };
    setImmediate(tick);
    return { turn: () => turns, stop: () => (stopped = true) };
}
