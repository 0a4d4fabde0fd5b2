/**
 * Pages drawn from layouts (content §2): `/` is the home layout; with their customLayout flags on
 * (content §9), `/categories`, `/discussions`, the discussion page and the create-post page are
 * drawn from their view type's layout (vanillaRoutes.tsx, createPostRoutes.tsx), server-rendered
 * with their widgets' data, the lookup-hydrate answer preloaded so the browser never asks for it.
 */
import type { UnknownAction } from "@reduxjs/toolkit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageReducers, type IPageDefinition } from "@library/boot/pageDefinition";
import type { IPageMeta, PageMode } from "@library/boot/pageMeta";
import type { WidgetComponents } from "@library/layouts/LayoutRenderer";
import { layoutQuery } from "@library/layouts/layoutQuery";
import { requestTranslator } from "@server/i18n/requestTranslator";
import { t } from "@library/i18n/t";
import { LAYOUT_KEY, layoutReducer, lookupLayoutAction, type ILayoutLookup } from "@library/layouts/layoutSlice";
import { viewerCan } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage, type IRenderOptions } from "@server/ssr/renderPage";
import { inDashboardFrame } from "@server/ssr/dashboardFrame";
import { currentSiteSection, resolveSiteSection } from "@server/siteSections/siteSections";
import { LAYOUT_VIEW_TYPES, type ILayoutCatalog, type LayoutViewType } from "@library/layouts/layoutTypes";
import { LAYOUT_EDITOR_TITLE, LayoutEditorPage } from "@vanilla/layouts/editor/LayoutEditorPage";
import { layoutEditorPage } from "@vanilla/pages/layoutEditorPage";
import { LayoutPage } from "@vanilla/layouts/LayoutPage";
import { homePage } from "@vanilla/pages/homePage";
import { hydrateLayout, layoutCatalog } from "./layoutHydrate";
import { layoutsTranslateProps } from "./layoutTranslationSources";
import { listLayouts, lookupLayout } from "./layoutsModel";
import { providePageWidgetProps } from "./pageWidgets";
import { LAYOUT_MANAGE_PERMISSION } from "./layoutRoutes";

/** How a flagged page (content §9) differs from the home page: its definition, mode, slices and page widget. */
export interface ILayoutPageOptions<S extends object> {
    /** The page's definition (entry, slices, islands); the home page's by default. */
    page?: IPageDefinition<S>;
    mode?: PageMode;
    /** Actions filling the page's own slices (the list of an App page, the post form). */
    actions?: UnknownAction[];
    /** Slices built whole (IRenderOptions.state). */
    state?: Record<string, unknown>;
    /** The props of this view type's page widget (pageWidgets.ts), read by the route for the viewer. */
    pageWidgetProps?: Record<string, unknown>;
    /** The page widget's component (LayoutPage's `pageWidgets`). */
    pageWidgets?: WidgetComponents;
    status?: number;
    tick?: IPageMeta["tick"];
    guestCache?: boolean;
}

/** Page definitions with the layouts slice added, made once per page (their reducers load once). */
const withLayoutsByPage = new WeakMap<object, IPageDefinition<object>>();

/** The page definition with the layouts slice added, so the server's store holds the preloaded answer. */
function withLayouts<S extends object>(page: IPageDefinition<S>): IPageDefinition<S> {
    let extended = withLayoutsByPage.get(page) as IPageDefinition<S> | undefined;
    if (!extended) {
        extended = { ...page, reducers: async () => ({ ...(await pageReducers(page)), [LAYOUT_KEY]: layoutReducer }) } as IPageDefinition<S>;
        withLayoutsByPage.set(page, extended as IPageDefinition<object>);
    }
    return extended;
}

/**
 * A page drawn from the layout serving this lookup, rendered on the server with its answer
 * preloaded under the query the page itself makes (layoutQuery.ts), so the browser never asks again.
 */
export async function renderLayoutPage<S extends object>(request: FastifyRequest, reply: FastifyReply, lookup: ILayoutLookup, title: string, options: ILayoutPageOptions<S> = {}): Promise<FastifyReply> {
    const section = currentSiteSection(request);
    const query = { ...lookup, params: layoutQuery(lookup.layoutViewType, (await requestTranslator(request)).locale, section?.siteSectionID ?? 0).params };
    if (options.pageWidgetProps) providePageWidgetProps(request, options.pageWidgetProps);
    const layout = await hydrateLayout(request, await lookupLayout(request.server.hearth.db, lookup.layoutViewType, lookup.recordType, lookup.recordID));
    const rendered: Omit<IRenderOptions, "page"> = {
        mode: options.mode ?? "island",
        title,
        // The same for every guest: widget data is read with the guest's permissions.
        guestCache: options.guestCache ?? true,
        element: <LayoutPage lookup={query} pageWidgets={options.pageWidgets} />,
        actions: [...(options.actions ?? []), lookupLayoutAction.done({ params: query, result: layout })],
        state: options.state,
        status: options.status,
        tick: options.tick,
    };
    return options.page ? renderPage(request, reply, { ...rendered, page: withLayouts(options.page) }) : renderPage(request, reply, { ...rendered, page: homePage });
}

export async function registerLayoutPages(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    app.get("/", async (request, reply) => {
        // Content §2: the home of site section 0 is "home", of any other "subcommunityHome" (below).
        return renderLayoutPage(request, reply, { layoutViewType: "home", recordType: "siteSection", recordID: 0 }, t("Home"));
    });
    // A section's home (`/{folder}`, siteSections.ts): 404 as before unless an enabled add-on knows the folder.
    app.get<{ Params: { siteSection: string } }>("/:siteSection", { onRequest: resolveSiteSection }, async (request, reply) => {
        const section = currentSiteSection(request);
        if (!section) return reply.callNotFound();
        return renderLayoutPage(request, reply, { layoutViewType: "subcommunityHome", recordType: "siteSection", recordID: section.siteSectionID }, section.name);
    });

    // The layout editor: the layouts and each view type's widget catalogue go in with the page.
    app.get("/appearance/layouts", async (request, reply) => {
        if (!(await viewerCan(request, LAYOUT_MANAGE_PERMISSION))) return renderErrorPage(request, reply, 403);
        const catalogs = Object.fromEntries(LAYOUT_VIEW_TYPES.map((layoutViewType) => [layoutViewType, layoutCatalog(request, layoutViewType)])) as Record<LayoutViewType, ILayoutCatalog>;
        const layouts = await listLayouts(db);
        const title = t(LAYOUT_EDITOR_TITLE);
        return renderPage(request, reply, {
            page: layoutEditorPage,
            mode: "island",
            title,
            // The dashboard's "Layouts" section (its side navigation links here).
            element: inDashboardFrame(request, "layouts", title, <LayoutEditorPage layouts={layouts} catalogs={catalogs} translate={await layoutsTranslateProps(request, layouts)} />),
        });
    });
}
