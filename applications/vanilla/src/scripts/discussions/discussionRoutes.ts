import type { IAppRoute } from "@library/routing/routeRegistry";
import { matchesDiscussionListPath } from "@vanilla/discussions/discussionListPath";
import { loadFeature } from "@library/lazy/loadFeature";

export const discussionListRoute: IAppRoute = {
    name: "discussionList",
    matches: matchesDiscussionListPath,
    load: () => loadFeature(() => import(/* webpackChunkName: "DiscussionListPage" */ "@vanilla/discussions/DiscussionListPage")),
    tick: () => ({ type: "page_view" }),
};
