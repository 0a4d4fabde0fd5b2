/**
 * api.notify (add-on API version 5): an add-on's notification leaves the request through the
 * durable job queue like the core's events (vanilla/postEvents.ts), and the job delivers the
 * host event "addonNotification"; the notifications application stores it (dashboard
 * notifications.ts), so add-ons never touch the notifications table themselves.
 */
import type { FastifyInstance } from "fastify";
import type { IAddonNotificationEvent } from "@server/events";
import { enqueueJob } from "@server/jobs/jobRunner";

export const ADDON_NOTIFICATION_JOB = "addons.notify";
/** A failed delivery is tried again soon, as the core's events are. */
const DELIVERY_BACKOFF_MS = 5_000;

export function registerAddonNotificationJob(app: FastifyInstance): void {
    const { jobs, events } = app.hearth;
    jobs.register(ADDON_NOTIFICATION_JOB, (payload) => events.deliver("addonNotification", payload as IAddonNotificationEvent), { backoffMs: DELIVERY_BACKOFF_MS });
}

export async function enqueueAddonNotification(app: FastifyInstance, addon: string, notification: Omit<IAddonNotificationEvent, "addon">): Promise<void> {
    if (!notification.activityType.startsWith(`${addon}.`)) throw new Error(`the notification type "${notification.activityType}" must be named "${addon}.<what>".`);
    if (notification.userIDs.length === 0) return;
    await enqueueJob(app.hearth.db, ADDON_NOTIFICATION_JOB, { ...notification, addon }, new Date());
    app.hearth.jobs.wake();
}
