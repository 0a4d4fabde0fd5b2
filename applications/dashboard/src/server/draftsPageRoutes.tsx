/**
 * GET /drafts — My Drafts: the signed-in member's drafts and scheduled posts, server-rendered
 * (the list is the drafts slice's preloaded state; the MyDrafts island acts on it). Guests go to
 * sign-in and come back. The listing is the one the drafts API uses (`GET /api/v2/drafts`), so
 * the page never has a second idea of whose drafts a member sees.
 */
import type { FastifyInstance } from "fastify";
import { t } from "@library/i18n/t";
import { listDraftsAction } from "@library/drafts/draftActions";
import { getViewer } from "@server/http/viewer";
import { renderPage } from "@server/ssr/renderPage";
import { draftsPage } from "@dashboard/pages/draftsPage";
import { MyDraftsPage } from "@dashboard/drafts/MyDraftsPage";
import { MY_DRAFTS_QUERY } from "@dashboard/drafts/MyDrafts";
import { listDrafts } from "./draftsModel";

export const DRAFTS_URL = "/drafts";

export async function registerDraftsPageRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    app.get(DRAFTS_URL, async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(DRAFTS_URL)}`, 302);
        const limit = MY_DRAFTS_QUERY.limit ?? 50;
        const { drafts, total } = await listDrafts(db, user.userID, {}, 1, limit);
        const paging = { total, currentPage: 1, limit, hasMorePages: total > limit };
        return renderPage(request, reply, {
            page: draftsPage,
            mode: "island",
            title: t("My Drafts"),
            actions: [listDraftsAction.done({ params: MY_DRAFTS_QUERY, result: { drafts, paging } })],
            element: <MyDraftsPage />,
        });
    });
}
