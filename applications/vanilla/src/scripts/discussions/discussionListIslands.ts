/** The islands of discussion lists (DESIGN.md §3 "Typed contracts"): one definition each. */
import type { IBookmarkButtonProps } from "@vanilla/discussions/BookmarkButton";
import type { IDiscussionRowCategoryProps, IDiscussionRowStatusProps } from "@vanilla/discussions/DiscussionRowState";
import type { IDiscussionSortSelectProps } from "@vanilla/discussions/DiscussionSortSelect";
import type { IDismissToggleProps } from "@vanilla/discussions/DismissToggle";
import { defineIsland } from "@library/registry/islandDefinition";

/** Signed-in viewers only; on the lists and the discussion page. */
export const bookmarkButtonIsland = defineIsland<IBookmarkButtonProps>("BookmarkButton", () =>
    import(/* webpackChunkName: "BookmarkButton" */ "@vanilla/discussions/BookmarkButton").then((m) => m.BookmarkButton),
);

export const discussionSortIsland = defineIsland<IDiscussionSortSelectProps>("DiscussionSort", () =>
    import(/* webpackChunkName: "DiscussionSortSelect" */ "@vanilla/discussions/DiscussionSortSelect").then((m) => m.DiscussionSortSelect),
);

/** Announcements only, signed-in viewers only (guests never load it). */
export const dismissToggleIsland = defineIsland<IDismissToggleProps>("DismissAnnouncement", () =>
    import(/* webpackChunkName: "DismissToggle" */ "@vanilla/discussions/DismissToggle").then((m) => m.DismissToggle),
);

/**
 * A row's Closed tag and its category, on the rows a viewer may act on in bulk (those with the
 * bulk checkbox): a bulk close or move shows in them at once (DiscussionRowState.tsx).
 */
export const discussionRowStatusIsland = defineIsland<IDiscussionRowStatusProps>("DiscussionRowStatus", () =>
    import(/* webpackChunkName: "DiscussionRowState" */ "@vanilla/discussions/DiscussionRowState").then((m) => m.DiscussionRowStatus),
);

export const discussionRowCategoryIsland = defineIsland<IDiscussionRowCategoryProps>("DiscussionRowCategory", () =>
    import(/* webpackChunkName: "DiscussionRowState" */ "@vanilla/discussions/DiscussionRowState").then((m) => m.DiscussionRowCategory),
);
