/**
 * Add-ons (DESIGN.md §1, §3): every plugins/<key>/addon.json is discovered at start and each
 * add-on's server module registers through its own IServerAddonApi (serverAddonApi.ts). Routes
 * answer and widgets render only while the site configuration has the add-on enabled
 * ("EnabledPlugins.<key>"), so enabling or disabling one never touches core files.
 *
 * Containment: what an add-on registers is collected first and applied only when its manifest,
 * its module, its setup, its routes and its migrations all passed. An add-on failing any of
 * them is disabled for this process with the reason logged, and the site starts without it.
 * A route that throws answers 500 alone; a widget whose props fail is left out of that page.
 */
import { CHECKED_SCHEMA_CONTROLLER } from "@server/http/sharedValidators";
import { importDiscovered } from "@server/discoveredModules";
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from "fastify";
import type { Kysely } from "kysely";
import type { IWidgetPlacement } from "@library/boot/pageMeta";
import { registerComponent, type AnyComponent } from "@library/registry/componentRegistry";
import { addonIconSymbolID } from "@library/addons/addonIcon";
import { iconSymbolProblem, registerIconSymbols } from "@server/ssr/iconSprite";
import type { SiteConfig } from "@server/config/siteConfig";
import type { DialectName } from "@server/db/database";
import { migrate, type MigrationSet } from "@server/db/migrations";
import type { Database } from "@server/db/schema";
import { currentUserOf, requirePermission, viewerCan } from "@server/http/viewer";
import { addonServerFile, type IAddonManifest, type IAddonProblem } from "@server/addons/addonManifest";
import { layoutWidgetRegistration } from "@server/addons/addonLayoutWidgets";
import type { IServerLayoutWidget } from "@server/layouts/serverLayoutWidget";
import { grantPermission, permissionGrantMigration } from "@server/addons/addonPermissions";
import { enqueueAddonNotification, registerAddonNotificationJob } from "@server/addons/addonNotifications";
import { adminSectionOf, registerAddonPages, type IAddonAdminSection } from "@server/addons/addonPages";
import { addonEventListener } from "@server/addons/addonEvents";
import type { IAddonSeedPosting } from "@server/addons/addonSeedPosting";
import { sanitizeLabelHtml } from "@server/users/labelHtml";
import { currentSiteSection, type ISiteSectionProvider } from "@server/siteSections/siteSections";
import { hasPermission } from "@library/users/permissions";
import { namedScope } from "@server/http/namedScope";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import {
    PAGE_SLOTS,
    type AddonEventName,
    type AddonSettingValue,
    type IAddonPage,
    type IAddonPermission,
    type IAddonPostAttribute,
    type IAddonUserDecorator,
    type IAddonWidgetContext,
    type IAddonRoute,
    type IAddonPostType,
    type IAddonPostDecoration,
    type IAddonPostDecorator,
    type IAddonPostRef,
    type IAddonSearchDomain,
    type IAddonSeedContext,
    type IServerAddonApi,
    type ServerAddonSetup,
} from "@server/addons/serverAddonApi";

export type { IAddonManifest, IAddonProblem };

/** The enabled add-ons' decorations of one post, merged (IAddonPostDecorator). */
export interface IPostDecorations {
    attributes: Record<string, unknown>;
    labels: string[];
    first: boolean;
    buttons: Array<{ action: string; label: string }>;
    /** Components under the post's body (IAddonPostDecoration.island). */
    islands: Array<{ component: string; props: Record<string, unknown> }>;
    /** The author's label (a rank), sanitised; the last enabled add-on's wins. */
    authorLabelHtml?: string;
}

interface IServerWidget {
    addon: string;
    slot: string;
    name: string;
    entries?: string[];
    props(request: FastifyRequest, context: IAddonWidgetContext): Promise<object | null>;
}

/** What one add-on registered during its setup, applied only if the whole start succeeds. */
interface IRegistrations {
    routes: IAddonRoute[];
    pages: IAddonPage[];
    migrations: MigrationSet;
    seeders: Array<(context: IAddonSeedContext) => Promise<void>>;
    permissions: IAddonPermission[];
    searchDomains: IAddonSearchDomain[];
    postTypes: IAddonPostType[];
    decorators: IAddonPostDecorator[];
    postAttributes: IAddonPostAttribute[];
    widgets: IServerWidget[];
    layoutWidgets: IServerLayoutWidget[];
    components: Array<[string, AnyComponent]>;
    settings: Record<string, AddonSettingValue>;
    events: Array<{ name: AddonEventName; listener: (event: never) => Promise<void> }>;
    userDecorators: IAddonUserDecorator[];
    siteSections: ISiteSectionProvider[];
    /** Symbol ID → path data (api.registerIcons). */
    icons: Record<string, string>;
}

export interface IAddonHost {
    app: FastifyInstance;
    db: Kysely<Database>;
    dialect: DialectName;
    /** The host's Ajv options: an add-on's route schemas are checked with the same compiler. */
    ajvOptions: Record<string, unknown>;
}

/** A reason an add-on cannot start; its message is the logged reason. */
class AddonStartError extends Error {}

const SETTING_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const ICON_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const ROUTE_METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

function messageOf(error: unknown): string {
    return error instanceof Error ? error.message : String(error);
}

function defaultLog(message: string): void {
    console.error(`[hearth] ${message}`);
}

/** Where an add-on's migrations are recorded: its own tables, so its names never meet the core's. */
export function addonMigrationTables(key: string) {
    const table = `addon_${key.replace(/-/g, "_")}_migrations`;
    return { migrationTableName: table, migrationLockTableName: `${table}_lock`, allowUnorderedMigrations: true };
}

export class AddonRegistry {
    private problemsByKey = new Map<string, string>();
    private widgets: IServerWidget[] = [];
    private addonLayoutWidgets: Array<IServerLayoutWidget & { addon: string }> = [];
    private seeders: Array<{ addon: string; permissions: IAddonPermission[]; seeders: IRegistrations["seeders"] }> = [];
    private domains: Array<IAddonSearchDomain & { addon: string }> = [];
    private addonPostTypes: Array<IAddonPostType & { addon: string }> = [];
    private decorators: Array<IAddonPostDecorator & { addon: string }> = [];
    private attributes: Array<IAddonPostAttribute & { addon: string }> = [];
    private declaredPermissions: Array<IAddonPermission & { addon: string }> = [];
    private declaredSettings = new Map<string, Record<string, AddonSettingValue>>();
    private adminSections: Array<IAddonAdminSection & { addon: string; permission: string | string[] }> = [];
    private userDecorators: Array<IAddonUserDecorator & { addon: string }> = [];
    private siteSectionProviders: Array<ISiteSectionProvider & { addon: string }> = [];
    /** The component names the started add-ons' widgets use. */
    private componentNames = new Set<string>();
    /** The app the add-ons were started in (seeds post through its seedPosting). */
    private app?: FastifyInstance;

    /** The add-ons with a usable manifest, in key order (broken ones included: they are listed, off). */
    readonly addons: IAddonManifest[];

    constructor(
        discovered: { manifests: IAddonManifest[]; problems: IAddonProblem[] },
        private config: SiteConfig,
        private log: (message: string) => void = defaultLog,
    ) {
        this.addons = discovered.manifests;
        for (const problem of discovered.problems) this.disable(problem.key, problem.reason);
    }

    /** On while the configuration enables it and it started without a problem. */
    isEnabled(key: string): boolean {
        return !this.problemsByKey.has(key) && this.config.isAddonEnabled(key);
    }

    enabledKeys(): string[] {
        return this.addons.map((addon) => addon.key).filter((key) => this.isEnabled(key));
    }

    /** The add-ons the host switched off at start, with the logged reasons. */
    problems(): IAddonProblem[] {
        return [...this.problemsByKey].map(([key, reason]) => ({ key, reason }));
    }

    /** The search domains of the enabled add-ons, for the site search. */
    searchDomains(): Array<IAddonSearchDomain & { addon: string }> {
        return this.domains.filter((domain) => this.isEnabled(domain.addon));
    }

    /** The post types the enabled add-ons registered (the core's "discussion" is not among them). */
    postTypes(): Array<IAddonPostType & { addon: string }> {
        return this.addonPostTypes.filter((postType) => this.isEnabled(postType.addon));
    }

    /**
     * The enabled add-ons' decorations of some posts, merged by recordID: attributes under each
     * decorator's name, labels in registration order. A decorator that throws is logged and left out.
     */
    /** Whether an enabled add-on decorates posts of this type (so callers skip gathering what decorators need). */
    decoratesPosts(recordType: "discussion" | "comment"): boolean {
        return this.decorators.some((decorator) => decorator.recordType === recordType && this.isEnabled(decorator.addon));
    }

    async decoratePosts(recordType: "discussion" | "comment", posts: IAddonPostRef[], request: FastifyRequest): Promise<Map<number, IPostDecorations>> {
        const merged = new Map<number, IPostDecorations>();
        if (posts.length === 0) return merged;
        for (const decorator of this.decorators) {
            if (decorator.recordType !== recordType || !this.isEnabled(decorator.addon)) continue;
            let decorations: Map<number, IAddonPostDecoration>;
            try {
                decorations = await decorator.decorate(posts, request);
            } catch (error) {
                this.log(`The post decorator "${decorator.name}" of the add-on "${decorator.addon}" is left out of ${request.url}: ${messageOf(error)}`);
                continue;
            }
            for (const [recordID, decoration] of decorations) {
                const into = merged.get(recordID) ?? { attributes: {}, labels: [], first: false, buttons: [], islands: [] };
                if (decoration.attributes !== undefined) into.attributes[decorator.name] = decoration.attributes;
                if (decoration.label) into.labels.push(decoration.label);
                if (decoration.first) into.first = true;
                if (decoration.button) into.buttons.push(decoration.button);
                if (decoration.island) into.islands.push(decoration.island);
                if (decoration.authorLabelHtml) into.authorLabelHtml = sanitizeLabelHtml(decoration.authorLabelHtml);
                merged.set(recordID, into);
            }
        }
        return merged;
    }

    /** The enabled add-on that takes `attributes.<name>` with a new discussion (IAddonPostAttribute), if any. */
    postAttribute(name: string): IAddonPostAttribute | undefined {
        return this.attributes.find((attribute) => attribute.name === name && this.isEnabled(attribute.addon));
    }

    /** The enabled add-ons' dashboard sections this viewer may open (IAddonPage.dashboard), for the dashboard's navigation. */
    adminSectionsFor(permissions: IPermissionsRecord): IAddonAdminSection[] {
        return this.adminSections.filter((section) => this.isEnabled(section.addon) && hasPermission(permissions, section.permission)).map(({ id, label, href }) => ({ id, label, href }));
    }

    /** The enabled add-ons' additions to some users (IAddonUserDecorator), merged by userID; a decorator that throws is logged and left out. */
    async decorateUsers(userIDs: number[], request: FastifyRequest): Promise<Map<number, { fields: Record<string, unknown>; labelHtml?: string }>> {
        const merged = new Map<number, { fields: Record<string, unknown>; labelHtml?: string }>();
        for (const decorator of this.userDecorators) {
            if (!this.isEnabled(decorator.addon) || userIDs.length === 0) continue;
            try {
                for (const [userID, decoration] of await decorator.decorate(userIDs, request)) {
                    const into = merged.get(userID) ?? { fields: {} };
                    Object.assign(into.fields, decoration.fields ?? {});
                    if (decoration.labelHtml !== undefined) into.labelHtml = sanitizeLabelHtml(decoration.labelHtml);
                    merged.set(userID, into);
                }
            } catch (error) {
                this.log(`The user decorator "${decorator.name}" of the add-on "${decorator.addon}" is left out of ${request.url}: ${messageOf(error)}`);
            }
        }
        return merged;
    }

    /** The site sections' provider (api.registerSiteSections) of the first enabled add-on giving one, or null: the site is one section. */
    siteSectionProvider(): ISiteSectionProvider | null {
        return this.siteSectionProviders.find((provider) => this.isEnabled(provider.addon)) ?? null;
    }

    /** The permissions the started add-ons declared. */
    permissions(): Array<IAddonPermission & { addon: string }> {
        return [...this.declaredPermissions];
    }

    /** The settings an add-on declared, by name with their defaults. */
    settingsOf(key: string): Record<string, AddonSettingValue> {
        return { ...(this.declaredSettings.get(key) ?? {}) };
    }

    private disable(key: string, reason: string): void {
        if (this.problemsByKey.has(key)) return;
        this.problemsByKey.set(key, reason);
        this.log(`The add-on "${key}" is disabled: ${reason}`);
    }

    /**
     * Starts every add-on whose manifest passed (enabled in the configuration or not: enabling
     * one later needs no restart). A failing one is disabled with its reason; the others go on.
     */
    async loadServerModules(host: IAddonHost): Promise<void> {
        this.app = host.app;
        registerAddonNotificationJob(host.app);
        for (const addon of this.addons) {
            if (this.problemsByKey.has(addon.key)) continue;
            try {
                this.apply(addon, await this.start(addon, host), host.app);
            } catch (error) {
                if (!(error instanceof AddonStartError)) throw error;
                this.disable(addon.key, error.message);
            }
        }
    }

    private async start(addon: IAddonManifest, host: IAddonHost): Promise<IRegistrations> {
        const registrations: IRegistrations = { routes: [], pages: [], migrations: {}, seeders: [], permissions: [], searchDomains: [], postTypes: [], decorators: [], postAttributes: [], widgets: [], layoutWidgets: [], components: [], settings: {}, events: [], userDecorators: [], siteSections: [], icons: {} };
        const serverFile = addonServerFile(addon);
        if (!serverFile) return registrations;
        let setup: unknown;
        try {
            setup = ((await importDiscovered(serverFile)) as { default?: unknown }).default;
        } catch (error) {
            throw new AddonStartError(`its server module ${addon.server} failed to load: ${messageOf(error)}`);
        }
        if (typeof setup !== "function") {
            throw new AddonStartError(`${addon.server} must default-export its setup: export default defineServerAddon((api) => …).`);
        }
        try {
            await (setup as ServerAddonSetup)(this.createApi(addon, host, registrations));
        } catch (error) {
            throw new AddonStartError(`its setup failed: ${messageOf(error)}`);
        }
        await checkRoutes(registrations.routes, host.ajvOptions);
        // A widget under a name already taken would replace the other component on every page.
        const names = registrations.components.map(([name]) => name);
        const taken = names.find((name, index) => this.componentNames.has(name) || names.indexOf(name) !== index);
        if (taken) throw new AddonStartError(`the component name "${taken}" is taken: name widgets after the add-on.`);
        const migrations: MigrationSet = { ...registrations.migrations };
        for (const permission of registrations.permissions) migrations[`permission:${permission.name}`] = () => permissionGrantMigration(permission);
        if (Object.keys(migrations).length) {
            try {
                await migrate(host.db as Kysely<unknown>, host.dialect, [migrations], addonMigrationTables(addon.key));
            } catch (error) {
                throw new AddonStartError(`its migrations failed: ${messageOf(error)}`);
            }
        }
        return registrations;
    }

    private createApi(addon: IAddonManifest, host: IAddonHost, collected: IRegistrations): IServerAddonApi {
        const { key } = addon;
        const config = this.config;
        return {
            key,
            apiVersion: addon.apiVersion,
            db: host.db,
            dialect: host.dialect,
            dbWithTables: <Tables>() => host.db as unknown as Kysely<Database & Tables>,
            route: (route) => {
                if (!ROUTE_METHODS.has(route.method)) throw new Error(`route method "${route.method}" is not one of ${[...ROUTE_METHODS].join(", ")}.`);
                if (!route.url.startsWith("/")) throw new Error(`route URL "${route.url}" must start with "/" (it is relative to /api/v2).`);
                collected.routes.push(route as unknown as IAddonRoute);
            },
            registerPage: (page) => {
                if (!page.path.startsWith("/") || page.path.startsWith("/api/")) throw new Error(`the page path "${page.path}" must start with "/" and not be under /api/.`);
                collected.pages.push(page as unknown as IAddonPage);
            },
            migrations: (set) => {
                for (const name of Object.keys(set)) {
                    if (name in collected.migrations) throw new Error(`the migration "${name}" is registered twice.`);
                }
                Object.assign(collected.migrations, set);
            },
            seedDemoForum: (seed) => {
                collected.seeders.push(seed);
            },
            declarePermission: (permission) => {
                if (!permission.name.startsWith(`${key}.`)) throw new Error(`the permission "${permission.name}" must be named "${key}.<what>".`);
                collected.permissions.push(permission);
            },
            requirePermission: (request, permission) => requirePermission(request, permission),
            viewerCan: (request, permission, category) => viewerCan(request, permission, category ? { resourceType: "category", resourceID: category.categoryID } : undefined),
            currentUser: (request) => currentUserOf(request),
            registerSearchDomain: (domain) => {
                if (domain.key !== key && !domain.key.startsWith(`${key}.`)) throw new Error(`the search domain "${domain.key}" must be named "${key}" or "${key}.<what>".`);
                collected.searchDomains.push(domain);
            },
            registerPostType: (postType) => {
                if (!/^[a-z][a-z0-9-]*$/.test(postType.type) || ["discussion", "editdiscussion"].includes(postType.type)) {
                    throw new Error(`the post type "${postType.type}" must be lower-case letters, digits and "-", and not a core one.`);
                }
                if (!postType.label) throw new Error(`the post type "${postType.type}" needs a label.`);
                collected.postTypes.push({ type: postType.type, label: postType.label, title: postType.title, submitLabel: postType.submitLabel });
            },
            registerPostDecorator: (decorator) => {
                if (!["discussion", "comment"].includes(decorator.recordType)) throw new Error(`the post decorator "${decorator.name}" must be for "discussion" or "comment" records.`);
                for (const [name, component] of Object.entries(decorator.components ?? {})) collected.components.push([name, component as AnyComponent]);
                collected.decorators.push(decorator);
            },
            registerPostAttribute: (attribute) => {
                // One owner per key of `attributes` (the core's own decorators' names are not taken here: name it after your add-on).
                if (!/^[a-z][A-Za-z0-9]*$/.test(attribute.name) || this.attributes.some((other) => other.name === attribute.name)) {
                    throw new Error(`the post attribute "${attribute.name}" must be letters and digits, and not another add-on's.`);
                }
                collected.postAttributes.push(attribute as IAddonPostAttribute);
            },
            registerWidget: (widget) => {
                if (!(PAGE_SLOTS as readonly string[]).includes(widget.slot)) throw new Error(`the widget "${widget.name}" names the slot "${widget.slot}"; the slots are ${PAGE_SLOTS.join(", ")}.`);
                collected.components.push([widget.name, widget.component as AnyComponent]);
                collected.widgets.push({ addon: key, slot: widget.slot, name: widget.name, entries: widget.entries, props: widget.props });
            },
            notify: (notification) => enqueueAddonNotification(host.app, key, notification),
            onEvent: (name, listener) => {
                if (!["discussionAdded", "commentAdded", "reactionAdded"].includes(name)) throw new Error(`there is no event "${name}".`);
                collected.events.push({ name, listener: listener as (event: never) => Promise<void> });
            },
            isAddonEnabled: (other) => this.isEnabled(other),
            registerUserDecorator: (decorator) => {
                collected.userDecorators.push(decorator);
            },
            registerSiteSections: (provider) => {
                collected.siteSections.push(provider);
            },
            currentSiteSection: (request) => currentSiteSection(request),
            registerLayoutWidget: (widget) => {
                const { collected: layoutWidget, component } = layoutWidgetRegistration(key, widget);
                collected.components.push([layoutWidget.component, component]);
                collected.layoutWidgets.push(layoutWidget);
            },
            registerIcons: (paths) => {
                for (const [name, path] of Object.entries(paths)) {
                    if (!ICON_NAME.test(name)) throw new Error(`the icon name "${name}" must be letters and digits.`);
                    const id = addonIconSymbolID(key, name);
                    const problem = iconSymbolProblem(id, path);
                    if (problem) throw new Error(problem);
                    collected.icons[id] = path;
                }
            },
            defineSettings: (defaults) => {
                for (const name of Object.keys(defaults)) {
                    if (!SETTING_NAME.test(name)) throw new Error(`the setting name "${name}" must be letters, digits and "_".`);
                }
                Object.assign(collected.settings, defaults);
                const configKey = (name: string) => `Plugins.${key}.${name}`;
                return {
                    configKey,
                    get: (name) => {
                        const value = config.get(configKey(name), defaults[name]);
                        return (typeof value === typeof defaults[name] ? value : defaults[name]) as (typeof defaults)[typeof name];
                    },
                };
            },
        };
    }

    /** The add-on started: its registrations join the host's. */
    private apply(addon: IAddonManifest, registrations: IRegistrations, app: FastifyInstance): void {
        for (const [name, component] of registrations.components) {
            registerComponent(name, component);
            this.componentNames.add(name);
        }
        // Kept while the add-on is off too: the sprite is made once per start, and an unused symbol draws nothing.
        registerIconSymbols(registrations.icons);
        this.widgets.push(...registrations.widgets);
        this.addonLayoutWidgets.push(...registrations.layoutWidgets.map((widget) => ({ ...widget, addon: addon.key })));
        this.domains.push(...registrations.searchDomains.map((domain) => ({ ...domain, addon: addon.key })));
        this.addonPostTypes.push(...registrations.postTypes.map((postType) => ({ ...postType, addon: addon.key })));
        this.decorators.push(...registrations.decorators.map((decorator) => ({ ...decorator, addon: addon.key })));
        this.attributes.push(...registrations.postAttributes.map((attribute) => ({ ...attribute, addon: addon.key })));
        this.declaredPermissions.push(...registrations.permissions.map((permission) => ({ ...permission, addon: addon.key })));
        this.declaredSettings.set(addon.key, registrations.settings);
        this.seeders.push({ addon: addon.key, permissions: registrations.permissions, seeders: registrations.seeders });
        registerAddonPages(app, addon.key, registrations.pages, () => this.isEnabled(addon.key), (page, error) =>
            this.disable(addon.key, `its page ${page.path} could not be added: ${messageOf(error)}`),
        );
        this.userDecorators.push(...registrations.userDecorators.map((decorator) => ({ ...decorator, addon: addon.key })));
        this.siteSectionProviders.push(...registrations.siteSections.map((provider) => ({ find: (folder: string) => provider.find(folder), addon: addon.key })));
        for (const { name, listener } of registrations.events) {
            const isEnabled = () => this.isEnabled(addon.key);
            app.hearth.events.on(name, addonEventListener(name, listener, isEnabled), isEnabled);
        }
        for (const page of registrations.pages) {
            const section = adminSectionOf(addon.key, page);
            if (section && page.dashboard) this.adminSections.push({ ...section, addon: addon.key, permission: page.dashboard.permission });
        }
        if (registrations.routes.length === 0) return;
        void app.register(
            namedScope(`addon-${addon.key}-routes`, async (scope) => {
                scope.addHook("onRequest", async (_request, reply) => {
                    if (!this.isEnabled(addon.key)) return reply.status(404).send({ message: "Not Found", status: 404 });
                });
                for (const route of registrations.routes) {
                    try {
                        scope.route(route as unknown as RouteOptions);
                    } catch (error) {
                        // Another route holds this path (the core's, or another add-on's).
                        this.disable(addon.key, `its route ${route.method} /api/v2${route.url} could not be added: ${messageOf(error)}`);
                    }
                }
            }),
            { prefix: "/api/v2" },
        );
    }

    /** After the host seeds a demo forum: the add-ons' permissions go to their default roles, then the enabled ones' demo data. */
    async seedDemoForum(db: Kysely<Database>, dialect: DialectName): Promise<void> {
        for (const { addon, permissions, seeders } of this.seeders) {
            if (this.problemsByKey.has(addon)) continue;
            try {
                for (const permission of permissions) await grantPermission(db, permission);
                // Demo posts of an add-on that is off would show in the core's lists as plain posts.
                if (!this.isEnabled(addon)) continue;
                for (const seed of seeders) await seed(this.seedContext(db, dialect));
            } catch (error) {
                // The forum is seeded already; the add-on's demo data is only missing.
                this.log(`The add-on "${addon}" could not seed its demo data: ${messageOf(error)}`);
            }
        }
    }

    /** What an add-on's seed is given: the database, and posts made by the core's posting (API version 7). */
    seedContext(db: Kysely<Database>, dialect: DialectName): IAddonSeedContext {
        const posting = this.app?.hearth.seedPosting;
        const post: IAddonSeedPosting = posting ?? {
            discussion: () => Promise.reject(new Error("this host has no posting (the vanilla application is not loaded).")),
            comment: () => Promise.reject(new Error("this host has no posting (the vanilla application is not loaded).")),
        };
        return { db, dialect, post };
    }

    /** The layout widgets of the enabled add-ons (api.registerLayoutWidget), for the layout catalogue and hydration. */
    layoutWidgets(): IServerLayoutWidget[] {
        return this.addonLayoutWidgets.filter((widget) => this.isEnabled(widget.addon));
    }

    async widgetsFor(entry: string, request: FastifyRequest, context: IAddonWidgetContext = {}): Promise<Record<string, IWidgetPlacement[]>> {
        const placed: Record<string, IWidgetPlacement[]> = {};
        for (const widget of this.widgets) {
            if (!this.isEnabled(widget.addon)) continue;
            if (widget.entries && !widget.entries.includes(entry)) continue;
            let props: object | null;
            try {
                props = await widget.props(request, context);
            } catch (error) {
                this.log(`The widget "${widget.name}" of the add-on "${widget.addon}" is left out of ${request.url}: its props failed: ${messageOf(error)}`);
                continue;
            }
            if (props) (placed[widget.slot] ??= []).push({ component: widget.name, props: props as Record<string, unknown> });
        }
        return placed;
    }
}

/**
 * Route schemas compile only when the app becomes ready, where an error would stop the whole
 * site: each add-on's routes are first added to a scratch app with the host's compiler.
 */
async function checkRoutes(routes: IAddonRoute[], ajvOptions: Record<string, unknown>): Promise<void> {
    if (routes.length === 0) return;
    const scratch = Fastify({ ajv: { customOptions: ajvOptions }, schemaController: CHECKED_SCHEMA_CONTROLLER });
    try {
        await scratch.register(
            namedScope("addon-route-check", async (scope) => {
                for (const route of routes) scope.route(route as unknown as RouteOptions);
            }),
            { prefix: "/api/v2" },
        );
        await scratch.ready();
    } catch (error) {
        throw new AddonStartError(`its routes are invalid: ${messageOf(error)}`);
    } finally {
        await scratch.close();
    }
}
