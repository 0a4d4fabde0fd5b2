/**
 * The page metadata the server puts beside the preloaded store state (DESIGN.md §3).
 * It is read once, typed, before hydrating; components reach it through useMeta().
 */
import { createContext, useContext } from "react";
import type { INavigationItem } from "@library/navigation/navigationItems";
import type { ITitleBarConfig } from "@library/layout/titleBarConfig";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import type { IThemePreview } from "@library/theme/themeTypes";

export type PageMode = "app" | "island";

export interface ICurrentUser {
    userID: number;
    name: string;
    photoUrl: string;
    dateLastActive: string | null;
    roleIDs: number[];
    countUnreadNotifications: number;
    countUnreadConversations: number;
    isAdmin: boolean;
    emailConfirmed: boolean;
}

export const GUEST_USER: ICurrentUser = {
    userID: 0,
    name: "Guest",
    photoUrl: "",
    dateLastActive: null,
    roleIDs: [],
    countUnreadNotifications: 0,
    countUnreadConversations: 0,
    isAdmin: false,
    emailConfirmed: false,
};

/** A widget placed in a page slot by the server (core or add-on), rendered by component name. */
export interface IWidgetPlacement {
    component: string;
    props: Record<string, unknown>;
}

export interface IAuditContext {
    parentAuditLogID: string;
    requestPath: string;
    requestMethod: string;
    requestQuery: Record<string, unknown>;
}

export interface ISiteContext {
    conversationsEnabled: boolean;
    bannedPrivateProfile: boolean;
}

/** A link an application adds to the account drop-down for this viewer (the Dashboard, …). */
export interface IAccountLink {
    label: string;
    href: string;
}

export interface IPageMeta {
    /** The webpack entry of this page type, e.g. "discussionList". */
    entry: string;
    mode: PageMode;
    /** The full document title: "page - site name". */
    title: string;
    /** The request path and query the page was rendered for. */
    url: string;
    siteName: string;
    /** The site's canonical origin (SITE_URL), for the links members share; absent in tests: the page's own origin then. */
    siteUrl?: string;
    /** The icon sprite's address (components/iconSprite.tsx); absent for pages built without a server (tests). */
    iconSprite?: string;
    /** The page's language (the viewer's, see server/i18n/requestTranslator.ts) and its catalogue. */
    locale: string;
    translations: Record<string, string>;
    /** The chunks whose keys `translations` holds; the keys of any other chunk are fetched with it (i18n/chunkTranslations.ts). Absent: the whole catalogue. */
    translationChunks?: string[];
    /** Some message of this page's language (or of the code's English) is ICU syntax: the formatter loads before hydration. */
    icu?: boolean;
    /** The site's languages by their own names, for the language picker; optional for tests (no picker then). */
    locales?: Record<string, string>;
    currentUser: ICurrentUser;
    permissions: IPermissionsRecord;
    addons: string[];
    features: Record<string, boolean>;
    /**
     * The site settings the front end reads (content §5, §6, §9), by their front-end names
     * ("ui.editContentTimeout"); see PUBLIC_SETTINGS in server/config/siteConfig.ts. Optional for
     * pages built without a server (tests): an absent setting is unset.
     */
    settings?: Record<string, string | number | boolean | null>;
    registrationEnabled: boolean;
    /**
     * The title bar's main navigation, already filtered for the viewer by the server. Optional
     * for pages built without a server (tests): the default items apply then.
     */
    navigation?: INavigationItem[];
    /** The title bar's configuration (shell §3); optional for tests: the defaults apply then. */
    titleBar?: ITitleBarConfig;
    /**
     * Site settings components read (shell §6 user card): whether private messages are enabled
     * and ui.bannedPrivateProfile. Optional for pages built without a server (tests): both off then.
     */
    siteContext?: ISiteContext;
    /** Widgets per named slot ("panel", ...), already chosen by the server for this page. */
    widgets: Record<string, IWidgetPlacement[]>;
    /** The enabled add-ons' dashboard sections this viewer may open (add-on API 5), for the dashboard's navigation; absent when none. */
    addonAdminSections?: Array<{ id: string; label: string; href: string }>;
    /** Context for the page-view tick (content §3 "Page-view event"). */
    tick: { type: string; discussionID?: number; categoryID?: number };
    auditContext?: IAuditContext | null;
    /** The newest live event when the page was rendered: the live stream starts after it (live/liveClient.ts). */
    liveFrom?: number;
    /** Links the applications add to the account drop-down for this viewer; optional for tests (none then). */
    accountLinks?: IAccountLink[];
    /**
     * The site section the page is in (content §2, add-on API 6: a subcommunity at `/{folder}`),
     * absent for the whole site: the title bar's search then searches the section.
     */
    siteSection?: { siteSectionID: number; name: string; folder: string };
    /** The theme an administrator is previewing (shell §4), for the preview toast; absent otherwise. */
    themePreview?: IThemePreview | null;
}

export interface IPreloaded<S = Record<string, unknown>> {
    meta: IPageMeta;
    state: S;
}

export const PRELOAD_ELEMENT_ID = "hearth-preload";

let preloaded: IPreloaded | null = null;

/** Reads the server's preloaded JSON once. Throws with a clear message when it is missing. */
export function readPreloaded(doc: Document = document): IPreloaded {
    if (preloaded) return preloaded;
    const element = doc.getElementById(PRELOAD_ELEMENT_ID);
    if (!element?.textContent) {
        throw new Error(`The page has no #${PRELOAD_ELEMENT_ID} element: it was not rendered by the Hearth server.`);
    }
    preloaded = JSON.parse(element.textContent) as IPreloaded;
    return preloaded;
}

/** For tests only. */
export function resetPreloaded(): void {
    preloaded = null;
}

export const MetaContext = createContext<IPageMeta | null>(null);

export function useMeta(): IPageMeta {
    const meta = useContext(MetaContext);
    if (!meta) throw new Error("useMeta() used outside <MetaContext.Provider>.");
    return meta;
}
