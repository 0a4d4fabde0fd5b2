/**
 * One Redux store per page, created from the server's preloaded state (DESIGN.md §3).
 * Slices arrive through the reducer registry; the state type is open-ended because add-ons
 * contribute slices, and each slice exports a typed selector of its own key.
 */
import { configureStore, createDynamicMiddleware } from "@reduxjs/toolkit";
import { buildRootReducer, onReducersChanged } from "@library/registry/reducerRegistry";

/**
 * Middleware a feature brings when its module loads (RTK Query's, for api/lookupApi.ts), so the
 * store imports none of them and Island pages that never look anything up do not ship them.
 */
const dynamicMiddleware = createDynamicMiddleware();
export const addStoreMiddleware = dynamicMiddleware.addMiddleware;

export function createAppStore(preloadedState: Record<string, unknown> = {}) {
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
/** Each slice declares its piece of this interface with `declare module` (see discussionsSlice). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IRootState {}
export type AppDispatch = AppStore["dispatch"];
