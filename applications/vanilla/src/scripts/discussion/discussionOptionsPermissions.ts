/**
 * Who may use the options-menu items beyond close, sink, bump, dismiss and delete (content §5
 * "Edit window", "Change Post Type"; §6). Pure, and shared by the menu and the server's routes
 * (discussionModerationRoutes.ts), so the menu offers exactly what the server allows.
 */
import type { IPageMeta } from "@library/boot/pageMeta";
import { hasPermission } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import type { IModeratedDiscussion } from "@vanilla/discussions/discussionPermissions";
import { canEditAnyTime, canEditContent } from "@vanilla/discussion/editWindow";

/** The longest title a discussion may have (ours); the server enforces it. */
export const MAX_DISCUSSION_NAME_LENGTH = 100;

/** The settings the menu's rules read (content §5, §6). */
export interface IDiscussionOptionsSettings {
    /** ui.editContentTimeout in seconds; -1 or null (unset) = no limit. */
    editContentTimeout: number | null;
    /** tagging.enabled */
    taggingEnabled: boolean;
    /** triage.enabled: with staff.allow, the Resolve toggle. */
    triageEnabled: boolean;
    /** The escalations feature flag: with flag.add, reports. */
    escalationsEnabled: boolean;
}

export const DEFAULT_OPTIONS_SETTINGS: IDiscussionOptionsSettings = {
    editContentTimeout: null,
    taggingEnabled: false,
    triageEnabled: false,
    escalationsEnabled: false,
};

/** Reads the settings from the page metadata the server sent (meta.settings, meta.features). */
export function optionsSettingsFromMeta(meta: Pick<IPageMeta, "settings" | "features">): IDiscussionOptionsSettings {
    const timeout = meta.settings?.["ui.editContentTimeout"];
    return {
        editContentTimeout: typeof timeout === "number" ? timeout : typeof timeout === "string" && /^-?\d+$/.test(timeout) ? Number(timeout) : null,
        taggingEnabled: meta.settings?.["tagging.enabled"] === true,
        triageEnabled: meta.settings?.["triage.enabled"] === true,
        escalationsEnabled: meta.features.escalations === true,
    };
}

/**
 * Every post type the forum knows. A category with no list of its own allows the default list:
 * our choice, the types a post can be turned into without extra data (polls and events need
 * their own fields, which is also why Change Post Type leaves them out).
 */
export const DISCUSSION_TYPES = ["discussion", "question", "idea", "poll", "event"] as const;
export const DEFAULT_ALLOWED_DISCUSSION_TYPES = ["discussion", "question", "idea"];
const NOT_CONVERTIBLE = ["poll", "event"];

/** The types a discussion of the category can be changed to (content §5: poll and event excluded). */
export function convertibleTypes(allowedDiscussionTypes: string[] | null | undefined): string[] {
    return (allowedDiscussionTypes ?? DEFAULT_ALLOWED_DISCUSSION_TYPES).filter((type) => !NOT_CONVERTIBLE.includes(type));
}

export interface IEditableDiscussion extends IModeratedDiscussion {
    closed: boolean;
    dateInserted: string;
}

/**
 * How the viewer may edit the discussion: "any time" (moderators), "window" (its author, while
 * it is open and the edit window lasts) or false. The rule itself is editWindow.ts's, the one
 * the comments and the server use too.
 */
export function editAccess(
    permissions: IPermissionsRecord,
    viewerID: number,
    discussion: IEditableDiscussion,
    timeout: number | null,
    now: number,
): "any time" | "window" | false {
    if (viewerID <= 0) return false;
    const input = { viewerID, permissions, insertUserID: discussion.insertUserID, dateInserted: discussion.dateInserted, closed: discussion.closed, categoryID: discussion.categoryID, timeoutSeconds: timeout, now };
    if (canEditAnyTime(input)) return "any time";
    return canEditContent(input) ? "window" : false;
}

export function canEditDiscussion(permissions: IPermissionsRecord, viewerID: number, discussion: IEditableDiscussion, timeout: number | null, now: number): boolean {
    return editAccess(permissions, viewerID, discussion, timeout, now) !== false;
}

/** staff.allow plus the triage setting (content §6). */
export function canResolveDiscussion(permissions: IPermissionsRecord, viewerID: number, triageEnabled: boolean): boolean {
    return viewerID > 0 && triageEnabled && hasPermission(permissions, "staff.allow", { mode: "global" });
}

/** community.moderate, global (content §6 "move a discussion"). */
export function canMoveDiscussion(permissions: IPermissionsRecord, viewerID: number): boolean {
    return viewerID > 0 && hasPermission(permissions, "community.moderate", { mode: "global" });
}

/**
 * Change Post Type (content §5, §6): discussions.manage in the category or community.manage,
 * and the viewer can still edit the post, and more than one convertible type is allowed.
 */
export function canChangeDiscussionType(
    permissions: IPermissionsRecord,
    viewerID: number,
    discussion: IEditableDiscussion,
    allowedDiscussionTypes: string[] | null | undefined,
    timeout: number | null,
    now: number,
): boolean {
    if (convertibleTypes(allowedDiscussionTypes).length <= 1) return false;
    const manages =
        hasPermission(permissions, "discussions.manage", { resourceID: discussion.categoryID }) ||
        hasPermission(permissions, "community.manage", { resourceID: discussion.categoryID, mode: "globalOrResource" });
    return manages && canEditDiscussion(permissions, viewerID, discussion, timeout, now);
}

/** Tags (content §6): when tagging is on, whoever may edit the post now (its author within the window). */
export function canTagDiscussion(permissions: IPermissionsRecord, viewerID: number, discussion: IEditableDiscussion, settings: IDiscussionOptionsSettings, now: number): boolean {
    return settings.taggingEnabled && canEditDiscussion(permissions, viewerID, discussion, settings.editContentTimeout, now);
}

/**
 * Revision history (content §6: discussions.moderate in the category). Deleted comments are the
 * same log, so our choice is the same permission for that link.
 */
export function canViewDiscussionLog(permissions: IPermissionsRecord, viewerID: number, discussion: IModeratedDiscussion): boolean {
    return viewerID > 0 && hasPermission(permissions, "discussions.moderate", { resourceID: discussion.categoryID });
}

/** Reports (content §6): discussions.moderate in the category, or flag.add with the escalations flag on. */
export function canSeeDiscussionReports(permissions: IPermissionsRecord, viewerID: number, discussion: IModeratedDiscussion, escalationsEnabled: boolean): boolean {
    if (viewerID <= 0) return false;
    if (escalationsEnabled && hasPermission(permissions, "flag.add", { resourceID: discussion.categoryID })) return true;
    return hasPermission(permissions, "discussions.moderate", { resourceID: discussion.categoryID });
}

/** Add to collection (content §6): community.manage, global or on the category. */
export function canAddDiscussionToCollection(permissions: IPermissionsRecord, viewerID: number, discussion: IModeratedDiscussion): boolean {
    return viewerID > 0 && hasPermission(permissions, "community.manage", { resourceID: discussion.categoryID, mode: "globalOrResource" });
}

/** Announce (content §6): discussions.moderate in the category, or community.manage (global or on the category). */
export function canAnnounceDiscussion(permissions: IPermissionsRecord, viewerID: number, discussion: IModeratedDiscussion): boolean {
    if (viewerID <= 0) return false;
    return (
        hasPermission(permissions, "discussions.moderate", { resourceID: discussion.categoryID }) ||
        hasPermission(permissions, "community.manage", { resourceID: discussion.categoryID, mode: "globalOrResource" })
    );
}

/** Change Author (content §6): discussions.manage in the category. */
export function canChangeDiscussionAuthor(permissions: IPermissionsRecord, viewerID: number, discussion: IModeratedDiscussion): boolean {
    return viewerID > 0 && hasPermission(permissions, "discussions.manage", { resourceID: discussion.categoryID });
}

/**
 * Split comments into a new discussion (content §2 names the action type). Our rule: it moves
 * posts between discussions like bulk move and merge, so discussions.manage in the category.
 */
export function canSplitComments(permissions: IPermissionsRecord, viewerID: number, categoryID: number): boolean {
    return viewerID > 0 && hasPermission(permissions, "discussions.manage", { resourceID: categoryID });
}

/** Warn a member about a post (content §2 names the action type). Our rule: community.moderate, global. */
export function canWarnMembers(permissions: IPermissionsRecord, viewerID: number): boolean {
    return viewerID > 0 && hasPermission(permissions, "community.moderate", { mode: "global" });
}
