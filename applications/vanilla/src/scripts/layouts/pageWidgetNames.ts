/**
 * The names of the page widgets (server: layouts/pageWidgets.ts): the `$hydrate` type a layout
 * stores and the component the page renders, for the three view types that used to be plain pages.
 */
export type PageWidgetViewType = "discussionList" | "post" | "createPost";

export const PAGE_WIDGET_TYPES: Readonly<Record<PageWidgetViewType, string>> = {
    discussionList: "react.page.discussion-list",
    post: "react.page.discussion",
    createPost: "react.page.create-post",
};

export const PAGE_WIDGET_COMPONENTS: Readonly<Record<PageWidgetViewType, string>> = {
    discussionList: "DiscussionListPageWidget",
    post: "DiscussionPageWidget",
    createPost: "CreatePostPageWidget",
};
