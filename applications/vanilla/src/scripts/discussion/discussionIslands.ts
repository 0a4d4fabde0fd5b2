/** The islands of the discussion page and of the edit page (DESIGN.md §3 "Typed contracts"). */
import type { ICommentFormProps } from "@vanilla/discussion/CommentForm";
import type { ICommentSortSelectProps } from "@vanilla/discussion/CommentSortSelect";
import type { IDiscussionOptionsMenuProps } from "@vanilla/discussion/DiscussionOptionsMenu";
import type { IDiscussionStatusProps } from "@vanilla/discussion/DiscussionStatus";
import type { IEditDiscussionFormProps } from "@vanilla/discussion/EditDiscussionForm";
import type { IPostFooterProps } from "@vanilla/discussion/PostFooter";
import type { ICommentModerationMenuProps } from "@vanilla/discussion/CommentModerationMenu";
import { defineIsland } from "@library/registry/islandDefinition";

/** Rendered only for viewers with at least one item in the menu. */
export const discussionOptionsIsland = defineIsland<IDiscussionOptionsMenuProps>("DiscussionOptionsMenu", () =>
    import(/* webpackChunkName: "DiscussionOptionsMenu" */ "@vanilla/discussion/DiscussionOptionsMenu").then((m) => m.DiscussionOptionsMenu),
);

/** The "Closed" label under the title: it follows the options menu's Close and reopen (DiscussionStatus.tsx). */
export const discussionStatusIsland = defineIsland<IDiscussionStatusProps>("DiscussionStatus", () =>
    import(/* webpackChunkName: "DiscussionStatus" */ "@vanilla/discussion/DiscussionStatus").then((m) => m.DiscussionStatus),
);

export const commentSortIsland = defineIsland<ICommentSortSelectProps>("CommentSortSelect", () =>
    import(/* webpackChunkName: "CommentSortSelect" */ "@vanilla/discussion/CommentSortSelect").then((m) => m.CommentSortSelect),
);

/** Under each post: its reaction bar and its actions, one root (PostFooter.tsx). */
export const postFooterIsland = defineIsland<IPostFooterProps>("PostFooter", () =>
    import(/* webpackChunkName: "PostFooter" */ "@vanilla/discussion/PostFooter").then((m) => m.PostFooter),
);

export const commentFormIsland = defineIsland<ICommentFormProps>("CommentForm", () =>
    import(/* webpackChunkName: "CommentForm" */ "@vanilla/discussion/CommentForm").then((m) => m.CommentForm),
);

export const editDiscussionIsland = defineIsland<IEditDiscussionFormProps>("EditDiscussionForm", () =>
    import(/* webpackChunkName: "EditDiscussionForm" */ "@vanilla/discussion/EditDiscussionForm").then((m) => m.EditDiscussionForm),
);

/** A comment's Split and Warn, for viewers who may use one of them. */
export const commentModerationIsland = defineIsland<ICommentModerationMenuProps>("CommentModerationMenu", () =>
    import(/* webpackChunkName: "CommentModerationMenu" */ "@vanilla/discussion/CommentModerationMenu").then((m) => m.CommentModerationMenu),
);
