/**
 * Pages drawn from layouts (content §2): `/` is the home layout, server-rendered with its widgets'
 * data, the lookup-hydrate answer preloaded so the browser never asks for it.
 */
import type { FastifyInstance } from "fastify";
import { t } from "@library/i18n/t";
import { lookupLayoutAction, type ILayoutLookup } from "@library/layouts/layoutSlice";
import { renderPage } from "@server/ssr/renderPage";
import { LayoutPage } from "@vanilla/layouts/LayoutPage";
import { homePage } from "@vanilla/pages/homePage";
import { hydrateLayout } from "./layoutHydrate";
import { lookupLayout } from "./layoutsModel";

export async function registerLayoutPages(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    app.get("/", async (request, reply) => {
        // Content §2: the home of site section 0 is "home", of any other "subcommunityHome". Hearth
        // has one section (no subcommunities add-on), so `/` is section 0.
        const siteSectionID = 0;
        const lookup: ILayoutLookup = { layoutViewType: siteSectionID ? "subcommunityHome" : "home", recordType: "siteSection", recordID: siteSectionID };
        const layout = await hydrateLayout(request, await lookupLayout(db, lookup.layoutViewType, lookup.recordType, lookup.recordID));
        return renderPage(request, reply, {
            page: homePage,
            mode: "island",
            title: t("Home"),
            // The same for every guest: widget data is read with the guest's permissions.
            guestCache: true,
            element: <LayoutPage lookup={lookup} />,
            actions: [lookupLayoutAction.done({ params: lookup, result: layout })],
        });
    });
}
