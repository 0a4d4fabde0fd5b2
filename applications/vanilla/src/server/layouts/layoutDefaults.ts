/**
 * The built-in layout of each view type (issue 13): what a forum shows until a site manager
 * assigns a layout of their own, and what "revert to default" returns to. Code, not rows: a new
 * release can improve them for every forum that kept them.
 */
import type { ILayoutWidgetDefinition, LayoutViewType } from "@library/layouts/layoutTypes";
import { PAGE_WIDGET_TYPES } from "@vanilla/layouts/pageWidgetNames";

const BANNER: ILayoutWidgetDefinition = { $hydrate: "react.home-banner" };
const DISCUSSIONS: ILayoutWidgetDefinition = { $hydrate: "react.discussions", title: "Recent Discussions" };
const CATEGORIES: ILayoutWidgetDefinition = { $hydrate: "react.categories", title: "Categories" };
const LEADERS: ILayoutWidgetDefinition = { $hydrate: "react.leaderboard", title: "Top Members" };

export const DEFAULT_LAYOUTS: Record<LayoutViewType, { name: string; layout: ILayoutWidgetDefinition[] }> = {
    home: { name: "Home (default)", layout: [BANNER, DISCUSSIONS, CATEGORIES, LEADERS] },
    subcommunityHome: { name: "Subcommunity Home (default)", layout: [BANNER, DISCUSSIONS, CATEGORIES] },
    // The three pages that were plain pages before layouts (content §9 customLayout flags): their
    // default is that page as one widget, so turning a flag on changes nothing a reader relies on.
    discussionList: { name: "Discussion List (default)", layout: [{ $hydrate: PAGE_WIDGET_TYPES.discussionList }] },
    // The page's heading is the banner's title; the list under it needs none of its own.
    categoryList: { name: "Category List (default)", layout: [{ $hydrate: "react.content-banner", title: "Categories", hideTitle: false }, { ...CATEGORIES, title: "", limit: 50 }] },
    post: { name: "Post (default)", layout: [{ $hydrate: PAGE_WIDGET_TYPES.post }] },
    createPost: { name: "Create Post (default)", layout: [{ $hydrate: PAGE_WIDGET_TYPES.createPost }] },
};
