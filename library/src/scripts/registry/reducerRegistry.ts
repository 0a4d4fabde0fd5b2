/**
 * Slices are added through this registry so applications and add-ons contribute reducers
 * without editing the store. Registering after the store exists swaps the root reducer.
 */
import { combineReducers, type Reducer } from "@reduxjs/toolkit";

const reducers: Record<string, Reducer> = {};
const listeners = new Set<() => void>();

export function registerReducer(key: string, reducer: Reducer): void {
    if (reducers[key] === reducer) return;
    reducers[key] = reducer;
    listeners.forEach((listener) => listener());
}

export function getRegisteredReducerKeys(): string[] {
    return Object.keys(reducers);
}

/** The root reducer of everything registered now; state of unknown keys is kept, untouched. */
export function buildRootReducer(): Reducer {
    const known = { ...reducers };
    const combined = Object.keys(known).length ? combineReducers(known) : null;
    return (state: Record<string, unknown> | undefined, action) => {
        const previous = state ?? {};
        const knownState: Record<string, unknown> = {};
        const unknownState: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(previous)) {
            (key in known ? knownState : unknownState)[key] = value;
        }
        const next = combined ? combined(knownState, action) : {};
        return { ...unknownState, ...next };
    };
}

export function onReducersChanged(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** For tests only. */
export function resetReducerRegistry(): void {
    for (const key of Object.keys(reducers)) delete reducers[key];
    listeners.clear();
}
