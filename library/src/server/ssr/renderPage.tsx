/**
 * Server rendering of a page (DESIGN.md §1): the React tree to HTML, typestyle's CSS and the
 * theme's custom properties inlined, the store's state and the page metadata as escaped JSON,
 * and the asset loader that adds the scripts of the page's entry plus every enabled add-on.
 */
import { randomUUID } from "node:crypto";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { combineReducers, configureStore, type Reducer, type UnknownAction } from "@reduxjs/toolkit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { setAutoFreeze } from "immer";
import { pageReducers, preloadedStateFor, type IPageDefinition } from "@library/boot/pageDefinition";
import { PRELOAD_ELEMENT_ID, type IPageMeta, type PageMode } from "@library/boot/pageMeta";
import { Providers } from "@library/boot/Providers";
import { SITE_STYLES_ID, STYLES_TARGET_ID } from "@library/boot/bootPageIds";
import { CLICK_GUARD_SCRIPT } from "@library/boot/clickReplay";
import { assetLoaderScript, islandNamesIn } from "@server/ssr/assetLoader";
import { DEFAULT_THEME } from "@library/theme/themeVariables";
import type { AppStore } from "@library/redux/store";
import { escapeHtml, escapeJsonForHtml } from "@server/ssr/escape";
import { classNamesIn, criticalCss } from "@server/ssr/criticalCss";
import { pageThemeCss } from "@server/ssr/pageThemeCss";
import { siteStylesheet } from "@server/ssr/siteStylesheet";
import { iconSprite, inlineSymbols } from "@server/ssr/iconSprite";
import { recordingDrawnSymbols } from "@library/components/iconSprite";
import { currentUserOf, getViewer } from "@server/http/viewer";
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { scriptNonce } from "@server/http/securityHeaders";
import { allowGuestCache } from "@server/http/guestPageCache";
import { NAVIGATION_CONFIG_KEY, navigationItemsFor } from "@server/navigation/navigationConfig";
import { readTitleBarConfig } from "@library/layout/titleBarConfig";
import { requestTranslator, withTranslator } from "@server/i18n/requestTranslator";
import { needsIcu } from "@server/i18n/catalogues";
import { pageCatalogue, recordingTranslator } from "@server/i18n/pageCatalogue";
import { navigationForReader } from "@server/translations/navigationTranslations";
import { directionOf, nativeNames } from "@server/i18n/siteLocales";
import { currentSiteSection, navigationInSection } from "@server/siteSections/siteSections";
import { HtmlReuseContext } from "@library/components/ReusableHtml";
import { HTML_REUSE_CONFIG_KEY, startPageReuse } from "@server/ssr/htmlReuse";

export const FONT_PATH = "/fonts";
/** The body's class until boot marks the page ready (shell §4); its rules are critical CSS too. */
const BODY_CLASS = "isLoading";

// A server store lives for one render and is then serialised: freezing its state (immer's guard
// against mutations in the browser) only costs time, Object.freeze being slow on many small
// objects (a list page's discussions, users and tags). The browser keeps immer's default.
setAutoFreeze(false);

export interface IRenderOptions<S extends object = object> {
    /** The page's definition, shared with its client entry: entry name, slices, islands. */
    page: IPageDefinition<S>;
    mode: PageMode;
    /** The page's own title; " - site name" is appended (shell §9). */
    title: string;
    element: ReactElement;
    /** The actions that fill the page's slices (the same reducers as the client's). */
    actions?: UnknownAction[];
    /**
     * Slices the route built whole, in their reducers' shape (e.g. reactionsStateOf): the store
     * starts with them, before the actions. For state of many small records, where a reducer pass
     * (immer walking every new object) would cost more than building it.
     */
    state?: Record<string, unknown>;
    status?: number;
    tick?: IPageMeta["tick"];
    /** The page is the same for every guest: a guest's copy may be served again (http/guestPageCache.ts). */
    guestCache?: boolean;
    /** What the page's add-on widgets are told (a profile's member: IAddonWidgetContext). */
    widgetContext?: { profileUserID?: number };
}

async function buildStore<S extends object>(options: IRenderOptions<S>): Promise<AppStore> {
    const reducers = (await pageReducers(options.page)) as Record<string, Reducer>;
    const reducer = Object.keys(reducers).length ? combineReducers(reducers) : (state: Record<string, unknown> = {}) => state;
    // One render's store: the development checks (serializable, immutable) only slow it down.
    const store = configureStore({
        reducer: reducer as Reducer,
        preloadedState: options.state,
        devTools: false,
        middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }),
    });
    for (const action of options.actions ?? []) store.dispatch(deepFrozen(action));
    return store as unknown as AppStore;
}

/**
 * The action with everything in it frozen. Immer, finishing each reducer's change, walks every
 * new object put into the state looking for drafts left inside, unless the object is frozen: a
 * list page's payload (30 discussions with their users, reactions, tags) cost that walk twice the
 * freezing. The server's store is serialised and dropped, so nothing needs to change it later.
 */
function deepFrozen<T>(value: T): T {
    if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const child of Object.values(value)) deepFrozen(child);
    }
    return value;
}

/**
 * The audit context of shell §7: moderators' pages get one, so the moderator actions they start
 * are recorded with the page they came from (audit/auditLog.ts reads the headers). Members' and
 * guests' pages have none: their calls are not moderator actions.
 */
function auditContextFor(request: FastifyRequest, permissions: IPermissionsRecord): IPageMeta["auditContext"] {
    if (!hasPermission(permissions, ["community.moderate", "discussions.moderate", "discussions.manage", "site.manage"])) return null;
    const [requestPath = "/", search = ""] = request.url.split("?");
    return { parentAuditLogID: randomUUID(), requestPath, requestMethod: request.method, requestQuery: Object.fromEntries(new URLSearchParams(search)) };
}

/**
 * Where the page's live updates start (the newest event), for a page that opens a stream: one that
 * follows something (its definition's `live`), or any page of a member (their counts follow them).
 * A guest's other pages open none and skip the read; a member's comes with the viewer.
 */
async function liveStartFor(request: FastifyRequest, followsRecords: boolean): Promise<number | undefined> {
    const viewer = await getViewer(request);
    if (viewer.liveFrom !== undefined) return viewer.liveFrom;
    return followsRecords ? request.server.hearth.live.maxEventID() : undefined;
}

export async function buildPageMeta(request: FastifyRequest, options: { entry: string; live: boolean } & Pick<IRenderOptions, "mode" | "title" | "tick" | "widgetContext">): Promise<IPageMeta> {
    const host = request.server.hearth;
    const viewer = await getViewer(request);
    const liveFrom = await liveStartFor(request, options.live);
    const addons = host.addons.enabledKeys();
    const translator = await requestTranslator(request);
    const locale = translator.locale;
    return {
        entry: options.entry,
        mode: options.mode,
        title: `${options.title} - ${host.config.siteName()}`,
        url: request.url,
        siteName: host.config.siteName(),
        siteUrl: host.siteUrl,
        iconSprite: iconSprite().href,
        locale,
        // Filled by renderPage once the render has said which keys it looked up (pageCatalogue.ts).
        translations: {},
        icu: needsIcu(locale),
        locales: nativeNames(),
        currentUser: await currentUserOf(request),
        permissions: viewer.permissions,
        addons,
        features: host.config.featureFlags(),
        settings: host.config.publicSettings(),
        registrationEnabled: host.config.registrationEnabled(),
        // Filtered here, so the HTML never holds an item this viewer may not see.
        // On a site section's page (add-on API 6) the list link stays in the section.
        // Translated names (the content translator's navigationItem records) for a reader of another language.
        navigation: navigationInSection(await navigationForReader(request, locale, navigationItemsFor(host.config.get(NAVIGATION_CONFIG_KEY), locale, viewer)), currentSiteSection(request)),
        titleBar: readTitleBarConfig((key) => host.config.get(key)),
        siteContext: {
            // The conversations application can be switched off per site (Vanilla's key); on by default.
            conversationsEnabled: host.config.get<boolean>("EnabledApplications.Conversations", true) !== false,
            bannedPrivateProfile: host.config.get<boolean>("ui.bannedPrivateProfile", false) === true,
        },
        widgets: await host.addons.widgetsFor(options.entry, request, options.widgetContext),
        ...siteSectionOf(request),
        ...addonAdminSections(host.addons.adminSectionsFor(viewer.permissions)),
        tick: options.tick ?? { type: "page_view" },
        auditContext: auditContextFor(request, viewer.permissions),
        // Live updates resume from here, so nothing written between this render and the stream is missed.
        ...(liveFrom === undefined ? {} : { liveFrom }),
        accountLinks: viewer.user.userID ? host.accountLinks.map((link) => link(viewer.permissions)).filter((link) => link !== null) : [],
    };
}

/** A page under a site section (`/{folder}/…`) names it; most pages are in none. */
function siteSectionOf(request: FastifyRequest): Pick<IPageMeta, "siteSection"> {
    const section = currentSiteSection(request);
    return section ? { siteSection: { siteSectionID: section.siteSectionID, name: section.name, folder: section.folder } } : {};
}

/** Only when there are some: most pages of most forums carry none. */
function addonAdminSections(sections: Array<{ id: string; label: string; href: string }>): Pick<IPageMeta, "addonAdminSections"> {
    return sections.length ? { addonAdminSections: sections } : {};
}

export async function renderPage<S extends object>(request: FastifyRequest, reply: FastifyReply, options: IRenderOptions<S>): Promise<FastifyReply> {
    const host = request.server.hearth;
    // The active theme (or the viewer's preview) goes into the first paint: no flash on hydration.
    const pageTheme = (await host.themeResolver?.(request)) ?? { theme: DEFAULT_THEME, preview: null };
    const meta: IPageMeta = { ...(await buildPageMeta(request, { ...options, entry: options.page.entry, live: options.page.live !== undefined })), ...(pageTheme.preview ? { themePreview: pageTheme.preview } : {}) };
    const store = await buildStore(options);
    const renderedKeys = new Set<string>();
    const requestWords = await requestTranslator(request);
    // The render reads this request's translator, never another's (t() finds it in this scope).
    // It refers to the icons it draws in the page, which carries their symbols (iconSprite.tsx).
    const renderWithin = (element: ReactElement, keys: Set<string>, identifierPrefix?: string) => {
        const translator = recordingTranslator(requestWords, keys);
        const { result, symbols } = recordingDrawnSymbols(() =>
            withTranslator(translator, () =>
                renderToString(
                    <Providers store={store} meta={meta} translator={translator}>
                        {element}
                    </Providers>,
                    { identifierPrefix },
                ),
            ),
        );
        return { html: result, symbols };
    };
    // Parts shown before with the same inputs are pasted in (htmlReuse.tsx); App pages hydrate everything.
    const reuse = options.mode === "island" && host.config.get<boolean>(HTML_REUSE_CONFIG_KEY, true) !== false ? startPageReuse(meta, renderedKeys) : null;
    const page = renderWithin(reuse ? <HtmlReuseContext.Provider value={reuse.context}>{options.element}</HtmlReuseContext.Provider> : options.element, renderedKeys);
    const parts = reuse?.complete(page.html, (children, keys, idPrefix) => renderWithin(<>{children}</>, keys, idPrefix));
    const html = parts?.html ?? page.html;
    // In name order: the same page carries the same drawings whichever of its parts were kept.
    const symbols = [...new Set([...page.symbols, ...(parts?.symbols ?? [])])].sort();
    // The Content-Security-Policy admits only scripts carrying this answer's nonce (or from this site).
    const nonce = escapeHtml(scriptNonce(reply));
    // The page's share of its language's catalogue, so the browser renders the same words before hydrating.
    // The page's islands' lazy code is fetched at its first paint, with its words in the page.
    // An App page's boot also loads the router's chunk (bootPage.tsx), named as a chunk group is.
    const islandCode = host.manifest.islandCode(options.mode === "app" ? [...islandNamesIn(html), "hydrateApp"] : islandNamesIn(html));
    const catalogue = pageCatalogue(host.manifest, meta.locale, [...host.manifest.addonEntries(meta.addons), options.page.entry], renderedKeys, islandCode.chunks);
    meta.translations = catalogue.translations;
    if (catalogue.chunks) meta.translationChunks = catalogue.chunks;
    // Only the rules this page's HTML uses are inline; the rest is the cached site stylesheet.
    const stylesheet = siteStylesheet();
    // The site stylesheet and the scripts are requested at the first paint (assetLoader.ts says why).
    const scripts = host.manifest.scriptsFor(options.page.entry, meta.addons);
    const assets = { stylesheet: { href: stylesheet.href, id: SITE_STYLES_ID }, scripts, preload: islandCode.scripts.filter((src) => !scripts.includes(src)) };
    const critical = criticalCss(stylesheet.text, classNamesIn(`<body class="${BODY_CLASS}">${html}`));
    const preload = escapeJsonForHtml({ meta, state: preloadedStateFor(options.page, options.mode, store.getState() as unknown as S) });
    const document =
        `<!DOCTYPE html><html lang="${escapeHtml(meta.locale)}" dir="${directionOf(meta.locale)}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(meta.title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
        `<link rel="preload" href="${FONT_PATH}/open-sans-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>` +
        `<style id="theme-vars">${pageThemeCss(FONT_PATH, pageTheme.theme)}</style>` +
        `<style id="ssr-styles">${critical}</style>` +
        `<style id="${STYLES_TARGET_ID}"></style>` +
        // Before the page's scripts: holds clicks on controls whose island has not hydrated yet.
        `<script nonce="${nonce}">${CLICK_GUARD_SCRIPT}</script>` +
        `<script nonce="${nonce}">${assetLoaderScript(assets, scriptNonce(reply))}</script></head><body class="${BODY_CLASS}">${inlineSymbols(symbols)}<div id="app">${html}</div>` +
        `<script type="application/json" id="${PRELOAD_ELEMENT_ID}" nonce="${nonce}">${preload}</script></body></html>`;
    if (options.guestCache) allowGuestCache(reply);
    return reply
        .status(options.status ?? 200)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(document);
}
