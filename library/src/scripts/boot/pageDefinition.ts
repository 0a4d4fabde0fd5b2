/**
 * A page is one definition (DESIGN.md §3 "Typed contracts") shared by its server route and its
 * client entry: the webpack entry it boots, the paths the server renders it at, the slices of its
 * preloaded state (the type of that state follows from them), the islands it may show and, for
 * pages with an App mode, the page component. The server renders with `renderPage({ page, … })`,
 * the entry is `bootPage(page)`: nothing about the page is written twice.
 *
 * A definition module imports reducers and island definitions (small, and the entry needs them
 * anyway), never a page component: that is loaded through `appPage` on App pages only.
 */
import type { ComponentType } from "react";
import type { Reducer, UnknownAction } from "@reduxjs/toolkit";
import type { IIslandDefinition } from "@library/registry/islandDefinition";
import type { IRouteProps } from "@library/routing/routeRegistry";
import type { LivePageLoader } from "@library/live/liveTypes";

/** Reducers by slice key: the preloaded state of a page is `{ [key]: that reducer's state }`. */
export type SliceReducers<S extends object> = { [K in keyof S]: Reducer<S[K], UnknownAction> };

export interface IPageDefinition<S extends object = Record<string, never>> {
    /** The client entry `applications/<app>/src/scripts/entries/<entry>.tsx`, as the manifest names it. */
    readonly entry: string;
    /** The server paths (Fastify patterns) that render this page; a server test checks they exist. */
    readonly paths: readonly string[];
    /**
     * The slices the server fills and the client's store starts from. A loader instead keeps them
     * out of the entry: the server and App pages load them, while an Island page leaves them to the
     * components that use them (the `register*Slice()` calls beside each slice), so a guest's list
     * page, whose islands read none, never downloads them.
     */
    readonly reducers: SliceReducers<S> | (() => Promise<SliceReducers<S>>);
    /** The islands this page may show; the entry registers them, their code loads when shown. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of any props type
    readonly islands: ReadonlyArray<IIslandDefinition<any>>;
    /**
     * What an Island page sends of the server's state: only what its islands read (their props
     * carry the rest). Without it the whole state is sent. App pages always get the whole state.
     */
    readonly islandState?: (state: S) => Partial<S>;
    /** The page component of the App mode, loaded on App pages only (Island pages never download it). */
    readonly appPage?: () => Promise<{ default: ComponentType<IRouteProps> }>;
    /** What the page follows live (live/liveTypes.ts), loaded once the page is idle; a guest's page without it opens no stream. */
    readonly live?: LivePageLoader;
}

export function definePage<S extends object = Record<string, never>>(definition: IPageDefinition<S>): IPageDefinition<S> {
    return definition;
}

/** Loaded reducers by page: a dynamic import on every server render costs more than the render's store. */
const loadedReducers = new WeakMap<object, Promise<unknown>>();

/** The page's reducers, loaded (once) if its definition loads them lazily. */
export function pageReducers<S extends object>(page: IPageDefinition<S>): Promise<SliceReducers<S>> {
    const reducers = page.reducers;
    if (typeof reducers !== "function") return Promise.resolve(reducers);
    let loading = loadedReducers.get(page) as Promise<SliceReducers<S>> | undefined;
    if (!loading) {
        loading = reducers();
        loadedReducers.set(page, loading);
        // A failed load (a chunk that did not arrive) is tried again next time.
        loading.catch(() => loadedReducers.delete(page));
    }
    return loading;
}

/** The state an Island or App page preloads (see `islandState`). */
export function preloadedStateFor<S extends object>(page: IPageDefinition<S>, mode: "app" | "island", state: S): Partial<S> {
    return mode === "island" && page.islandState ? page.islandState(state) : state;
}
