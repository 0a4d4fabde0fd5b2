/** Entry of the profile page: an Island page; only the user's discussions hydrate. */
import { bootPage } from "@library/boot/bootPage";
import { registerLazyComponent } from "@library/registry/componentRegistry";
import { registerPagerIsland } from "@library/navigation/registerPager";

registerLazyComponent("UserDiscussions", () =>
    import(/* webpackChunkName: "UserDiscussions" */ "@vanilla/profile/UserDiscussions").then((m) => ({ default: m.UserDiscussions })),
);

// The pager of /profile/reactions/{name}.
registerPagerIsland();
void bootPage();
