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
 * discussions.close when it is closed. The server's discussion page decides its reply form with
 * this (commentsRoutes.canComment), and the page's islands decide with it again after a Close or
 * reopen on the page, from the same permissions.
 */
export function canCommentOnDiscussion(permissions: IPermissionsRecord, discussion: { categoryID: number; closed: boolean }): boolean {
    return hasPermission(permissions, discussion.closed ? "discussions.close" : "comments.add", { resourceType: "category", resourceID: discussion.categoryID });
}
