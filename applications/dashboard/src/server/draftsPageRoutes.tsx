/**
 * GET /drafts — My Drafts: the signed-in member's drafts and scheduled posts, server-rendered
 * (the list is the drafts slice's preloaded state; the MyDrafts island acts on it). Guests go to
 * sign-in and come back. The listing is the one the drafts API uses (`GET /api/v2/drafts`), given
 * by the caller so the page never has a second idea of whose drafts a member sees:
 *
 *     await registerDraftsPageRoutes(app, { listOwnDrafts: (db, userID, page, limit) => listDrafts(db, userID, {}, page, limit) });
 */
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { t } from "@library/i18n/t";
import { listDraftsAction } from "@library/drafts/draftActions";
import type { IDraft } from "@library/drafts/draftTypes";
import type { Database } from "@server/db/schema";
import { getViewer } from "@server/http/viewer";
import { renderPage } from "@server/ssr/renderPage";
import { draftsPage } from "@dashboard/pages/draftsPage";
import { MyDraftsPage } from "@dashboard/drafts/MyDraftsPage";
import { MY_DRAFTS_QUERY } from "@dashboard/drafts/MyDrafts";

export const DRAFTS_URL = "/drafts";

export type ListOwnDrafts = (db: Kysely<Database>, userID: number, page: number, limit: number) => Promise<{ drafts: IDraft[]; total: number }>;

export async function registerDraftsPageRoutes(app: FastifyInstance, { listOwnDrafts }: { listOwnDrafts: ListOwnDrafts }): Promise<void> {
    const { db } = app.hearth;
    app.get(DRAFTS_URL, async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(DRAFTS_URL)}`, 302);
        const limit = MY_DRAFTS_QUERY.limit ?? 50;
        const { drafts, total } = await listOwnDrafts(db, user.userID, 1, limit);
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
