/** The islands of discussion lists (DESIGN.md §3 "Typed contracts"): one definition each. */
import type { IBookmarkButtonProps } from "@vanilla/discussions/BookmarkButton";
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
