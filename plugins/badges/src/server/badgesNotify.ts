/**
 * "You earned a badge" in the member's notifications (the title bar's list and count), through
 * the host's notifications (api.notify: bell, page, e-mail by the member's choice). One per
 * award: the key names the badge and the award's date, and the host keeps one notification per
 * key and member, so a job delivering the same award again adds nothing. A badge is about no
 * post: no category limits who hears of it.
 */
import type { IServerAddonApi } from "@server/addons/serverAddonApi";
import { badgeUrl, type BadgesDatabase } from "./badgesModel";

export async function notifyBadge(api: Pick<IServerAddonApi, "notify">, db: BadgesDatabase, badge: { badgeID: number; name: string }, userID: number): Promise<void> {
    const { dateInserted } = await db.selectFrom("badges_users").select("dateInserted").where("badgeID", "=", badge.badgeID).where("userID", "=", userID).executeTakeFirstOrThrow();
    await api.notify({
        eventKey: `badge:${badge.badgeID}:${dateInserted}`,
        userIDs: [userID],
        categoryID: null,
        activityType: "badges.earned",
        reason: "You earned a badge.",
        body: `You earned the ${badge.name} badge.`,
        url: badgeUrl(badge.badgeID),
        recordType: "badge",
        recordID: badge.badgeID,
        discussionID: null,
    });
}
