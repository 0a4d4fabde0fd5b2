/**
 * Add-ons API (shell §3 "Addon", §7 "Other"; Vanilla's addons.yml shapes): GET /addons?type=
 * and PATCH /addons/{addonID} {enabled}, both for site managers.
 *
 * The list is the host's add-on registry (plugins/<key>/addon.json) and "enabled" is the site
 * configuration's EnabledPlugins.<key>. The registry asks the configuration on every request
 * (routes answer 404 and widgets and bundles leave the pages while disabled), so a PATCH takes
 * effect on the next page without a restart. Themes and locales are not add-ons on this host
 * (themes have their own API, locales are built in): type=theme and type=locale list nothing.
 */
import type { FastifyInstance } from "fastify";
import type { IAddonManifest } from "@server/addons/addonRegistry";
import { notFound } from "@server/http/httpErrors";
import { siteManagerOnly } from "./siteGuards";

export const ADDON_TYPES = ["addon", "theme", "locale"] as const;

export async function registerAddonsRoutes(app: FastifyInstance): Promise<void> {
    const { addons, config } = app.hearth;

    const toApiAddon = (manifest: IAddonManifest) => ({
        addonID: manifest.key,
        key: manifest.key,
        name: manifest.name,
        type: "addon" as const,
        description: manifest.description ?? "",
        version: manifest.version ?? "",
        // Add-on manifests carry no icon; Vanilla's clients show their placeholder for null.
        iconUrl: null,
        enabled: addons.isEnabled(manifest.key),
        require: [],
        conflict: [],
    });

    app.get<{ Querystring: { type?: (typeof ADDON_TYPES)[number]; enabled?: boolean } }>(
        "/api/v2/addons",
        {
            preValidation: siteManagerOnly,
            schema: {
                querystring: {
                    type: "object",
                    properties: { type: { type: "string", enum: [...ADDON_TYPES] }, enabled: { type: "boolean" } },
                },
            },
        },
        async (request) => {
            const { type, enabled } = request.query;
            if (type && type !== "addon") return [];
            return addons.addons.map(toApiAddon).filter((addon) => enabled === undefined || addon.enabled === enabled);
        },
    );

    app.patch<{ Params: { addonID: string }; Body: { enabled: boolean } }>(
        "/api/v2/addons/:addonID",
        {
            preValidation: siteManagerOnly,
            schema: {
                params: { type: "object", required: ["addonID"], properties: { addonID: { type: "string", minLength: 1, maxLength: 100 } } },
                body: { type: "object", required: ["enabled"], properties: { enabled: { type: "boolean" } } },
            },
        },
        async (request) => {
            const manifest = addons.addons.find((addon) => addon.key === request.params.addonID);
            if (!manifest) throw notFound("Addon");
            await config.set(`EnabledPlugins.${manifest.key}`, request.body.enabled);
            // Vanilla answers the add-ons whose state the change touched: here only this one.
            return [toApiAddon(manifest)];
        },
    );
}
