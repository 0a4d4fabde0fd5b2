/** Entry of the discussion list page (/discussions): an Island page, or an App page with customLayout.discussionList. */
import { bootPage } from "@library/boot/bootPage";
import { registerPagerIsland } from "@library/navigation/registerPager";
import { registerBookmarkButton } from "@vanilla/discussions/registerBookmarkButton";
import { registerBulkModeration } from "@vanilla/bulk/registerBulkModeration";
import { registerDiscussionListIslands } from "@vanilla/discussions/registerListIslands";
import { registerRoute } from "@library/routing/routeRegistry";
import { discussionListRoute } from "@vanilla/discussions/discussionRoutes";
import { discussionsReducer } from "@vanilla/discussions/discussionsSlice";

registerPagerIsland();
registerBookmarkButton();
registerBulkModeration();
registerDiscussionListIslands();
registerRoute(discussionListRoute);

void bootPage({ reducers: { discussions: discussionsReducer }, appPage: discussionListRoute.load });
