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
