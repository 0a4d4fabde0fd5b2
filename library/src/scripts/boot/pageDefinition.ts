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
    /**
     * Slices that repeat themselves per record, sent compact in the page and expanded by the client
     * before its store starts (issue 18: the preloaded state normalised).
     */
    readonly preloadCodecs?: { readonly [K in keyof NoInfer<S>]?: IPreloadCodec<NoInfer<S>[K]> };
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

/** How a slice travels in the page: `pack` on the server, `unpack` on the client gives the slice back as it was. */
export interface IPreloadCodec<T> {
    pack(slice: T): unknown;
    unpack(sent: unknown): T;
}

function codecsOf<S extends object>(page: IPageDefinition<S>): Array<[string, IPreloadCodec<unknown>]> {
    return Object.entries(page.preloadCodecs ?? {}) as Array<[string, IPreloadCodec<unknown>]>;
}

/** The state an Island or App page preloads (see `islandState`), its coded slices packed. */
export function preloadedStateFor<S extends object>(page: IPageDefinition<S>, mode: "app" | "island", state: S): Record<string, unknown> {
    const sent: Record<string, unknown> = { ...(mode === "island" && page.islandState ? page.islandState(state) : state) };
    for (const [key, codec] of codecsOf(page)) if (sent[key] !== undefined) sent[key] = codec.pack(sent[key]);
    return sent;
}

/** The client's side of preloadedStateFor: the state its store starts from. */
export function restorePreloadedState<S extends object>(page: IPageDefinition<S>, sent: Record<string, unknown>): Partial<S> {
    const state: Record<string, unknown> = { ...sent };
    for (const [key, codec] of codecsOf(page)) if (state[key] !== undefined) state[key] = codec.unpack(state[key]);
    return state as Partial<S>;
}
