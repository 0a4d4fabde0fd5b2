/**
 * The boot sequence of shell §4: locale and translations, add-on initialisation, the store from
 * the preloaded state, hydration (the whole #app on App pages, each island on Island pages),
 * ready (isLoading removed, ready event), page-view ticks.
 */
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { setStylesTarget } from "typestyle";
import { runAddonInitialisers } from "@library/addons/addonInitialisers";
import { setAuditContext } from "@library/api/auditContext";
import { mountIslands } from "@library/boot/mountIslands";
import { CommitSignal } from "@library/boot/CommitSignal";
import { releaseClickGuard } from "@library/boot/clickReplay";
import { READY_EVENT, SITE_STYLES_ID, STYLES_TARGET_ID } from "@library/boot/bootPageIds";
import { pageReducers, restorePreloadedState, type IPageDefinition } from "@library/boot/pageDefinition";
import { readPreloaded, type IPageMeta } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import { installScriptErrorFallback } from "@library/boot/scriptErrorFallback";
import { setPageTranslator } from "@library/i18n/t";
import { createChunkTranslationsLoader, installChunkTranslations } from "@library/i18n/chunkTranslations";
import { createTranslator } from "@library/i18n/translator";
import { registerTitleBarIslands } from "@library/layout/titleBarIslands";
import { installExternalLinkHandler } from "@library/routing/externalLinks";
import { emailConfirmationToastAction } from "@library/toasts/emailConfirmationToast";
import { recordPageLoad } from "@library/routing/historyDepth";
import { createAppStore, type AppStore } from "@library/redux/store";
import { resolveComponent } from "@library/registry/componentRegistry";
import { registerEagerIsland, registerIslands } from "@library/registry/islandDefinition";
import { registerReducer } from "@library/registry/reducerRegistry";
import { AppRouter } from "@library/routing/AppRouter";
import { findRoute } from "@library/routing/routeRegistry";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { toastContainerIsland } from "@library/toasts/toastContainerIsland";
import { installUserCardTrigger } from "@library/users/userCardTrigger";
import { logError } from "@library/utility/logger";
import { installSignOutPurge, setDraftMember } from "@library/drafts/localDrafts";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { startLiveWhenIdle } from "@library/live/startLive";


function domReady(): Promise<void> {
    // Deferred add-on bundles have all run by DOMContentLoaded, so their registrations exist.
    if (document.readyState !== "loading") return Promise.resolve();
    return new Promise((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }));
}

/**
 * The page-view tick needs the API client (axios, qs); it is loaded after the page is ready so
 * that Island pages hydrate without it.
 */
function tickPageView(tick: IPageMeta["tick"], referrer: string): void {
    loadOnDemand(() => import(/* webpackChunkName: "pageView" */ "@library/boot/pageView"))
        .then(({ trackPageView }) => trackPageView(tick, referrer))
        .catch((error) => logError("Could not load the page-view tracker.", error));
}

function markReady(): void {
    document.body.classList.remove("isLoading");
    document.dispatchEvent(new CustomEvent(READY_EVENT));
}

/** Widgets must be loaded before hydrating: render is synchronous and must match the server. */
async function preloadWidgets(meta: IPageMeta): Promise<void> {
    const names = new Set(Object.values(meta.widgets).flatMap((list) => list.map((widget) => widget.component)));
    await Promise.all([...names].map((name) => resolveComponent(name).catch((error) => logError(`Could not load ${name}.`, error))));
}

async function hydrateApp<S extends object>(store: AppStore, meta: IPageMeta, page: IPageDefinition<S>, onCommitted: () => void): Promise<void> {
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

/** The entry of a page: `void bootPage(discussionListPage)` (see pageDefinition.ts). */
export async function bootPage<S extends object>(page: IPageDefinition<S>): Promise<AppStore> {
    installScriptErrorFallback();
    const target = document.getElementById(STYLES_TARGET_ID);
    if (target) setStylesTarget(target);
    document.getElementById(SITE_STYLES_ID)?.setAttribute("media", "all");
    await domReady();

    const { meta, state } = readPreloaded();
    // A page whose reducers load lazily (pageDefinition.ts): an App page needs them before its
    // store exists; an Island page leaves them to the components that use them.
    const reducersLoading = typeof page.reducers === "function" && meta.mode !== "app" ? Promise.resolve({}) : pageReducers(page);
    // The server and this bundle name the page through the same definition; a mismatch means a
    // route renders one page with another's definition, and its islands may not be registered.
    if (meta.entry !== page.entry) logError(`The server rendered the page "${meta.entry}" but the entry "${page.entry}" booted it.`);
    // The page's translator, from the catalogue the server put in the page, so the first render
    // says what the server said. ICU messages need FormatJS's formatter (about 10 KB gzip): it
    // loads only when the server says the page may meet one (meta.icu), before anything renders.
    const icu = meta.icu ? (await loadOnDemand(() => import(/* webpackChunkName: "icu" */ "intl-messageformat"))).IntlMessageFormat : undefined;
    // The page holds its entry's keys; a chunk loaded later first fetches its own into `messages`.
    const messages = { ...meta.translations };
    setPageTranslator(createTranslator(meta.locale, messages, icu));
    if (meta.translationChunks) installChunkTranslations(createChunkTranslationsLoader({ locale: meta.locale, messages, covered: meta.translationChunks }));
    setAuditContext(meta.auditContext);
    // Drafts on this device are the signed-in member's only; signing out removes them all.
    setDraftMember(meta.currentUser.userID);
    installSignOutPurge();
    await runAddonInitialisers(meta);

    // Every page has the toast area (PageLayout): its slice is in the root reducer itself
    // (@library/redux/rootReducer) and, for Island pages, its island is registered here rather
    // than in each entry. It is registered eagerly, not lazily: the container is a few hundred
    // bytes and every page mounts it, so a separate chunk would only add a request before the
    // page is ready.
    registerEagerIsland(toastContainerIsland, ToastContainer);
    // The title bar's islands (account drop-down, navigation, hamburger): lazily, as their code
    // is larger and stays out of an entry's first chunk (titleBarIslands.ts).
    registerTitleBarIslands();
    for (const [key, reducer] of Object.entries(await reducersLoading)) registerReducer(key, reducer as Parameters<typeof registerReducer>[1]);
    registerIslands(page.islands);
    const store = createAppStore(restorePreloadedState(page, state));
    // One delegated listener for every user name on the page; the card's code loads on first click.
    installUserCardTrigger({ store, meta });

    const wrap = (content: ReactElement) => (
        <Providers store={store} meta={meta}>
            {content}
        </Providers>
    );
    // Ready once what was hydrated is on the page and interactive (CommitSignal), not when the
    // roots are merely created: typing into a box before then reaches no form.
    const onCommitted = () => {
        markReady();
        releaseClickGuard();
        // After hydration: the server never renders toasts, so adding it earlier would mismatch.
        const emailToast = emailConfirmationToastAction(meta);
        if (emailToast) store.dispatch(emailToast);
    };
    if (meta.mode === "app") {
        await hydrateApp(store, meta, page, onCommitted);
    } else {
        await mountIslands(document, wrap, { onCommitted });
    }
    recordPageLoad();
    installExternalLinkHandler({ warnLeaving: meta.settings?.["format.warnLeaving"] === true });
    if (window.parent !== window) loadOnDemand(() => import(/* webpackChunkName: "embed" */ "@library/embed/embedMode")).then(({ startEmbedMode }) => startEmbedMode()).catch((error) => logError("Could not load embed mode.", error));
    // Administrators previewing a theme get the preview toast; its code loads only then.
    if (meta.themePreview) {
        loadOnDemand(() => import(/* webpackChunkName: "themePreview" */ "@library/theme/mountThemePreview"))
            .then(({ mountThemePreview }) => mountThemePreview(store, meta))
            .catch((error) => logError("Could not load the theme preview.", error));
    }
    tickPageView(meta.tick, document.referrer);
    // Live updates (issue 12 item 3): a member's badges on every page, the page's own feature (a discussion's comments).
    startLiveWhenIdle({ store, meta, wrap }, page.live);
    return store;
}
