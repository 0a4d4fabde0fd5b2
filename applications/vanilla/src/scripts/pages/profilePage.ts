import { definePage } from "@library/boot/pageDefinition";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { userDiscussionsIsland } from "@vanilla/profile/userDiscussionsIsland";

/** A profile and its reactions tab: Island pages; the user's discussions and the pager hydrate. */
export const profilePage = definePage({
    entry: "profile",
    paths: ["/profile/:name", "/profile/reactions/:name"],
    reducers: {},
    islands: [userDiscussionsIsland, pagerIsland],
});
