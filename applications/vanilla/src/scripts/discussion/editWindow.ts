/**
 * The edit window of content §5 and the edit rights of content §6, as one pure rule shared by
 * the front end (which shows or hides Edit) and the server (which enforces it), for discussions
 * and comments alike.
 *
 * - community.moderate (global) edits anything at any time;
 * - discussions.edit / comments.edit on the category edits any post there, at any time;
 * - the author (a signed-in viewer whose ID is insertUserID) edits their own post while it is
 *   open (not closed) and until ui.editContentTimeout seconds have passed since dateInserted;
 *   a timeout of -1, or none configured, means no limit.
 *
 * The server reads the timeout from the site config key "Garden.EditContentTimeout" (the
 * spec's ui.editContentTimeout) and passes it to the page, so both sides use the same number.
 */
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";

export interface IEditWindowInput {
    /** 0 for a guest. */
    viewerID: number;
    permissions: IPermissionsRecord;
    insertUserID: number;
    /** ISO date the post was made. */
    dateInserted: string;
    /** The discussion is closed (for a comment: the discussion it belongs to). */
    closed: boolean;
    categoryID: number;
    /** ui.editContentTimeout in seconds; -1, null or undefined = no limit. */
    timeoutSeconds?: number | null;
    /** Milliseconds since the epoch; Date.now() when left out. */
    now?: number;
    /** Which category edit permission applies; "discussion" when left out. */
    recordType?: "discussion" | "comment";
}

function hasLimit(timeoutSeconds: number | null | undefined): timeoutSeconds is number {
    return typeof timeoutSeconds === "number" && Number.isFinite(timeoutSeconds) && timeoutSeconds >= 0;
}

/**
 * Seconds the author has left to edit, rounded down and never below 0; null when there is no
 * limit. Moderators are not bound by it (see canEditContent).
 */
export function secondsLeft({ dateInserted, timeoutSeconds, now = Date.now() }: Pick<IEditWindowInput, "dateInserted" | "timeoutSeconds" | "now">): number | null {
    if (!hasLimit(timeoutSeconds)) return null;
    const inserted = Date.parse(dateInserted);
    // An unreadable date cannot prove the post is still young: treat the window as spent.
    if (Number.isNaN(inserted)) return 0;
    const left = inserted + timeoutSeconds * 1000 - now;
    return Math.max(0, Math.floor(left / 1000));
}

/** Editing at any time, whoever wrote the post: the moderators' part of the rule above. */
export function canEditAnyTime({ permissions, categoryID, recordType = "discussion" }: Pick<IEditWindowInput, "permissions" | "categoryID" | "recordType">): boolean {
    if (hasPermission(permissions, "community.moderate", { mode: "global" })) return true;
    const editPermission = recordType === "comment" ? "comments.edit" : "discussions.edit";
    return hasPermission(permissions, editPermission, { resourceType: "category", resourceID: categoryID });
}

/** Whether the viewer may edit a post now. */
export function canEditContent(input: IEditWindowInput): boolean {
    const { viewerID, insertUserID, closed } = input;
    if (canEditAnyTime(input)) return true;
    if (viewerID === 0 || viewerID !== insertUserID) return false;
    if (closed) return false;
    const left = secondsLeft(input);
    return left === null || left > 0;
}

/** Content §5: "Edit (time)" is refreshed every 10 s while more than 60 s remain, else every 5 s. */
export function editLabelRefreshMs(seconds: number): number {
    return seconds > 60 ? 10_000 : 5_000;
}
