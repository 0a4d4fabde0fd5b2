/**
 * Shared fixtures for front-end unit tests that render inside the page's providers: one
 * complete page metadata object, a global permissions record, and a render helper that
 * registers reducers, creates the store and wraps the tree in <Providers>.
 *
 * Import it as "@tests/setup/pageFixtures" (tsconfig paths, which jest reads through
 * build/aliases.cjs). Tests that render with renderWithPage reset the reducer registry themselves
 * (afterEach); tests that hydrate islands use islandRootsPerTest, which does.
 */
import type { ReactElement } from "react";
import type { Reducer } from "@reduxjs/toolkit";
import type { Root } from "react-dom/client";
import { act, render, type RenderResult } from "@testing-library/react";
import { GUEST_USER, type ICurrentUser, type IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import { type AppStore, createAppStore } from "@library/redux/store";
import { resetComponentRegistry } from "@library/registry/componentRegistry";
import { registerReducer, resetReducerRegistry } from "@library/registry/reducerRegistry";
import { EMPTY_PERMISSIONS, type IPermissionsRecord } from "@library/users/permissionTypes";

/** A complete page metadata object: a guest on the App-mode discussion list, unless overridden. */
export function testMeta(overrides: Partial<IPageMeta> = {}): IPageMeta {
    return {
        entry: "discussionList",
        mode: "app",
        title: "Recent Discussions - Hearth",
        url: "/discussions",
        siteName: "Hearth",
        locale: "en",
        translations: {},
        currentUser: GUEST_USER,
        permissions: EMPTY_PERMISSIONS,
        addons: [],
        features: {},
        registrationEnabled: true,
        widgets: {},
        tick: { type: "page_view" },
        ...overrides,
    };
}

/**
 * A discussion page's metadata (its view tick), the page whose parts most unit tests render:
 * a guest in Island mode on discussion 12, unless overridden.
 */
export function discussionViewMeta(overrides: Partial<IPageMeta> = {}): IPageMeta {
    return testMeta({ entry: "discussion", mode: "island", title: "A discussion - Hearth", url: "/discussion/12/a-discussion", tick: { type: "discussion_view" }, ...overrides });
}

/** A signed-in user: the guest's fields with this ID and name. */
export function testUser(userID: number, name = "member", overrides: Partial<ICurrentUser> = {}): ICurrentUser {
    return { ...GUEST_USER, userID, name, ...overrides };
}

/** A permissions record granting `names` globally (no category permissions, no junctions). */
export function globalPermissions(names: string[], overrides: Partial<IPermissionsRecord> = {}): IPermissionsRecord {
    return {
        ...EMPTY_PERMISSIONS,
        permissions: [{ type: "global", id: null, permissions: Object.fromEntries(names.map((name) => [name, true])) }],
        ...overrides,
    };
}

export interface ITestStoreOptions {
    /** Registered (registerReducer) before the store is created, by store key. */
    reducers?: Record<string, Reducer>;
    preloadedState?: Record<string, unknown>;
}

/** Registers the reducers, then creates the app store; for tests that dispatch before rendering. */
export function createTestStore({ reducers = {}, preloadedState }: ITestStoreOptions = {}): AppStore {
    for (const [key, reducer] of Object.entries(reducers)) registerReducer(key, reducer);
    return createAppStore(preloadedState);
}

export interface IRenderWithPageOptions extends ITestStoreOptions {
    meta?: IPageMeta;
    /** An existing store (from createTestStore); `reducers` and `preloadedState` are then ignored. */
    store?: AppStore;
}

export interface IRenderWithPageResult extends RenderResult {
    store: AppStore;
    meta: IPageMeta;
    /** Re-renders `ui` inside the same store's providers, with `meta` (the first render's by default). */
    rerenderWithPage: (ui: ReactElement, meta?: IPageMeta) => void;
}

/** Renders `ui` inside <Providers> with the page metadata and a fresh (or the given) store. */
export function renderWithPage(ui: ReactElement, { meta = testMeta(), store, reducers, preloadedState }: IRenderWithPageOptions = {}): IRenderWithPageResult {
    const appStore = store ?? createTestStore({ reducers, preloadedState });
    const result = render(
        <Providers store={appStore} meta={meta}>
            {ui}
        </Providers>,
    );
    const rerenderWithPage = (next: ReactElement, nextMeta: IPageMeta = meta) =>
        result.rerender(
            <Providers store={appStore} meta={nextMeta}>
                {next}
            </Providers>,
        );
    return { ...result, store: appStore, meta, rerenderWithPage };
}

/**
 * The React roots a test file hydrates (push what mountIslands returns): after each test they
 * are unmounted, the page is emptied and the component and reducer registries the test filled
 * are reset, so the next test starts from a blank page. Call it at the top of the file (or of a
 * describe); a file's other clean-up (localStorage, mocks) stays in its own afterEach.
 */
export function islandRootsPerTest(): Root[] {
    const roots: Root[] = [];
    afterEach(() => {
        act(() => roots.splice(0).forEach((root) => root.unmount()));
        document.body.innerHTML = "";
        resetComponentRegistry();
        resetReducerRegistry();
    });
    return roots;
}
