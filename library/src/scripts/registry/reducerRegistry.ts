/**
 * Slices are injected into the one root reducer (combineSlices, @library/redux/rootReducer)
 * through this registry, so applications and add-ons contribute reducers without editing the
 * store. Injecting after the store exists swaps its reducer, so the new slice's state exists at once.
 */
import type { Reducer, Slice, UnknownAction } from "@reduxjs/toolkit";
import { ALWAYS_PRESENT_KEYS, createRootReducer, type IRootState } from "@library/redux/rootReducer";

let rootReducer = createRootReducer();
/** The keys the root reducer reduces: the always-present slices and those injected since. */
const knownKeys = new Set<string>(ALWAYS_PRESENT_KEYS);
const listeners = new Set<() => void>();

function injected(key: string): void {
    knownKeys.add(key);
    listeners.forEach((listener) => listener());
}

/**
 * A reducer under a key (add-ons through `addonApi.registerReducer`, page definitions' reducer
 * maps). A later registration under the same key replaces the reducer, as an add-on may expect.
 */
export function registerReducer(key: string, reducer: Reducer): void {
    rootReducer.inject({ reducerPath: key, reducer }, { overrideExisting: true });
    if (!knownKeys.has(key)) injected(key);
}

/** A slice made with createSlice, under its own reducerPath (the `register*Slice()` functions). */
export function injectSlice(slice: Slice): void {
    slice.injectInto(rootReducer, { overrideExisting: true });
    if (!knownKeys.has(slice.reducerPath)) injected(slice.reducerPath);
}

export function getRegisteredReducerKeys(): string[] {
    return [...knownKeys];
}

/**
 * The store's reducer. State under a key nothing injected yet (preloaded before its reducer
 * loads) is kept, untouched, beside the root reducer's: combineSlices alone would drop it.
 */
export function buildRootReducer(): Reducer<IRootState, UnknownAction, Partial<IRootState>> {
    return (state, action) => {
        if (!state || Object.keys(state).every((key) => knownKeys.has(key))) return rootReducer(state, action);
        const known: Record<string, unknown> = {};
        const unknown: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(state)) (knownKeys.has(key) ? known : unknown)[key] = value;
        return { ...unknown, ...rootReducer(known, action) };
    };
}

export function onReducersChanged(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** For tests only: a fresh root reducer with the always-present slices alone. */
export function resetReducerRegistry(): void {
    rootReducer = createRootReducer();
    knownKeys.clear();
    ALWAYS_PRESENT_KEYS.forEach((key) => knownKeys.add(key));
    listeners.clear();
}
