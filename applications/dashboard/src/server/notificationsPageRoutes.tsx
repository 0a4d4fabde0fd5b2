/**
 * The member's notifications, all of them, page by page (the title bar's drop-down shows the
 * newest and links here with "View All"):
 *   GET  /profile/notifications, /profile/notifications/p{n}   newest first, NOTIFICATIONS_PAGE_LIMIT a page
 *   POST /profile/notifications                               Mark All Read without JavaScript, then back to page 1
 * Signed-in members only: a guest is sent to sign in and back, as on /drafts and /messages. The
 * rows are the ones GET /api/v2/notifications answers (listNotifications, the same statement),
 * so the page never has a second idea of whose notifications a member sees. As /profile/edit does,
 * this address wins over a member named "notifications", whose tabs still open by ID.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { lastPage } from "@library/navigation/pagerMath";
import { NOTIFICATIONS_URL, notificationsPageUrl } from "@library/notifications/notificationUrls";
import { getViewer } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import { NotificationsPage } from "@dashboard/notifications/NotificationsPage";
import { notificationsPage } from "@dashboard/pages/notificationsPage";
import { listNotifications, markAllNotificationsRead, NOTIFICATIONS_PAGE_LIMIT } from "./notifications";

/** The page number of the address's last segment: none is page 1, "p{n}" page n; anything else is not a page. */
function pageOf(segment: string | undefined): number | null {
    if (segment === undefined) return 1;
    const match = /^p(\d{1,6})$/.exec(segment);
    return match && Number(match[1]) >= 1 ? Number(match[1]) : null;
}

export async function registerNotificationsPageRoutes(app: FastifyInstance): Promise<void> {
    const { db } = app.hearth;
    const signInFirst = (request: FastifyRequest, reply: FastifyReply, status: 302 | 303) => reply.redirect(`/entry/signin?target=${encodeURIComponent(request.url)}`, status);

    const page = async (request: FastifyRequest<{ Params: { page?: string } }>, reply: FastifyReply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return signInFirst(request, reply, 302);
        const number = pageOf(request.params.page);
        if (number === null) return renderErrorPage(request, reply, 404);
        const limit = NOTIFICATIONS_PAGE_LIMIT;
        const { notifications, total } = await listNotifications(db, user.userID, number, limit);
        // Content §4: a page past the last is the last one (page 1 when there are none).
        const last = lastPage({ page: number, limit, total, hasMorePages: false });
        if (number > last) return reply.redirect(notificationsPageUrl(last), 302);
        return renderPage(request, reply, {
            page: notificationsPage,
            mode: "island",
            title: t("Notifications"),
            element: (
                <NotificationsPage
                    // What the items draw (NotificationItem), not every field of the API's.
                    notifications={notifications.map(({ notificationID, activityType, reason, body, photoUrl, url, dateInserted, dateUpdated, read }) => ({
                        notificationID,
                        activityType,
                        reason,
                        body,
                        photoUrl,
                        url,
                        dateInserted,
                        dateUpdated,
                        read,
                    }))}
                    pager={{
                        page: number,
                        limit,
                        total,
                        hasMorePages: number * limit < total,
                        resultsOnPage: notifications.length,
                        firstPageUrl: NOTIFICATIONS_URL,
                        pageUrlTemplate: `${NOTIFICATIONS_URL}/p{page}`,
                    }}
                />
            ),
        });
    };
    app.get(NOTIFICATIONS_URL, page);
    app.get<{ Params: { page: string } }>(`${NOTIFICATIONS_URL}/:page`, page);

    app.post(NOTIFICATIONS_URL, async (request, reply) => {
        const { user } = await getViewer(request);
        if (user.userID === 0) return signInFirst(request, reply, 303);
        await markAllNotificationsRead(db, user.userID);
        return reply.redirect(NOTIFICATIONS_URL, 303);
    });
}
