/**
 * Who sees what on the user card (shell §6). Pure functions of the viewer's permissions, the
 * site context and the user, so the link, the card and the tests share one reading of the rules.
 * The server applies the same rules to what it sends (usersRoutes.ts); these decide the display.
 */
import type { ISiteContext } from "@library/boot/pageMeta";
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import type { IUser } from "@library/users/userTypes";

export const USER_CARD_PERMISSIONS = ["profiles.view", "users.add", "users.edit", "users.delete"];

/** Without any of these the name is plain text (no card, no link). */
export function canSeeUserCard(permissions: IPermissionsRecord): boolean {
    return hasPermission(permissions, USER_CARD_PERMISSIONS);
}

export function canSeeEmail(permissions: IPermissionsRecord): boolean {
    return hasPermission(permissions, "personalInfo.view");
}

/**
 * conversations.add, conversations enabled, the user not banned. Not on one's own card either:
 * a message to oneself is never what the reader means. The profile page's Message link
 * (ProfileFrame.tsx) follows the same rule.
 */
export function canMessage(permissions: IPermissionsRecord, site: ISiteContext | undefined, user: Pick<IUser, "userID"> & { banned: number | boolean }, viewerID: number): boolean {
    return hasPermission(permissions, "conversations.add") && !!site?.conversationsEnabled && !user.banned && user.userID !== viewerID;
}

export type ReducedReason = "banned" | "private";

/** Why the card is reduced to photo, name, label and message; null for the full card. */
export function reducedCardReason(permissions: IPermissionsRecord, site: ISiteContext | undefined, user: IUser, viewerID: number): ReducedReason | null {
    if (canSeeEmail(permissions) || (viewerID !== 0 && viewerID === user.userID)) return null;
    if (user.banned && site?.bannedPrivateProfile) return "banned";
    if (user.private) return "private";
    return null;
}
