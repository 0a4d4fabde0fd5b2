import { definePage } from "@library/boot/pageDefinition";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { commentFormIsland, commentModerationIsland, commentSortIsland, discussionOptionsIsland, discussionStatusIsland, postFooterIsland } from "@vanilla/discussion/discussionIslands";
import { bookmarkButtonIsland } from "@vanilla/discussions/discussionListIslands";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";
import { reactionsReducer } from "@vanilla/reactions/reactionsSlice";
import { reactionsPreloadCodec } from "@vanilla/reactions/reactionsPreload";
import { unreadJumpIsland } from "@vanilla/unread/unreadIslands";
import { translateButtonIsland } from "@library/translations/translatorIsland";
import { LAYOUT_PAGE_ISLANDS } from "@vanilla/layouts/layoutPageIslands";

/**
 * A discussion with its comments (content §2), an Island page — also with customLayout.post, when
 * the post layout is drawn around it (its redirect notice is then an island too). The reaction bars read their
 * counts from the reactions slice, the only state it sends; the options menu and the bookmark
 * button keep their changes in the discussions slice, which starts empty (the "Closed" label
 * under the title reads the menu's Close and reopen from there).
 */
export const discussionPage = definePage({
    entry: "discussion",
    paths: ["/discussion/:id", "/discussion/:id/*"],
    reducers: { reactions: reactionsReducer, discussions: discussionsReducer },
    islands: [pagerIsland, commentSortIsland, bookmarkButtonIsland, discussionOptionsIsland, discussionStatusIsland, postFooterIsland, commentFormIsland, unreadJumpIsland, commentModerationIsland, translateButtonIsland, ...LAYOUT_PAGE_ISLANDS],
    islandState: (state) => ({ reactions: state.reactions }),
    preloadCodecs: { reactions: reactionsPreloadCodec },
    // New comments, edits, deletions and reaction counts while the page is open (issue 12 item 3).
    live: () => import(/* webpackChunkName: "discussionLive" */ "@vanilla/live/discussionLive"),
});
