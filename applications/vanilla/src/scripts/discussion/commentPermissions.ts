/**
 * Who may delete a comment, decided by the shared permission engine so that the Delete button
 * and DELETE /api/v2/comments/{id} agree: community.moderate anywhere, or comments.delete in
 * the comment's category.
 */
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";

export function canDeleteComment(permissions: IPermissionsRecord, categoryID: number): boolean {
    return (
        hasPermission(permissions, "community.moderate", { mode: "global" }) ||
        hasPermission(permissions, "comments.delete", { resourceType: "category", resourceID: categoryID })
    );
}

/**
 * Who may comment on a discussion (content §6: reply, Quote): comments.add in its category, or
 * discussions.close when it is closed. The server's discussion page decides its reply form, Quote
 * and Reply with this (commentsRoutes.canComment); the page's islands can decide with it from the
 * same permissions (the page's metadata).
 */
export function canCommentOnDiscussion(permissions: IPermissionsRecord, discussion: { categoryID: number; closed: boolean }): boolean {
    return hasPermission(permissions, discussion.closed ? "discussions.close" : "comments.add", { resourceType: "category", resourceID: discussion.categoryID });
}
