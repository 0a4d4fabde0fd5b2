/**
 * The items of the discussion options menu (content §4–§6): which ones the viewer gets, in
 * which group, with which text. Pure, so the island decides whether to render at all with the
 * same answer the menu gives, and the server's routes use the same rules.
 */
import { getMenuItems, type IMenuItemRegistration, type IMenuRecordContext } from "@library/registry/menuItemRegistry";
import { hasPermission } from "@library/users/permissions";
import { secondsLeft } from "@vanilla/discussion/editWindow";
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import {
    canAddDiscussionToCollection,
    canAnnounceDiscussion,
    canChangeDiscussionAuthor,
    canChangeDiscussionType,
    canMoveDiscussion,
    canResolveDiscussion,
    canSeeDiscussionReports,
    canTagDiscussion,
    canViewDiscussionLog,
    DEFAULT_OPTIONS_SETTINGS,
    editAccess,
    type IDiscussionOptionsSettings,
} from "@vanilla/discussion/discussionOptionsPermissions";
import {
    canBumpDiscussion,
    canCloseDiscussion,
    canDeleteDiscussion,
    canDismissDiscussion,
    canSinkDiscussion,
    type IModeratedDiscussion,
} from "@vanilla/discussions/discussionPermissions";

/**
 * The menu's groups in display order (content §6). Our choice of group per item: what the
 * viewer does to the post itself first (Edit, Dismiss), then moderation of its place and shape
 * (Bump, Sink, Move, Change Post Type, Tags, the logs, collections), then its status (Close,
 * Resolve), then reports, and the destructive item last (Delete).
 */
export const OPTION_GROUPS = ["first", "moderation", "status", "flag", "default"] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

/** The name add-ons register items under (addonApi.registerMenuItem). */
export const DISCUSSION_OPTIONS_MENU = "discussionOptions";

export type DiscussionOptionKey =
    | "edit"
    | "dismiss"
    | "bump"
    | "sink"
    | "announce"
    | "changeAuthor"
    | "move"
    | "changeType"
    | "tags"
    | "revisions"
    | "deletedComments"
    | "collections"
    | "close"
    | "resolve"
    | "reports"
    | "delete";

export interface IDiscussionOption {
    /** A DiscussionOptionKey, or "addon:{key}" for an add-on's item. */
    key: DiscussionOptionKey | `addon:${string}`;
    group: OptionGroup;
    /** Untranslated; the menu passes it through t(). Toggles name their current state. */
    label: string;
    /** A link item; otherwise a button. */
    href?: string;
    /** Reports open in a new tab (content §2). */
    newTab?: boolean;
    /** Edit: the seconds the author has left (content §5 "Edit (time)"); absent without a limit. */
    secondsLeft?: number;
    /** An add-on's button item. */
    onSelect?: () => void;
}

export interface IOptionsDiscussion extends IModeratedDiscussion {
    closed: boolean;
    sink: boolean;
    dismissed: boolean;
    resolved?: boolean;
    /** Where an announcement is pinned (content §3); absent: "recent" when pinned. */
    pinLocation?: "category" | "recent" | null;
    /** Needed by the edit window (content §5); without it the author's window is taken as over. */
    dateInserted?: string;
    type?: string;
    /** The category's post types; absent or null = the default list. */
    allowedDiscussionTypes?: string[] | null;
}

export interface IOptionsContext {
    permissions: IPermissionsRecord;
    viewerID: number;
    settings?: IDiscussionOptionsSettings;
    /** The time the rules are applied at (ms); the edit window depends on it. */
    now?: number;
}

/** The links of content §2 for a discussion. */
export const optionUrls = {
    edit: (discussionID: number) => `/post/editdiscussion/${discussionID}`,
    revisions: (discussionID: number) => `/log/filter?recordType=discussion&recordID=${discussionID}`,
    deletedComments: (discussionID: number) => `/log/filter?parentRecordID=${discussionID}&recordType=comment&operation=delete`,
    reports: (discussionID: number) => `/dashboard/content/reports?statuses=none&recordType=discussion&recordID=${discussionID}`,
};

function addonOptions(context: IMenuRecordContext): IDiscussionOption[] {
    return getMenuItems(DISCUSSION_OPTIONS_MENU)
        .filter((item: IMenuItemRegistration) => {
            if (item.permission && !hasPermission(context.permissions, item.permission, { resourceID: context.categoryID })) return false;
            return item.condition ? item.condition(context) : true;
        })
        .map((item) => ({
            key: `addon:${item.key}` as const,
            group: (OPTION_GROUPS as readonly string[]).includes(item.group) ? (item.group as OptionGroup) : "default",
            label: item.label,
            ...(item.href ? { href: item.href(context) } : {}),
            ...(item.onSelect ? { onSelect: () => item.onSelect?.(context) } : {}),
        }));
}

/** The items the viewer may use on the discussion, grouped in OPTION_GROUPS order. */
export function discussionOptions(discussionID: number, discussion: IOptionsDiscussion, context: IOptionsContext): IDiscussionOption[] {
    const { permissions, viewerID } = context;
    const settings = context.settings ?? DEFAULT_OPTIONS_SETTINGS;
    const now = context.now ?? Date.now();
    const options: IDiscussionOption[] = [];
    if (canDismissDiscussion(viewerID, discussion)) options.push({ key: "dismiss", group: "first", label: discussion.dismissed ? "Dismissed" : "Dismiss" });
    // Everything else needs a signed-in viewer: guests never get it, whatever a role grants them.
    if (viewerID > 0) {
        const editable = discussion.dateInserted !== undefined ? { ...discussion, dateInserted: discussion.dateInserted } : null;
        const access = editable ? editAccess(permissions, viewerID, editable, settings.editContentTimeout, now) : false;
        if (editable && access) {
            const left = access === "window" ? secondsLeft({ timeoutSeconds: settings.editContentTimeout, dateInserted: editable.dateInserted, now }) : null;
            options.push({ key: "edit", group: "first", label: "Edit", href: optionUrls.edit(discussionID), ...(left !== null ? { secondsLeft: left } : {}) });
        }
        if (canBumpDiscussion(permissions)) options.push({ key: "bump", group: "moderation", label: "Bump" });
        if (canSinkDiscussion(permissions, discussion)) options.push({ key: "sink", group: "moderation", label: discussion.sink ? "Sunk" : "Sink" });
        if (canAnnounceDiscussion(permissions, viewerID, discussion)) options.push({ key: "announce", group: "moderation", label: "Announce" });
        if (canMoveDiscussion(permissions, viewerID)) options.push({ key: "move", group: "moderation", label: "Move" });
        if (canChangeDiscussionAuthor(permissions, viewerID, discussion)) options.push({ key: "changeAuthor", group: "moderation", label: "Change Author" });
        if (editable && canChangeDiscussionType(permissions, viewerID, editable, discussion.allowedDiscussionTypes, settings.editContentTimeout, now)) {
            options.push({ key: "changeType", group: "moderation", label: "Change Post Type" });
        }
        if (editable && canTagDiscussion(permissions, viewerID, editable, settings, now)) options.push({ key: "tags", group: "moderation", label: "Tag" });
        if (canViewDiscussionLog(permissions, viewerID, discussion)) {
            options.push({ key: "revisions", group: "moderation", label: "Revision History", href: optionUrls.revisions(discussionID) });
            options.push({ key: "deletedComments", group: "moderation", label: "Deleted Comments", href: optionUrls.deletedComments(discussionID) });
        }
        if (canAddDiscussionToCollection(permissions, viewerID, discussion)) options.push({ key: "collections", group: "moderation", label: "Add to Collection" });
        if (canCloseDiscussion(permissions, viewerID, discussion)) options.push({ key: "close", group: "status", label: discussion.closed ? "Closed" : "Close" });
        if (canResolveDiscussion(permissions, viewerID, settings.triageEnabled)) {
            options.push({ key: "resolve", group: "status", label: discussion.resolved ? "Unresolve" : "Resolve" });
        }
        if (canSeeDiscussionReports(permissions, viewerID, discussion, settings.escalationsEnabled)) {
            options.push({ key: "reports", group: "flag", label: "Reports", href: optionUrls.reports(discussionID), newTab: true });
        }
        if (canDeleteDiscussion(permissions, discussion)) options.push({ key: "delete", group: "default", label: "Delete" });
        options.push(
            ...addonOptions({ recordType: "discussion", recordID: discussionID, categoryID: discussion.categoryID, insertUserID: discussion.insertUserID, viewerID, permissions }),
        );
    }
    // A stable sort: within a group, the order above (add-on items after the core's).
    return options.sort((a, b) => OPTION_GROUPS.indexOf(a.group) - OPTION_GROUPS.indexOf(b.group));
}
