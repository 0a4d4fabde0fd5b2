/** Entry of the discussion list page (/discussions): an Island page, or an App page with customLayout.discussionList. Its budget is issue 18's goal for a guest's list page. */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { registerRoute } from "@library/routing/routeRegistry";
import { discussionListRoute } from "@vanilla/discussions/discussionRoutes";
import { discussionListPage } from "@vanilla/pages/discussionListPage";

// App pages navigate between list pages without a reload.
registerRoute(discussionListRoute);
void bootPage(discussionListPage);
