/**
 * "You earned a badge" in the member's notifications (the title bar's list and count). One row
 * per award: the key names the badge and the award's date, and (eventKey, userID) is unique, so
 * a job delivering the same award again adds nothing.
 */
import type { BadgesDatabase } from "./badgesModel";
import { badgeUrl } from "./badgesModel";

function escapeHtml(text: string): string {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export async function notifyBadge(db: BadgesDatabase, badge: { badgeID: number; name: string }, userID: number, dateInserted: string): Promise<void> {
    await db
        .insertInto("notifications")
        .values({
            userID,
            activityType: "badge",
            reason: "You earned a badge.",
            body: `You earned the <b>${escapeHtml(badge.name)}</b> badge.`,
            photoUrl: "",
            url: badgeUrl(badge.badgeID),
            recordType: "badge",
            recordID: badge.badgeID,
            discussionID: null,
            eventKey: `badge:${badge.badgeID}:${dateInserted}`,
            dateInserted,
            dateUpdated: dateInserted,
            read: 0,
        })
        .onConflict((conflict) => conflict.columns(["eventKey", "userID"]).doNothing())
        .execute();
}
