/** Entry of the discussion page (/discussion/{id}): server-rendered; the comment pager, the reaction bar, the bookmark button, the options menu and the reply form hydrate. */
import { bootPage } from "@library/boot/bootPage";
import { registerPagerIsland } from "@library/navigation/registerPager";
import { registerLazyComponent } from "@library/registry/componentRegistry";
import { registerDiscussionOptions } from "@vanilla/discussion/registerDiscussionOptions";
import { registerBookmarkButton } from "@vanilla/discussions/registerBookmarkButton";
import { reactionsReducer } from "@vanilla/reactions/reactionsSlice";
import { registerReactionBarIsland } from "@vanilla/reactions/registerReactionBar";

registerPagerIsland();
registerBookmarkButton();
registerDiscussionOptions();
registerReactionBarIsland();
registerLazyComponent("CommentSortSelect", () =>
    import(/* webpackChunkName: "CommentSortSelect" */ "@vanilla/discussion/CommentSortSelect").then((m) => ({ default: m.CommentSortSelect })),
);
registerLazyComponent("PostActions", () =>
    import(/* webpackChunkName: "PostActions" */ "@vanilla/discussion/PostActions").then((m) => ({ default: m.PostActions })),
);
registerLazyComponent("CommentForm", () =>
    import(/* webpackChunkName: "CommentForm" */ "@vanilla/discussion/CommentForm").then((m) => ({ default: m.CommentForm })),
);
void bootPage({ reducers: { reactions: reactionsReducer } });
