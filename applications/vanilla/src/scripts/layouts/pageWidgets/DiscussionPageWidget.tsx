/**
 * The discussion with its comments and reply box as the main widget of the post layout
 * (customLayout.post): the discussion page's component with the props its route read for the
 * viewer (permissions, paging, the reply form). Its islands hydrate as on the plain page.
 */
import { DiscussionPage, type IDiscussionPageProps } from "@vanilla/discussion/DiscussionPage";
import { PAGE_WIDGET_PLACEHOLDERS } from "@vanilla/layouts/pageWidgets/PageWidgetPlaceholder";
import { PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";

export function DiscussionPageWidget(props: Partial<IDiscussionPageProps>) {
    if (!props.discussion) {
        const Placeholder = PAGE_WIDGET_PLACEHOLDERS[PAGE_WIDGET_COMPONENTS.post]!;
        return <Placeholder />;
    }
    return <DiscussionPage {...(props as IDiscussionPageProps)} />;
}
