import type { IAppRoute } from "@library/routing/routeRegistry";
import { matchesDiscussionListPath } from "@vanilla/discussions/discussionListPath";
import { loadFeature } from "@library/lazy/loadFeature";

export const discussionListRoute: IAppRoute = {
    name: "discussionList",
    matches: matchesDiscussionListPath,
    // App mode is customLayout.discussionList's: the list is drawn from its layout (content §9).
    load: () => loadFeature(() => import(/* webpackChunkName: "DiscussionListLayoutPage" */ "@vanilla/layouts/DiscussionListLayoutPage")),
    tick: () => ({ type: "page_view" }),
};
