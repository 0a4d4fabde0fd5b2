import { definePage } from "@library/boot/pageDefinition";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { userDiscussionsIsland } from "@vanilla/profile/userDiscussionsIsland";

/** A profile and its tabs (discussions, comments, reactions): Island pages; the user's discussions and the pager hydrate. */
export const profilePage = definePage({
    entry: "profile",
    paths: ["/profile/:name", "/profile/reactions/:name", "/profile/discussions/:userID/:name", "/profile/comments/:userID/:name"],
    reducers: {},
    islands: [userDiscussionsIsland, pagerIsland],
});
