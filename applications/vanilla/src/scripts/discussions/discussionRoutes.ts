import type { IAppRoute } from "@library/routing/routeRegistry";
import { matchesDiscussionListPath } from "@vanilla/discussions/discussionListPath";

export const discussionListRoute: IAppRoute = {
    name: "discussionList",
    matches: matchesDiscussionListPath,
    load: () => import(/* webpackChunkName: "DiscussionListPage" */ "@vanilla/discussions/DiscussionListPage"),
    tick: () => ({ type: "page_view" }),
};
