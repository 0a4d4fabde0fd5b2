/** Where a member sees all their notifications, page by page (dashboard notificationsPageRoutes.tsx). */
export const NOTIFICATIONS_URL = "/profile/notifications";

/** The address of page `page` of the notifications: /profile/notifications, then /profile/notifications/p2 … */
export function notificationsPageUrl(page: number): string {
    return page > 1 ? `${NOTIFICATIONS_URL}/p${page}` : NOTIFICATIONS_URL;
}
