/**
 * Which bulk actions the selection allows (content §5 "Bulk availability"), each with the
 * message shown on its disabled button. Decided with the permission functions the server uses
 * on each discussion (discussionPermissions.ts), from the viewer's permissions on the page.
 */
import { t } from "@library/i18n/t";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import type { BulkActionType, IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { canEditAnyTime } from "@vanilla/discussion/editWindow";
import { canCloseDiscussion, canDeleteDiscussion } from "@vanilla/discussions/discussionPermissions";

export const BULK_MESSAGES = {
    noEdit: "You don’t have the edit permission on the following discussions:",
    mergeMinimum: "You must select at least 2 discussions to merge.",
    alreadyClosed: "Selected discussions are already closed.",
    noClose: "You don't have the close permission on the following discussions:",
    noDelete: "You don’t have the delete permission on the following discussions:",
} as const;

export interface IBulkAvailability {
    disabled: boolean;
    /** Why it is disabled, translated, with the names of the discussions concerned. */
    reason?: string;
}

export type BulkAvailability = Record<BulkActionType, IBulkAvailability>;

const AVAILABLE: IBulkAvailability = { disabled: false };

/** Disabled when `denied` is not empty, with the message followed by their names. */
function unlessDenied(message: string, denied: IBulkDiscussion[]): IBulkAvailability {
    if (denied.length === 0) return AVAILABLE;
    return { disabled: true, reason: `${t(message)} ${denied.map((discussion) => discussion.name).join(", ")}` };
}

export function bulkAvailability(permissions: IPermissionsRecord, viewerID: number, selected: IBulkDiscussion[]): BulkAvailability {
    // Moderator-level edit (content §6): an author's own edit window does not count for bulk moves.
    const noEdit = selected.filter((discussion) => !canEditAnyTime({ permissions, categoryID: discussion.categoryID }));
    const move = unlessDenied(BULK_MESSAGES.noEdit, noEdit);
    const merge = selected.length < 2 ? { disabled: true, reason: t(BULK_MESSAGES.mergeMinimum) } : move;
    const close =
        selected.length > 0 && selected.every((discussion) => discussion.closed)
            ? { disabled: true, reason: t(BULK_MESSAGES.alreadyClosed) }
            : unlessDenied(BULK_MESSAGES.noClose, selected.filter((discussion) => !canCloseDiscussion(permissions, viewerID, discussion)));
    const remove = unlessDenied(BULK_MESSAGES.noDelete, selected.filter((discussion) => !canDeleteDiscussion(permissions, discussion)));
    return { move, merge, close, delete: remove };
}
