/**
 * The discussion list as the main widget of the discussionList layout (customLayout.discussionList):
 * the same page component, sorts, pagers and all. Its records are the page's (the server preloads
 * them for the viewer as for the plain page); on client-side navigation it follows the router.
 */
import type { IRouteLocation } from "@library/routing/routeRegistry";
import { useRouter } from "@library/routing/AppRouter";
import DiscussionListPage from "@vanilla/discussions/DiscussionListPage";
import { PAGE_WIDGET_PLACEHOLDERS } from "@vanilla/layouts/pageWidgets/PageWidgetPlaceholder";
import { PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";

export function DiscussionListPageWidget({ location }: { location?: IRouteLocation }) {
    const router = useRouter();
    const shown = router?.location ?? location;
    if (!shown) {
        const Placeholder = PAGE_WIDGET_PLACEHOLDERS[PAGE_WIDGET_COMPONENTS.discussionList]!;
        return <Placeholder />;
    }
    return <DiscussionListPage location={shown} />;
}
