/**
 * Pages drawn from layouts (content §2): `/` is the home layout, and `/categories` the category-list
 * layout while customLayout.categoryList is on (vanillaRoutes.tsx), server-rendered with their
 * widgets' data, the lookup-hydrate answer preloaded so the browser never asks for it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { lookupLayoutAction, type ILayoutLookup } from "@library/layouts/layoutSlice";
import { viewerCan } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import { currentSiteSection, resolveSiteSection } from "@server/siteSections/siteSections";
import { LAYOUT_VIEW_TYPES, type ILayoutCatalog, type LayoutViewType } from "@library/layouts/layoutTypes";
import { LAYOUT_EDITOR_TITLE, LayoutEditorPage } from "@vanilla/layouts/editor/LayoutEditorPage";
import { layoutEditorPage } from "@vanilla/pages/layoutEditorPage";
import { LayoutPage } from "@vanilla/layouts/LayoutPage";
import { homePage } from "@vanilla/pages/homePage";
import { hydrateLayout, layoutCatalog } from "./layoutHydrate";
import { layoutsTranslateProps } from "./layoutTranslationSources";
import { listLayouts, lookupLayout } from "./layoutsModel";
import { LAYOUT_MANAGE_PERMISSION } from "./layoutRoutes";

/** A page drawn from the layout serving this lookup, rendered on the server with its answer preloaded. */
export async function renderLayoutPage(request: FastifyRequest, reply: FastifyReply, lookup: ILayoutLookup, title: string): Promise<FastifyReply> {
    const layout = await hydrateLayout(request, await lookupLayout(request.server.hearth.db, lookup.layoutViewType, lookup.recordType, lookup.recordID));
    return renderPage(request, reply, {
        page: homePage,
        mode: "island",
        title,
        // The same for every guest: widget data is read with the guest's permissions.
        guestCache: true,
        element: <LayoutPage lookup={lookup} />,
        actions: [lookupLayoutAction.done({ params: lookup, result: layout })],
    });
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
        return renderPage(request, reply, {
            page: layoutEditorPage,
            mode: "island",
            title: t(LAYOUT_EDITOR_TITLE),
            element: <LayoutEditorPage layouts={layouts} catalogs={catalogs} translate={await layoutsTranslateProps(request, layouts)} />,
        });
    });
}
