/**
 * One Redux store per page, created from the server's preloaded state (DESIGN.md §3).
 * Slices are injected through the reducer registry into RTK's combineSlices root reducer; the
 * state type (@library/redux/rootReducer) holds the always-present slices and, as optional keys,
 * the lazily loaded ones, so each slice's selectors handle its absence.
 */
import { configureStore, createDynamicMiddleware } from "@reduxjs/toolkit";
import { buildRootReducer, onReducersChanged } from "@library/registry/reducerRegistry";
import type { IRootState } from "@library/redux/rootReducer";

export type { IRootState, LazyLoadedSlices } from "@library/redux/rootReducer";

/**
 * Middleware a feature brings when its module loads (RTK Query's, for api/lookupApi.ts), so the
 * store imports none of them and Island pages that never look anything up do not ship them.
 */
const dynamicMiddleware = createDynamicMiddleware();
export const addStoreMiddleware = dynamicMiddleware.addMiddleware;

/** `preloadedState` holds the server's state of the page's slices; inject their reducers first. */
export function createAppStore(preloadedState: Partial<IRootState> & Record<string, unknown> = {}) {
    const store = configureStore({
        reducer: buildRootReducer(),
        preloadedState,
        devTools: process.env.NODE_ENV !== "production",
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
    });
    onReducersChanged(() => store.replaceReducer(buildRootReducer()));
    return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore["dispatch"];
