/**
 * The items of the discussion options menu (content §4, §6): which ones the viewer gets, in
 * which group, with which text. Pure, so the island decides whether to render at all with the
 * same answer the menu gives.
 */
import type { IPermissionsRecord } from "@library/users/permissionTypes";
import {
    canBumpDiscussion,
    canCloseDiscussion,
    canDeleteDiscussion,
    canDismissDiscussion,
    canSinkDiscussion,
    type IModeratedDiscussion,
} from "@vanilla/discussions/discussionPermissions";

/**
 * The menu's groups in display order (content §6 names first, moderation, status, flag and
 * default; this menu has no flag items). Our choice of group per item: what the viewer does for
 * themselves first (Dismiss), then moderation of the post's place in lists (Bump, Sink), then
 * its status (Close), and the destructive item last (Delete).
 */
export const OPTION_GROUPS = ["first", "moderation", "status", "default"] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

export type DiscussionOptionKey = "dismiss" | "bump" | "sink" | "close" | "delete";

export interface IDiscussionOption {
    key: DiscussionOptionKey;
    group: OptionGroup;
    /** Untranslated; the menu passes it through t(). Toggles name their current state. */
    label: string;
}

export interface IOptionsDiscussion extends IModeratedDiscussion {
    closed: boolean;
    sink: boolean;
    dismissed: boolean;
}

/** The items the viewer may use on the discussion, grouped in OPTION_GROUPS order. */
export function discussionOptions(permissions: IPermissionsRecord, viewerID: number, discussion: IOptionsDiscussion): IDiscussionOption[] {
    const options: IDiscussionOption[] = [];
    if (canDismissDiscussion(viewerID, discussion)) options.push({ key: "dismiss", group: "first", label: discussion.dismissed ? "Dismissed" : "Dismiss" });
    // Everything else is moderation: guests never get it, whatever a role grants them.
    if (viewerID > 0) {
        if (canBumpDiscussion(permissions)) options.push({ key: "bump", group: "moderation", label: "Bump" });
        if (canSinkDiscussion(permissions, discussion)) options.push({ key: "sink", group: "moderation", label: discussion.sink ? "Sunk" : "Sink" });
        if (canCloseDiscussion(permissions, viewerID, discussion)) options.push({ key: "close", group: "status", label: discussion.closed ? "Closed" : "Close" });
        if (canDeleteDiscussion(permissions, discussion)) options.push({ key: "delete", group: "default", label: "Delete" });
    }
    return options.sort((a, b) => OPTION_GROUPS.indexOf(a.group) - OPTION_GROUPS.indexOf(b.group));
}
