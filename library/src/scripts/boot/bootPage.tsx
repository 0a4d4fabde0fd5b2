/**
 * The boot sequence of shell §4: locale and translations, add-on initialisation, the store from
 * the preloaded state, hydration (the whole #app on App pages, each island on Island pages),
 * ready (isLoading removed, ready event), page-view ticks.
 */
import type { ReactElement } from "react";
import { runAddonInitialisers } from "@library/addons/addonInitialisers";
import { setAuditContext } from "@library/api/auditContext";
import { installClientStyles } from "@library/boot/clientStyles";
import { mountIslands } from "@library/boot/mountIslands";
import { releaseClickGuard } from "@library/boot/clickReplay";
import { READY_EVENT, SITE_STYLES_ID, STYLES_TARGET_ID } from "@library/boot/bootPageIds";
import { pageReducers, restorePreloadedState, type IPageDefinition } from "@library/boot/pageDefinition";
import { readPreloaded, type IPageMeta } from "@library/boot/pageMeta";
import { setIconSprite } from "@library/components/iconSprite";
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
import { registerIslands } from "@library/registry/islandDefinition";
import { registerReducer } from "@library/registry/reducerRegistry";
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
export function tickPageView(tick: IPageMeta["tick"], referrer: string): void {
    loadOnDemand(() => import(/* webpackChunkName: "pageView" */ "@library/boot/pageView"))
        .then(({ trackPageView }) => trackPageView(tick, referrer))
        .catch((error) => logError("Could not load the page-view tracker.", error));
}

function markReady(): void {
    document.body.classList.remove("isLoading");
    document.dispatchEvent(new CustomEvent(READY_EVENT));
}

/** The entry of a page: `void bootPage(discussionListPage)` (see pageDefinition.ts). */
export async function bootPage<S extends object>(page: IPageDefinition<S>): Promise<AppStore> {
    installScriptErrorFallback();
    const target = document.getElementById(STYLES_TARGET_ID);
    const siteSheet = document.getElementById(SITE_STYLES_ID);
    if (target instanceof HTMLStyleElement) installClientStyles(target, siteSheet instanceof HTMLLinkElement ? siteSheet : null);
    siteSheet?.setAttribute("media", "all");
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
    // Icons refer to the sprite the server named, so hydration renders the same addresses.
    setIconSprite(meta.iconSprite);
    // Drafts on this device are the signed-in member's only; signing out removes them all.
    setDraftMember(meta.currentUser.userID);
    installSignOutPurge();
    await runAddonInitialisers(meta);

    // Every page has the toast area (PageLayout): its slice is in the root reducer itself
    // (@library/redux/rootReducer), and its island is registered here rather than in each entry.
    // Its code (the container, Button and their styles) is a chunk of its own, fetched at the
    // first paint with the other islands' code: a toast dispatched before it hydrates waits in
    // the store and shows when it does.
    registerIslands([toastContainerIsland]);
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
    recordPageLoad();
    // Before hydrating, not after: the warning on leaving the site must hold while islands off
    // screen wait for the browser to be idle.
    installExternalLinkHandler({ warnLeaving: meta.settings?.["format.warnLeaving"] === true });
    if (meta.mode === "app") {
        // Only layout pages are App pages: their router and page code load apart from the entry.
        const { hydrateApp } = await loadOnDemand(() => import(/* webpackChunkName: "hydrateApp" */ "@library/boot/hydrateApp"));
        await hydrateApp({ store, meta, page, onCommitted, tickPageView });
    } else {
        await mountIslands(document, wrap, { onCommitted, byPriority: true });
    }
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
