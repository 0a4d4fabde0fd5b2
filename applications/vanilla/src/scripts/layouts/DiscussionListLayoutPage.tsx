/** /discussions with customLayout.discussionList: the discussionList layout, its list client-side routed. */
import type { AnyComponent } from "@library/registry/componentRegistry";
import { layoutAppPage } from "@vanilla/layouts/layoutAppPage";
import { DiscussionListPageWidget } from "@vanilla/layouts/pageWidgets/DiscussionListPageWidget";
import { PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";

export default layoutAppPage("discussionList", { [PAGE_WIDGET_COMPONENTS.discussionList]: DiscussionListPageWidget as AnyComponent });
