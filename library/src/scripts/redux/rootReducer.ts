/**
 * The root reducer's shape (DESIGN.md §3): RTK's combineSlices with the slices every page has,
 * and the others injected when a page or component loads them (the reducer registry). The state
 * type says so: an always-present slice is a required key, a lazily loaded one an optional key,
 * so reading a slice the page may not have loaded is a type error until `undefined` is handled.
 */
import { combineSlices } from "@reduxjs/toolkit";
import { toastsSlice } from "@library/toasts/toastsSlice";

/**
 * Slices loaded on demand, by key. Each slice module adds its own entry:
 *
 *     declare module "@library/redux/rootReducer" {
 *         interface LazyLoadedSlices { discussions: IDiscussionsState }
 *     }
 *
 * In IRootState every entry is optional: present only once its reducer was injected.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/** Every page has the toast area (PageLayout), so its slice is part of the root reducer itself. */
const ALWAYS_PRESENT_SLICES = [toastsSlice] as const;
export const ALWAYS_PRESENT_KEYS: readonly string[] = ALWAYS_PRESENT_SLICES.map((slice) => slice.reducerPath);

export function createRootReducer() {
    return combineSlices(...ALWAYS_PRESENT_SLICES).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;
export type IRootState = ReturnType<RootReducer>;
