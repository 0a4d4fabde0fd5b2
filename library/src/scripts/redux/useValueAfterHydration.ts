import { useSyncExternalStore } from "react";
import { useAppStore } from "@library/redux/hooks";
import type { IRootState } from "@library/redux/store";

/** Nothing has happened during hydration: the first render is the server's. */
const nothingYet = () => undefined;

/**
 * What `select` reads from the store, but undefined while hydrating (the server's snapshot), so
 * an island renders what the server rendered from its props even when the store changed before
 * its code arrived (islands may hydrate late, when the browser is idle); React renders it again
 * with the store's value right after, with no mismatch. For the parts of a server-rendered page
 * that follow what the member did on it (a discussion closed, rows moved in bulk).
 */
export function useValueAfterHydration<T>(select: (state: IRootState) => T | undefined): T | undefined {
    const store = useAppStore();
    return useSyncExternalStore(store.subscribe, () => select(store.getState()), nothingYet);
}
