/**
 * Add-ons (DESIGN.md §1): every plugins/<key>/addon.json is discovered at start; an add-on's
 * server module registers API routes and page widgets through IServerAddonApi. Routes answer
 * and widgets render only while the site configuration has the add-on enabled
 * ("EnabledPlugins.<key>"), so enabling or disabling one never touches core files.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { IWidgetPlacement } from "@library/boot/pageMeta";
import type { SiteConfig } from "@server/config/siteConfig";
import type { Database } from "@server/db/schema";

export interface IAddonManifest {
    key: string;
    name: string;
    description?: string;
    version?: string;
    /** Path of the server module inside the add-on folder, e.g. "src/server/addon.ts". */
    server?: string;
    dir: string;
}

export interface IServerWidget {
    slot: string;
    /** Page entries the widget appears on; all pages when omitted. */
    entries?: string[];
    component: string;
    /** The widget's props for this request, or null to leave it out. */
    props(request: FastifyRequest): Promise<Record<string, unknown> | null>;
}

export interface IServerAddonApi {
    key: string;
    db: Kysely<Database>;
    /** Routes registered here live under /api/v2 and answer 404 while the add-on is disabled. */
    apiRoutes(register: (scope: FastifyInstance) => void | Promise<void>): void;
    registerWidget(widget: IServerWidget): void;
}

export type ServerAddonModule = { default: (api: IServerAddonApi) => void | Promise<void> };

export function discoverAddons(pluginsDir: string): IAddonManifest[] {
    if (!fs.existsSync(pluginsDir)) return [];
    return fs
        .readdirSync(pluginsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(pluginsDir, entry.name, "addon.json")))
        .map((entry) => {
            const dir = path.join(pluginsDir, entry.name);
            const manifest = JSON.parse(fs.readFileSync(path.join(dir, "addon.json"), "utf8")) as Omit<IAddonManifest, "dir">;
            if (manifest.key !== entry.name) {
                throw new Error(`plugins/${entry.name}/addon.json: "key" must be "${entry.name}" (the folder's name).`);
            }
            return { ...manifest, dir };
        })
        .sort((a, b) => a.key.localeCompare(b.key));
}

export class AddonRegistry {
    private widgets: Array<IServerWidget & { addon: string }> = [];

    constructor(
        readonly addons: IAddonManifest[],
        private config: SiteConfig,
    ) {}

    isEnabled(key: string): boolean {
        return this.config.isAddonEnabled(key);
    }

    enabledKeys(): string[] {
        return this.addons.map((addon) => addon.key).filter((key) => this.isEnabled(key));
    }

    /** Imports each add-on's server module and lets it register (enabled or not: routes check per request). */
    async loadServerModules(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
        for (const addon of this.addons) {
            if (!addon.server) continue;
            const module = (await import(path.join(addon.dir, addon.server))) as ServerAddonModule;
            const api: IServerAddonApi = {
                key: addon.key,
                db,
                apiRoutes: (register) => {
                    void app.register(
                        async (scope) => {
                            scope.addHook("onRequest", async (request, reply) => {
                                if (!this.isEnabled(addon.key)) {
                                    return reply.status(404).send({ message: "Not Found", status: 404 });
                                }
                            });
                            await register(scope);
                        },
                        { prefix: "/api/v2" },
                    );
                },
                registerWidget: (widget) => this.widgets.push({ ...widget, addon: addon.key }),
            };
            await module.default(api);
        }
    }

    async widgetsFor(entry: string, request: FastifyRequest): Promise<Record<string, IWidgetPlacement[]>> {
        const placed: Record<string, IWidgetPlacement[]> = {};
        for (const widget of this.widgets) {
            if (!this.isEnabled(widget.addon)) continue;
            if (widget.entries && !widget.entries.includes(entry)) continue;
            const props = await widget.props(request);
            if (props) (placed[widget.slot] ??= []).push({ component: widget.component, props });
        }
        return placed;
    }
}
