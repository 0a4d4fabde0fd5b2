/**
 * Who may use each item of the discussion options menu (content §6), decided by the shared
 * permission engine so the menu offers exactly what the server allows. The server's
 * moderation routes (discussionModerationRoutes.ts) import these same functions.
 */
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";

export interface IModeratedDiscussion {
    categoryID: number;
    insertUserID: number;
    /** An announcement: only those can be dismissed. */
    pinned: boolean;
}

/** discussions.close in the category, or the author with discussions.closeOwn. */
export function canCloseDiscussion(permissions: IPermissionsRecord, viewerID: number, discussion: IModeratedDiscussion): boolean {
    const inCategory = { resourceID: discussion.categoryID };
    if (hasPermission(permissions, "discussions.close", inCategory)) return true;
    return viewerID > 0 && discussion.insertUserID === viewerID && hasPermission(permissions, "discussions.closeOwn", inCategory);
}

/** discussions.moderate in the category, or community.manage (global or on the category). */
export function canSinkDiscussion(permissions: IPermissionsRecord, discussion: IModeratedDiscussion): boolean {
    return (
        hasPermission(permissions, "discussions.moderate", { resourceID: discussion.categoryID }) ||
        hasPermission(permissions, "community.manage", { resourceID: discussion.categoryID, mode: "globalOrResource" })
    );
}

/** curation.manage; global, like the Promote reaction it also gates. */
export function canBumpDiscussion(permissions: IPermissionsRecord): boolean {
    return hasPermission(permissions, "curation.manage", { mode: "global" });
}

/** Any signed-in viewer may dismiss an announcement for themselves. */
export function canDismissDiscussion(viewerID: number, discussion: IModeratedDiscussion): boolean {
    return viewerID > 0 && discussion.pinned;
}

/** discussions.manage in the category. */
export function canDeleteDiscussion(permissions: IPermissionsRecord, discussion: IModeratedDiscussion): boolean {
    return hasPermission(permissions, "discussions.manage", { resourceID: discussion.categoryID });
}

/** discussions.manage in the category: the bulk-moderation checkbox, and every bulk action, need it (content §6). */
export function canBulkModerateDiscussion(permissions: IPermissionsRecord, discussion: Pick<IModeratedDiscussion, "categoryID">): boolean {
    return hasPermission(permissions, "discussions.manage", { resourceID: discussion.categoryID });
}
