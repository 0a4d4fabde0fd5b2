/**
 * Hydrating an App page (DESIGN.md §1): the whole `#app` as one root, with the router, once the
 * page's component and its layout's widgets are loaded. Only layout pages are App pages, so this
 * is a chunk of its own that Island pages never load.
 */
import { hydrateRoot } from "react-dom/client";
import { CommitSignal } from "@library/boot/CommitSignal";
import type { IPageDefinition } from "@library/boot/pageDefinition";
import type { IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import type { AppStore } from "@library/redux/store";
import { resolveComponent } from "@library/registry/componentRegistry";
import { AppRouter } from "@library/routing/AppRouter";
import { findRoute } from "@library/routing/routeRegistry";
import { logError } from "@library/utility/logger";

interface IHydrateApp<S extends object> {
    store: AppStore;
    meta: IPageMeta;
    page: IPageDefinition<S>;
    onCommitted: () => void;
    /** The page-view tick of each path the router moves to. */
    tickPageView: (tick: IPageMeta["tick"], referrer: string) => void;
}

/** Widgets must be loaded before hydrating: render is synchronous and must match the server. */
async function preloadWidgets(meta: IPageMeta): Promise<void> {
    const names = new Set(Object.values(meta.widgets).flatMap((list) => list.map((widget) => widget.component)));
    await Promise.all([...names].map((name) => resolveComponent(name).catch((error) => logError(`Could not load ${name}.`, error))));
}

export async function hydrateApp<S extends object>({ store, meta, page, onCommitted, tickPageView }: IHydrateApp<S>): Promise<void> {
    const container = document.getElementById("app");
    if (!container || !page.appPage) {
        onCommitted();
        return;
    }
    const [{ default: Page }] = await Promise.all([page.appPage(), preloadWidgets(meta)]);
    const initialLocation = { pathname: window.location.pathname, search: window.location.search };
    const onPathChange = (location: typeof initialLocation, previousUrl: string) => {
        const route = findRoute(location.pathname);
        tickPageView(route?.tick?.(location) ?? { type: "page_view" }, previousUrl);
    };
    hydrateRoot(
        container,
        <Providers store={store} meta={meta}>
            <CommitSignal onCommit={onCommitted}>
                <AppRouter initialPage={Page} initialLocation={initialLocation} onPathChange={onPathChange} />
            </CommitSignal>
        </Providers>,
        { onRecoverableError: (error) => logError("Hydration problem on the page.", error) },
    );
}

