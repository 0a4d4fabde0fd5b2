/**
 * /discussions with customLayout.discussionList: the discussionList layout, its list client-side
 * routed. Loaded only on that App page, where it takes over the list's route: sorting and paging
 * stay inside the layout.
 */
import type { AnyComponent } from "@library/registry/componentRegistry";
import { replaceRoute } from "@library/routing/routeRegistry";
import { discussionListRoute } from "@vanilla/discussions/discussionRoutes";
import { layoutAppPage } from "@vanilla/layouts/layoutAppPage";
import { DiscussionListPageWidget } from "@vanilla/layouts/pageWidgets/DiscussionListPageWidget";
import { PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";

const DiscussionListLayoutPage = layoutAppPage("discussionList", { [PAGE_WIDGET_COMPONENTS.discussionList]: DiscussionListPageWidget as AnyComponent });
export default DiscussionListLayoutPage;

replaceRoute({ ...discussionListRoute, load: () => Promise.resolve({ default: DiscussionListLayoutPage }) });
