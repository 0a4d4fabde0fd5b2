import { useEffect, type ReactNode } from "react";

/**
 * Calls `onCommit` once its tree is on the page and interactive: hydrateRoot and createRoot
 * return before React has done the work (hydration runs in slices, later on a busy phone), so
 * "the root exists" is not "a member's typing reaches the form". It renders no element of its
 * own, so the server's markup still matches.
 */
export function CommitSignal({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
    useEffect(() => {
        onCommit();
        // Once: a later render of the same tree is not a second commit to report.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <>{children}</>;
}

/** A promise for `count` commits, and the callback each one calls. */
export function commitCounter(count: number): { onCommit: () => void; committed: Promise<void> } {
    let left = count;
    let resolve!: () => void;
    const committed = new Promise<void>((done) => {
        resolve = done;
    });
    if (left === 0) resolve();
    return {
        onCommit: () => {
            left -= 1;
            if (left === 0) resolve();
        },
        committed,
    };
}
