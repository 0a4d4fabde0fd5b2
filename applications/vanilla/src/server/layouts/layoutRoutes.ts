/**
 * The layouts API (issue 13; Vanilla's layouts.yml): what the layout editor needs — list, read,
 * create, change, delete, the editable body, the widget catalogue, assigning a layout to views —
 * for site managers only (site.manage), and lookup-hydrate for every page that shows a layout.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "@server/http/httpErrors";
import { getViewer, requirePermission } from "@server/http/viewer";
import { LAYOUT_VIEW_TYPES, type ILayoutCatalog, type ILayoutWidgetDefinition, type LayoutViewType } from "@library/layouts/layoutTypes";
import { settingProblem } from "@library/layouts/widgetSettings";
import { fragmentImplsSchema } from "../fragments/fragmentRoutes";
import { isSiteRelativeLink, isValidWebAddress } from "@library/utility/safeLinks";
import { hydrateLayout, hydrateWidgets, layoutCatalog, layoutWidgetCatalog } from "./layoutHydrate";
import { registerKeyedRecords } from "@server/translations/keyedRecords";
import { LAYOUT_WIDGET_RECORD_TYPE } from "./layoutTranslations";
import { layoutWidgetKeys } from "./layoutTranslationSources";
import { findLayout, listLayouts, lookupLayout, requireMutable } from "./layoutsModel";

export const LAYOUT_MANAGE_PERMISSION = "site.manage";
/** A layout is a page of widgets, not a database: enough for any page, small enough to hydrate at once. */
export const MAX_LAYOUT_WIDGETS = 50;
/** The records a layout can be assigned to. */
const RECORD_TYPES = ["global", "siteSection", "category"] as const;

const widgetSchema = {
    type: "object",
    required: ["$hydrate"],
    properties: {
        $hydrate: { type: "string", minLength: 1, maxLength: 100 },
        $middleware: {
            type: "object",
            properties: { visibility: { type: "object", properties: { device: { type: "string", enum: ["all", "mobile", "desktop"] } } } },
        },
        // Content §2: which fragment implementations the widget uses (override URLs same-origin only).
        $fragmentImpls: fragmentImplsSchema,
    },
} as const;
const layoutDefinitionSchema = { type: "array", maxItems: MAX_LAYOUT_WIDGETS, items: widgetSchema } as const;
const idParams = { type: "object", required: ["id"], properties: { id: { type: "string", minLength: 1, maxLength: 40 } } } as const;

/** Each widget's settings against its type's schema: a 400 naming `layout[i].setting`, the editor's field. */
function checkDefinition(request: FastifyRequest, viewType: LayoutViewType, layout: ILayoutWidgetDefinition[]): void {
    const catalog = layoutWidgetCatalog(request, viewType);
    const errors = layout.flatMap((definition, index) => {
        const widget = catalog.find((candidate) => candidate.type === definition.$hydrate);
        if (!widget) return [{ field: `layout[${index}].$hydrate`, code: "unknownWidget", message: `"${definition.$hydrate}" is not a widget of this page type.` }];
        return Object.entries(widget.schema.properties).flatMap(([key, setting]) => {
            const value = definition[key];
            const problem = value === undefined ? null : settingProblem(setting, value);
            return problem ? [{ field: `layout[${index}].${key}`, code: "invalid", message: `${setting.title} ${problem}.` }] : [];
        });
    });
    if (errors.length) throw new HttpError(400, "The layout has invalid widgets.", errors);
}

const now = () => new Date().toISOString();

const redirectToSchema = { type: "string", maxLength: 500 } as const;

/** A layout's redirectTo (content §2): an address on this site or an http(s) one; "" for none. */
function checkedRedirect(value: string | undefined): string | null | undefined {
    if (value === undefined) return undefined;
    const target = value.trim();
    if (target === "") return null;
    if (!isSiteRelativeLink(target) && !isValidWebAddress(target)) {
        throw new HttpError(400, "The redirect address is not valid.", [{ field: "redirectTo", code: "invalid", message: "Use an address on this site (/…) or an http(s) address." }]);
    }
    return target;
}

export async function registerLayoutRoutes(app: FastifyInstance): Promise<void> {
    // Layout widgets' texts are translatable records (the translations API checks their keys here).
    registerKeyedRecords(LAYOUT_WIDGET_RECORD_TYPE, layoutWidgetKeys);
    const { db } = app.hearth;
    // Checked before the body is read: a member or a guest gets 403 whatever they send.
    const manager = { onRequest: async (request: FastifyRequest) => requirePermission(request, LAYOUT_MANAGE_PERMISSION) };

    app.get<{ Querystring: { layoutViewType: string; recordType: string; recordID: number; params?: Record<string, unknown> } }>(
        "/api/v2/layouts/lookup-hydrate",
        {
            schema: {
                querystring: {
                    type: "object",
                    required: ["layoutViewType"],
                    properties: {
                        layoutViewType: { type: "string", enum: LAYOUT_VIEW_TYPES },
                        recordType: { type: "string", default: "global", maxLength: 40 },
                        recordID: { type: "integer", default: -1 },
                        params: { type: "object", properties: { locale: { type: "string" }, siteSectionID: { type: "string" } } },
                    },
                },
            },
        },
        async (request) => {
            const { layoutViewType, recordType, recordID } = request.query;
            const layout = await lookupLayout(db, layoutViewType as LayoutViewType, recordType, recordID);
            return hydrateLayout(request, layout);
        },
    );

    // The editor's preview: a layout not yet saved, hydrated for the site manager.
    app.post<{ Body: { layoutViewType: LayoutViewType; layout: ILayoutWidgetDefinition[] } }>(
        "/api/v2/layouts/hydrate",
        {
            ...manager,
            schema: { body: { type: "object", required: ["layoutViewType", "layout"], properties: { layoutViewType: { type: "string", enum: LAYOUT_VIEW_TYPES }, layout: layoutDefinitionSchema, params: { type: "object" } } } },
        },
        async (request) => ({ layoutViewType: request.body.layoutViewType, layout: await hydrateWidgets(request, request.body.layoutViewType, request.body.layout) }),
    );

    app.get<{ Querystring: { layoutViewType: LayoutViewType } }>(
        "/api/v2/layouts/catalog",
        { ...manager, schema: { querystring: { type: "object", properties: { layoutViewType: { type: "string", enum: LAYOUT_VIEW_TYPES, default: "home" } } } } },
        async (request): Promise<ILayoutCatalog> => layoutCatalog(request, request.query.layoutViewType),
    );

    app.get("/api/v2/layouts", manager, async () => listLayouts(db));

    app.post<{ Body: { name: string; layoutViewType: LayoutViewType; layout: ILayoutWidgetDefinition[]; redirectTo?: string } }>(
        "/api/v2/layouts",
        {
            ...manager,
            schema: {
                body: {
                    type: "object",
                    required: ["name", "layoutViewType", "layout"],
                    properties: { name: { type: "string", minLength: 1, maxLength: 100 }, layoutViewType: { type: "string", enum: LAYOUT_VIEW_TYPES }, layout: layoutDefinitionSchema, redirectTo: redirectToSchema },
                },
            },
        },
        async (request, reply) => {
            const { name, layoutViewType, layout } = request.body;
            checkDefinition(request, layoutViewType, layout);
            const redirectTo = checkedRedirect(request.body.redirectTo) ?? null;
            const { user } = await getViewer(request);
            const row = await db
                .insertInto("layouts")
                .values({ name: name.trim(), layoutViewType, layout: JSON.stringify(layout), titleBar: "{}", dateInserted: now(), insertUserID: user.userID, dateUpdated: null, updateUserID: null, redirectTo })
                .returning("layoutID")
                .executeTakeFirstOrThrow();
            return reply.status(201).send(await findLayout(db, row.layoutID));
        },
    );

    app.get<{ Params: { id: string } }>("/api/v2/layouts/:id", { ...manager, schema: { params: idParams } }, async (request) => findLayout(db, request.params.id));
    app.get<{ Params: { id: string } }>("/api/v2/layouts/:id/edit", { ...manager, schema: { params: idParams } }, async (request) => {
        const { layoutID, name, layoutViewType, layout, titleBar, isDefault } = await findLayout(db, request.params.id);
        return { layoutID, name, layoutViewType, layout, titleBar, isDefault };
    });

    app.patch<{ Params: { id: string }; Body: { name?: string; layout?: ILayoutWidgetDefinition[]; redirectTo?: string } }>(
        "/api/v2/layouts/:id",
        { ...manager, schema: { params: idParams, body: { type: "object", properties: { name: { type: "string", minLength: 1, maxLength: 100 }, layout: layoutDefinitionSchema, redirectTo: redirectToSchema } } } },
        async (request) => {
            const layout = await findLayout(db, request.params.id);
            requireMutable(layout);
            if (request.body.layout) checkDefinition(request, layout.layoutViewType, request.body.layout);
            const redirectTo = checkedRedirect(request.body.redirectTo);
            const { user } = await getViewer(request);
            await db
                .updateTable("layouts")
                .set({
                    ...(request.body.name !== undefined ? { name: request.body.name.trim() } : {}),
                    ...(request.body.layout ? { layout: JSON.stringify(request.body.layout) } : {}),
                    ...(redirectTo !== undefined ? { redirectTo } : {}),
                    dateUpdated: now(),
                    updateUserID: user.userID,
                })
                .where("layoutID", "=", layout.layoutID)
                .execute();
            return findLayout(db, layout.layoutID);
        },
    );

    app.delete<{ Params: { id: string } }>("/api/v2/layouts/:id", { ...manager, schema: { params: idParams } }, async (request, reply) => {
        const layout = await findLayout(db, request.params.id);
        requireMutable(layout);
        // Its views go with it (foreign key): they show the default again.
        await db.transaction().execute(async (trx) => {
            await trx.deleteFrom("layoutViews").where("layoutID", "=", layout.layoutID).execute();
            await trx.deleteFrom("layouts").where("layoutID", "=", layout.layoutID).execute();
        });
        return reply.status(204).send();
    });

    app.get<{ Params: { id: string } }>("/api/v2/layouts/:id/views", { ...manager, schema: { params: idParams } }, async (request) => (await findLayout(db, request.params.id)).layoutViews ?? []);

    // Assigning a layout to records; assigning a default removes the records' custom layouts (revert to default).
    app.put<{ Params: { id: string }; Body: Array<{ recordType: string; recordID: number }> }>(
        "/api/v2/layouts/:id/views",
        {
            ...manager,
            schema: {
                params: idParams,
                body: { type: "array", minItems: 1, maxItems: 100, items: { type: "object", required: ["recordType", "recordID"], properties: { recordType: { type: "string", enum: RECORD_TYPES }, recordID: { type: "integer" } } } },
            },
        },
        async (request) => {
            const layout = await findLayout(db, request.params.id);
            const { user } = await getViewer(request);
            for (const { recordType, recordID } of request.body) {
                const view = db.deleteFrom("layoutViews").where("layoutViewType", "=", layout.layoutViewType).where("recordType", "=", recordType).where("recordID", "=", recordID);
                if (layout.isDefault) {
                    await view.execute();
                    continue;
                }
                // One row per view and record: an upsert, so the same call sent ten times at once leaves one.
                await db
                    .insertInto("layoutViews")
                    .values({ layoutID: Number(layout.layoutID), layoutViewType: layout.layoutViewType, recordType, recordID, dateInserted: now(), insertUserID: user.userID })
                    .onConflict((conflict) => conflict.columns(["layoutViewType", "recordType", "recordID"]).doUpdateSet({ layoutID: Number(layout.layoutID), dateInserted: now(), insertUserID: user.userID }))
                    .execute();
            }
            return (await findLayout(db, layout.layoutID)).layoutViews ?? [];
        },
    );

    app.delete<{ Params: { id: string }; Querystring: { layoutViewIDs: number[] } }>(
        "/api/v2/layouts/:id/views",
        { ...manager, schema: { params: idParams, querystring: { type: "object", required: ["layoutViewIDs"], properties: { layoutViewIDs: { type: "array", items: { type: "integer" }, maxItems: 100 } } } } },
        async (request, reply) => {
            const layout = await findLayout(db, request.params.id);
            requireMutable(layout);
            if (request.query.layoutViewIDs.length) await db.deleteFrom("layoutViews").where("layoutID", "=", layout.layoutID).where("layoutViewID", "in", request.query.layoutViewIDs).execute();
            return reply.status(204).send();
        },
    );
}
