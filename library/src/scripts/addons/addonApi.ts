/**
 * The browser half of the add-on API (DESIGN.md §3 "One add-on API"): the only front-end module
 * an add-on imports (lint fences plugins/ to it, React and the add-on's own files). It is what
 * we keep stable across a version of ADDON_API_VERSION; plugins/README.md documents each export
 * and keeps the changelog. The server half is @server/addons/serverAddonApi.
 *
 *     import { addonApi } from "@library/addons/addonApi";
 *     addonApi.registerLazyComponent("WhosOnline", () => import("../WhosOnline"));
 */
import { addAddonInitialiser, type AddonInitialiser } from "@library/addons/addonInitialisers";
import { registerComponent, registerLazyComponent } from "@library/registry/componentRegistry";
import { registerMenuItem } from "@library/registry/menuItemRegistry";
import { registerReducer } from "@library/registry/reducerRegistry";
import { registerRoute } from "@library/routing/routeRegistry";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";

import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { registerSearchSource } from "@library/search/searchSources";
import { registerSearchDomainView } from "@library/search/searchDomains";
import { registerPostFormSection } from "@library/addons/postFormSections";
export { ADDON_API_VERSION, SUPPORTED_ADDON_API_VERSIONS } from "@library/addons/addonApiVersion";
export type { AddonInitialiser } from "@library/addons/addonInitialisers";

export const addonApi = {
    /** A component under a name: an island (`data-react="Name"`), a widget, a layout widget. */
    registerComponent,
    /** The same, its code loaded the first time a page names it (keeps it out of the first load). */
    registerLazyComponent,
    /**
     * A Redux slice under a key of the one store, injected into its root reducer (RTK combineSlices),
     * also after the store exists. Until then the key is absent: read it as possibly undefined.
     */
    registerReducer,
    /** A client-side route of App pages. */
    registerRoute,
    /**
     * Adds an item to a core menu, with a permission condition and a group (content §6):
     * `addonApi.registerMenuItem("discussionOptions", { key, label, group: "moderation", permission: "discussions.moderate", href })`.
     */
    registerMenuItem,
    /**
     * A source of search-box suggestions (content §7): `{ key, label, search(query, { limit, locale, signal }) }`
     * answering ISearchAutocompleteOption[]. Each source is asked for floor(10 / sources); pass
     * `signal` to your request so a superseded look-up is cancelled. Answers are cached 5 minutes.
     */
    registerSearchSource,
    /**
     * How a search domain registered on the server (`api.registerSearchDomain`, same key) shows on
     * the search page: `{ key, recordTypes, Filters?, Result? }`. Register it in a module that both
     * your browser entry and your server module import: the page is rendered on the server.
     */
    registerSearchDomain: registerSearchDomainView,
    /**
     * A section of the create-post form (API version 5): `{ name, postTypes?, load }`, its component
     * editing one value sent as `attributes.<name>` of POST /discussions (the server's
     * `api.registerPostAttribute` with the same name checks and saves it).
     */
    registerPostFormSection,
    /** Runs during boot, after translations load and before the store is created; a failure is logged and skipped. */
    onInit(key: string, init: AddonInitialiser): void {
        addAddonInitialiser(key, init);
    },
};

// What an add-on's components may use of the kit. Each is a stable name here, whatever file
// holds it in the library.
/** Text through the site's translations: `t("Hello")`, `tf("{count} online", { count })`. */
export { t, tf } from "@library/i18n/t";
/** Styles: typestyle's `style()`, and the theme's CSS variables and sizes. */
export { style } from "typestyle";
export { colorVars, sizes } from "@library/theme/themeVariables";
/** The class of a box in the side panel, for a widget in the "panel" slot. */
export const panelBoxClass: string = pageLayoutClasses.panelBox;
export { profileUrl } from "@library/users/userUrls";
export { logError, logWarning } from "@library/utility/logger";
/** The page's metadata (current user, permissions, settings) inside a component. */
export { useMeta } from "@library/boot/pageMeta";
export { hasPermission } from "@library/users/permissions";
/** A toast (shell §3): `dispatch(addToast({ body: t("…"), dismissible: true }))` (API version 5). */
export { addToast, type IToastOptions } from "@library/toasts/toastsSlice";
/** The store: typed hooks, and the one way to do async work (typescript-fsa actions around a worker). */
export { useAppDispatch, useAppSelector } from "@library/redux/hooks";
export { actionCreatorFactory, bindAsyncThunk, LoadStatus, type ILoadable } from "@library/redux/asyncThunk";
export type { IUserFragment } from "@library/users/userTypes";
/** The error every failed API call and async action carries (message, status, errors by field). */
export type { IApiError } from "@library/api/apiErrors";
export type { IPageMeta } from "@library/boot/pageMeta";
export type { IMenuItemRegistration, IMenuRecordContext } from "@library/registry/menuItemRegistry";
export type { IAppRoute, IRouteProps } from "@library/routing/routeRegistry";
export type { ISearchSource, ISearchSourceContext } from "@library/search/searchSources";
export type { ISearchDomainView, ISearchFilterFieldsProps } from "@library/search/searchDomains";
export type { ISearchAutocompleteOption, ISearchResult } from "@library/search/searchTypes";
export type { IPostFormSection, IPostFormSectionProps } from "@library/addons/postFormSections";

/** An interactive part of an add-on page (`api.registerPage`), hydrated by name (API version 5). */
export { AddonIsland } from "@library/addons/AddonIsland";
export type { IComposerFieldProps } from "@library/composer/composerFieldProps";
export type { IComposerValue } from "@library/composer/composerTypes";

/**
 * The site's composer field (API version 5): a plain labelled textarea first, the rich editor once
 * focused; the same field the core's post forms use. Loaded on first use, so it stays out of the
 * first load of pages that do not show it.
 */
export async function loadComposerField() {
    const { ComposerField } = await loadOnDemand(() => import(/* webpackChunkName: "composerField" */ "@library/composer/ComposerField"));
    return ComposerField;
}

/**
 * The API client (axios, base /api/v2/, the request-origin header), loaded on first use so it
 * stays out of a page's first load: `const api = await loadApiClient(); await api.get("online")`.
 */
export async function loadApiClient() {
    const { apiv2 } = await loadOnDemand(() => import(/* webpackChunkName: "apiv2" */ "@library/api/apiv2"));
    return apiv2;
}
