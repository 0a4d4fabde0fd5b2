/**
 * Who may react (content §6), decided by the shared permission engine so that the reaction bar
 * and the server agree. The server imports these same functions.
 */
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import { FLAG_REACTION_CLASS, PROMOTE_URLCODE, type IReaction } from "@vanilla/reactions/reactionTypes";

export interface IReactableRecord {
    categoryID: number;
    closed: boolean;
}

/**
 * Reacting is part of comments.add in the record's category; on a closed discussion
 * discussions.close is required instead (content §6). Removing one's own reaction follows the
 * same rule: a closed discussion is frozen for its members.
 */
export function canReactToRecord(permissions: IPermissionsRecord, record: IReactableRecord): boolean {
    return hasPermission(permissions, record.closed ? "discussions.close" : "comments.add", { resourceID: record.categoryID });
}

/**
 * reactions.{class}.add for the type's class, and curation.manage for Promote. Reaction
 * permissions are global, as in Vanilla: a category junction (e.g. a staff room) does not need
 * its own copy of them.
 */
export function canUseReactionType(permissions: IPermissionsRecord, type: Pick<IReaction, "urlcode" | "class">): boolean {
    // Content §6: the Flag class (Spam, Abuse …) is not a reaction anyone gives through the bar or
    // the API: reporting is its own flow, and a flag must not lower a post's score.
    if (!isBarReaction(type)) return false;
    if (!hasPermission(permissions, `reactions.${type.class.toLowerCase()}.add`, { mode: "global" })) return false;
    if (type.urlcode.toLowerCase() === PROMOTE_URLCODE.toLowerCase()) return hasPermission(permissions, "curation.manage", { mode: "global" });
    return true;
}

/** Flag-class reactions are excluded from the bar (content §6): reporting is its own flow. */
export function isBarReaction(type: Pick<IReaction, "class">): boolean {
    return type.class.toLowerCase() !== FLAG_REACTION_CLASS;
}

/** Removing someone else's reaction is moderation (community.moderate, global). */
export function canRemoveOthersReactions(permissions: IPermissionsRecord): boolean {
    return hasPermission(permissions, "community.moderate", { mode: "global" });
}
