/**
 * The server half of the add-on API (DESIGN.md §3 "One add-on API"): the only server module an
 * add-on imports (lint fences plugins/ to it). Everything here is what we keep stable across
 * a version of ADDON_API_VERSION; plugins/README.md documents each call and keeps the changelog.
 *
 *     import { defineServerAddon } from "@server/addons/serverAddonApi";
 *     export default defineServerAddon((api) => {
 *         api.route({ method: "GET", url: "/hello", handler: async () => ({ hello: "world" }) });
 *     });
 *
 * The host (addonRegistry.ts) gives each add-on its own IServerAddonApi and applies what the
 * add-on registered only once its setup, its routes and its migrations all succeeded: a broken
 * add-on is switched off at start with a logged reason, never half installed.
 */
import type { ComponentType, ReactElement, ReactNode } from "react";
import type { FastifyReply, FastifyRequest, FastifySchema, RouteGenericInterface } from "fastify";
import type { Kysely } from "kysely";
import type { ICurrentUser } from "@library/boot/pageMeta";
import type { IUserFragment } from "@library/users/userTypes";
import type { DialectName } from "@server/db/database";
import type { MigrationSet } from "@server/db/migrations";
import type { Database, UserRow } from "@server/db/schema";
import { userFragment } from "@server/users/usersModel";
import type { IAddonLayoutWidget } from "@server/addons/addonLayoutWidgets";
import type { ISiteSection, ISiteSectionProvider } from "@server/siteSections/siteSections";
import type { IAddonSeedComment, IAddonSeedDiscussion, IAddonSeedPosting } from "@server/addons/addonSeedPosting";

export { ADDON_API_VERSION, SUPPORTED_ADDON_API_VERSIONS } from "@library/addons/addonApiVersion";
// Host helpers an add-on may use: errors in the API's shape, cross-dialect migrations.
export { HttpError, notFound, forbidden } from "@server/http/httpErrors";
export { withIdColumn } from "@server/db/migrations";
// The x-app-page-* paging headers of list routes (API version 5).
export { setPagingHeaders } from "@server/http/paging";
// Post bodies (API version 5): every format through the core's renderer and sanitiser.
export { renderBody, validateBody, isEmptyBody, BODY_FORMATS, type BodyFormat } from "@server/content/bodyFormat";
/** API version 5: the rank-label sanitiser the host uses for `labelHtml` (inline formatting only). */
export { sanitizeLabelHtml } from "@server/users/labelHtml";
/** A member's posts, reactions received and days since joining (API version 7): what ranks and badges compare with their thresholds. */
export { memberStanding, type IMemberStanding } from "@server/addons/memberStanding";
export { sql } from "kysely";
export type { Generated, Migration } from "kysely";
export type { MigrationSet, DialectName, ICurrentUser, IUserFragment, IAddonLayoutWidget };
/** API version 6: a site section (subcommunity) as the host knows it, and what gives them (api.registerSiteSections). */
export type { ISiteSection as IAddonSiteSection, ISiteSectionProvider as IAddonSiteSectionProvider };
export type { IAddonSeedPosting, IAddonSeedDiscussion, IAddonSeedComment };

/** The core tables, for typed queries. */
export type HostDatabase = Database;
/** The database handle: the core tables plus the add-on's own (`api.dbWithTables<T>()`). */
export type AddonDatabase<Tables = unknown> = Kysely<Database & Tables>;
export type AddonRequest<T extends RouteGenericInterface = RouteGenericInterface> = FastifyRequest<T>;
export type AddonReply = FastifyReply;

export type AddonRouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface IAddonRoute<T extends RouteGenericInterface = RouteGenericInterface> {
    method: AddonRouteMethod;
    /** Relative to /api/v2: "/online" answers GET /api/v2/online. Fastify's syntax for parameters ("/things/:id"). */
    url: string;
    /** JSON schemas for `querystring`, `params`, `body`: a failing request gets a 400 with per-field errors. */
    schema?: FastifySchema;
    /** What it returns is sent as JSON. Throw HttpError (or notFound / forbidden) for an error answer. */
    handler(request: AddonRequest<T>, reply: AddonReply): Promise<unknown>;
}

/**
 * The named places of a page where widgets go: "panel" (the side panel of lists and discussions),
 * "discussionHeader" (API version 5: on the discussion page, between the post's meta line and its
 * body), "profile" (API version 5: a member's profile overview, under the header; props get
 * `{ profileUserID }`), "titleBar" (API version 6: in the title bar of every page, before the search).
 */
export const PAGE_SLOTS = ["panel", "discussionHeader", "profile", "titleBar"] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];

export interface IAddonWidget<P extends object> {
    slot: PageSlot;
    /** The name the browser knows the component by: the add-on's client entry registers it under the same name. */
    name: string;
    /** The component, for server rendering. */
    component: ComponentType<P>;
    /** Page entries ("discussionList", "discussion" …) the widget appears on; every page when omitted. */
    entries?: string[];
    /** The widget's props for this request, or null to leave it out of this page. `context` says whose profile a "profile" widget is on. */
    props(request: AddonRequest, context: IAddonWidgetContext): Promise<P | null>;
}

/** What the page tells its widgets (API version 5): the member whose profile it is, on profile pages. */
export interface IAddonWidgetContext {
    profileUserID?: number;
}

/** Role types of the host: what a declared permission can be granted to by default. */
export type RoleType = "guest" | "member" | "moderator" | "administrator";

export interface IAddonPermission {
    /** "<add-on key>.<what>", e.g. "online.view". */
    name: string;
    description: string;
    /** Roles of these types get the permission when the demo forum is seeded and when the add-on first starts on a forum. */
    defaultRoles: RoleType[];
}

export interface IAddonSearchQuery {
    query: string;
    limit: number;
}

export interface IAddonSearchResult {
    recordType: string;
    recordID: number;
    name: string;
    url: string;
    /** Plain text; the search page escapes it. */
    excerpt?: string;
    /** ISO 8601 date-time with its zone ("2026-01-31T12:00:00Z"): a result without one is left out (and logged). */
    dateInserted: string;
}

/** A kind of record the site search can look through (content §7); search calls `search` for its domain. */
export interface IAddonSearchDomain {
    /** Unique on the site: "<add-on key>" or "<add-on key>.<what>". */
    key: string;
    /** Untranslated label of the search tab. */
    name: string;
    recordTypes: string[];
    /** Results the viewer may see: check permissions with api.viewerCan(request, …). */
    search(query: IAddonSearchQuery, request: AddonRequest): Promise<IAddonSearchResult[]>;
}

export type AddonSettingValue = string | number | boolean;

export interface IAddonSettings<T extends Record<string, AddonSettingValue>> {
    /** The site configuration's value, or the default when unset or of another type than the default. */
    get<K extends keyof T & string>(name: K): T[K];
    /** The configuration key that holds a setting: "Plugins.<add-on key>.<name>". */
    configKey(name: keyof T & string): string;
}

export interface IAddonSeedContext {
    db: AddonDatabase;
    dialect: DialectName;
    /**
     * (API 7) Demo discussions and comments through the core's posting, as their author: counts,
     * last comment, search and post events come out as posting makes them; only `dateInserted` may
     * be in the past. Write the add-on's own rows for them with `db`.
     */
    post: IAddonSeedPosting;
}

/**
 * A kind of post members start from `/post/{type}` and `/post/{type}/{category}` (content §2
 * "Create-post path forms"): the create-post page opens with this type chosen. The core
 * registers "discussion"; a category accepts the type only when its allowed post types list it.
 */
export interface IAddonPostType {
    /** Stored as the discussion's `type` ("question"): lower-case letters, digits and "-". */
    type: string;
    /** The name members see ("Question"), translated with t(). */
    label: string;
    /**
     * The create-post page's heading and tab title for this type ("Ask a Question"), translated
     * with t(): mark the literal `/* i18n *\/` so the catalogues list it (API version 9). Without
     * it the page says "New Discussion".
     */
    title?: string;
    /** Its send button ("Ask Question"), translated with t() and marked the same way (API version 9). Without it: "Post Discussion". */
    submitLabel?: string;
}

/** A post as a decorator sees it: a discussion, or a comment with its discussion. */
export interface IAddonPostRef {
    recordID: number;
    discussionID: number;
    insertUserID: number;
    /** The discussion's post type ("question"); for a comment, its discussion's. */
    type: string;
}

/** What an add-on adds to one post; every part is optional. */
export interface IAddonPostDecoration {
    /** Merged into the post's `attributes` in the API (`attributes.question`), under the decorator's `name`. */
    attributes?: unknown;
    /** A short label shown beside the post in lists and on its page (untranslated: the host applies t()). */
    label?: string;
    /** Comments only: shown before the other comments on the discussion page. */
    first?: boolean;
    /**
     * A button on the post for this viewer: `action` names it (`data-addon-action`), and the add-on's
     * browser bundle handles its click (the host renders only the button).
     */
    button?: { action: string; label: string };
    /**
     * Discussions (API version 5): a component rendered under the post's body on the discussion
     * page, as an island; `component` is a name of the decorator's `components`. Props travel as
     * JSON in the page (and in the API's `islands` of the post).
     */
    island?: { component: string; props: Record<string, unknown> };
    /**
     * API version 5: a label beside the post's author name (shell §3 `labelHtml`, a rank). Inline
     * HTML: the host sanitises it with the rank-label sanitiser before it reaches the page.
     */
    authorLabelHtml?: string;
}

/**
 * Adds attributes, a label, an order hint or a button to discussions or comments as the core
 * lists and shows them (API and pages), while the add-on is on.
 */
export interface IAddonPostDecorator {
    /** The `attributes` key it fills ("question", "answer"). */
    name: string;
    recordType: "discussion" | "comment";
    /** Decorations by recordID; posts left out get none. Called once per list or page. */
    decorate(posts: IAddonPostRef[], request: AddonRequest): Promise<Map<number, IAddonPostDecoration>>;
    /** The components its decorations' `island`s name, for server rendering (the browser registers the same names). */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component has its own props
    components?: Record<string, ComponentType<any>>;
}

/** What a post attribute's `parse` and `save` know of the post being created (API version 5). */
export interface IAddonPostAttributeContext {
    /** The author (never a guest: posting requires a member). */
    userID: number;
    /** Whether the author holds a global permission (administrators hold all). */
    can(permission: string): boolean;
}

/**
 * Data an add-on takes with a new discussion (API version 5): `attributes.<name>` of
 * POST /api/v2/discussions (and of the create-post page's form, through the browser's
 * `addonApi.registerPostFormSection`). `parse` checks it before anything is written; `save`
 * writes it in the discussion's own transaction, so the discussion and its data exist together
 * or not at all.
 */
export interface IAddonPostAttribute<T = unknown> {
    /** The key in `attributes` ("poll"); named after the add-on like its permissions. */
    name: string;
    /**
     * The value as sent, checked: throw an HttpError 400 with per-field errors (`field`
     * "<name>.<what>") for a bad value, 403 when the author may not add it.
     */
    parse(value: unknown, context: IAddonPostAttributeContext): T;
    /** Writes the parsed value for the new discussion, inside its transaction (`db`). */
    save(value: T, context: IAddonPostAttributeContext & { db: AddonDatabase; discussionID: number; now: string }): Promise<void>;
}

/**
 * A notification to some members (API version 5), stored as the core's own (the bell, the
 * notifications page, e-mail as each member chose). Texts are plain: the host escapes them.
 * Members who may not see the category are left out; (eventKey, userID) is unique, so the same
 * event sent again notifies nobody twice.
 */
export interface IAddonNotification {
    /** Names the event ("<add-on key>:<what>:<id>"); a member gets one notification per key. */
    eventKey: string;
    userIDs: number[];
    /**
     * The category of what it is about: only members who may see it are notified. null (API
     * version 7): about no post (a badge earned): every member named is notified.
     */
    categoryID: number | null;
    /** "<add-on key>.<what>": the kind of notification. */
    activityType: string;
    /** Why the member gets it ("You voted on this idea."). */
    reason: string;
    /** The headline (plain text). */
    body: string;
    url: string;
    recordType: string;
    recordID: number;
    discussionID: number | null;
    photoUrl?: string;
}

/** What an add-on page shows for one request (API version 5). */
export interface IAddonPageContent {
    /** The page's title (" - site name" is appended for the document title). */
    title: string;
    /** The main heading when it differs from `title`; the title otherwise. */
    heading?: ReactNode;
    /** The main column under the heading. */
    body: ReactElement;
    /** Content of the side panel, before the panel widgets. */
    panel?: ReactElement;
    status?: number;
    /** The page-view tick the browser sends (content §7: "kb_view", "kb_article_view" …); "page_view" when omitted. */
    tick?: { type: string; discussionID?: number; categoryID?: number };
}

/**
 * A server-rendered page at an address of the add-on's own (API version 5), in the site's frame.
 * Interactive parts are islands (`AddonIsland` in the browser facade).
 */
export interface IAddonPage<T extends RouteGenericInterface = RouteGenericInterface> {
    /** Fastify's syntax: "/kb/articles/:id". Not under /api/. */
    path: string;
    /**
     * A dashboard section ("/dashboard/ranks"): rendered in the dashboard's frame, listed in its
     * navigation under `label` (untranslated) for viewers holding `permission`; everyone else gets
     * the 403 page (a guest is sent to sign in).
     */
    dashboard?: { label: string; permission: string | string[] };
    /** The page for this request, or null for the not-found page (throwing notFound() or forbidden() shows the 404 or 403 page). Check permissions here. */
    render(request: AddonRequest<T>): Promise<IAddonPageContent | null>;
}

/** The events the host delivers to add-ons (API version 5), from durable jobs after the write committed. */
export type AddonEventName = "discussionAdded" | "commentAdded" | "reactionAdded";
export interface IAddonEvents {
    discussionAdded: { discussionID: number; authorID: number; categoryID: number };
    commentAdded: { commentID: number; discussionID: number; authorID: number; categoryID: number };
    reactionAdded: { recordType: string; recordID: number; recordAuthorID: number; reactorID: number; categoryID: number };
}

/**
 * Fields an add-on adds to users as the users API answers them (API version 5): `fields` are
 * merged into `GET /users/{id}`, `GET /users` and `GET /users/me`; `labelHtml` (sanitised by the
 * host) replaces the member's rank label there, so the user card shows it.
 */
export interface IAddonUserDecorator {
    name: string;
    decorate(userIDs: number[], request: AddonRequest): Promise<Map<number, { fields?: Record<string, unknown>; labelHtml?: string }>>;
}

export interface IServerAddonApi {
    /** The add-on's key (its folder name). */
    readonly key: string;
    /** The apiVersion of the add-on's addon.json. */
    readonly apiVersion: number;
    readonly db: AddonDatabase;
    readonly dialect: DialectName;
    /** The same database handle, typed with the add-on's own tables. */
    dbWithTables<Tables>(): AddonDatabase<Tables>;
    /** An API route under /api/v2; it answers 404 while the add-on is off, and its failures answer 500 alone. */
    route<T extends RouteGenericInterface = RouteGenericInterface>(route: IAddonRoute<T>): void;
    /** The add-on's own migrations, run at start by the host's migrator and recorded apart from the core's. */
    migrations(set: MigrationSet): void;
    /** Adds the add-on's demo data after the host seeds a demo forum (`npm start` on an empty database), when the add-on is on then. */
    seedDemoForum(seed: (context: IAddonSeedContext) => Promise<void>): void;
    declarePermission(permission: IAddonPermission): void;
    /** Throws a 403 HttpError unless the viewer holds one of the permissions (global). */
    requirePermission(request: AddonRequest, permission: string | string[]): Promise<void>;
    /** With `category` (API version 4): the permission as held in that category (per-category permissions such as discussions.view). */
    viewerCan(request: AddonRequest, permission: string | string[], category?: { categoryID: number }): Promise<boolean>;
    /** The signed-in user, or the guest (userID 0). */
    currentUser(request: AddonRequest): Promise<ICurrentUser>;
    registerSearchDomain(domain: IAddonSearchDomain): void;
    /** Renders a component in a page slot, as an island; it appears only while the add-on is on. */
    registerWidget<P extends object>(widget: IAddonWidget<P>): void;
    /**
     * (API 5) A widget site managers can place in layouts (the home page, …): `type` starting with
     * the add-on's key, `component` (the registry name its client entry registers too), `name`,
     * a settings `schema` (the layout editor's form), `load(request, settings)` for its props and
     * `render` for the server. Listed and hydrated only while the add-on is on.
     */
    registerLayoutWidget<P extends object>(widget: IAddonLayoutWidget<P>): void;
    /** A post type members can start from /post/{type}/{category} while the add-on is on. */
    registerPostType(postType: IAddonPostType): void;
    /** Attributes, labels, order and a button for discussions or comments (API version 4). */
    registerPostDecorator(decorator: IAddonPostDecorator): void;
    /**
     * Notifies members (API version 5): a durable job stores the notifications, so the call returns
     * at once. Call it after your write committed.
     */
    notify(notification: IAddonNotification): Promise<void>;
    /** A server-rendered page at its own address, answered only while the add-on is on (API version 5). */
    registerPage<T extends RouteGenericInterface = RouteGenericInterface>(page: IAddonPage<T>): void;
    /** Data taken with a new discussion in its `attributes` and saved in its transaction (API version 5). */
    registerPostAttribute<T>(attribute: IAddonPostAttribute<T>): void;
    /**
     * Runs `listener` for each host event while the add-on is on (API version 5). It runs in a
     * job, never in the request, and may run again for one event after a failure: be idempotent.
     */
    onEvent<K extends AddonEventName>(name: K, listener: (event: IAddonEvents[K]) => Promise<void>): void;
    /** Whether another add-on is on now (API version 5): a feature that builds on it (qna's accepted answers) checks before use. */
    isAddonEnabled(key: string): boolean;
    /** Adds fields (and a rank label) to users in the users API (API version 5). */
    registerUserDecorator(decorator: IAddonUserDecorator): void;
    /**
     * (API 6) Makes the site one of sections (content §2): `provider.find(folder)` gives the section
     * at `/{folder}`, and the host then serves `/{folder}` (the `subcommunityHome` layout),
     * `/{folder}/discussions` and `/{folder}/search` (only that section's categories, in its locale).
     * While the add-on is off those addresses answer 404 as before. One provider per site: the
     * first enabled add-on's.
     */
    registerSiteSections(provider: ISiteSectionProvider): void;
    /** (API 6) The section of this request (a page under `/{folder}`), or null for the whole site. */
    currentSiteSection(request: AddonRequest): ISiteSection | null;
    /**
     * (API 8) Icons for the add-on's components, drawn from the site's icon sprite instead of
     * inline SVG: `{ name: pathData }`, each one path of a 24×24 drawing, stroked or filled as
     * the `<svg>` around it says. The browser draws one with `AddonIcon` of
     * `@library/addons/addonIcon` (`addon` = this add-on's key, `name`). A name is letters and
     * digits; path data is commands and numbers only.
     */
    registerIcons(paths: Record<string, string>): void;
    /** Declares the add-on's settings with their defaults; read them through the returned object. */
    defineSettings<T extends Record<string, AddonSettingValue>>(defaults: T): IAddonSettings<T>;
}

export type ServerAddonSetup = (api: IServerAddonApi) => void | Promise<void>;

/** The default export of an add-on's server module: `export default defineServerAddon((api) => …)`. */
export function defineServerAddon(setup: ServerAddonSetup): ServerAddonSetup {
    return setup;
}

/** A user row as the API answers it ({userID, name, photoUrl, dateLastActive}). */
export function toUserFragment(row: Pick<UserRow, "userID" | "name" | "photoUrl" | "dateLastActive">): IUserFragment {
    return userFragment(row);
}
