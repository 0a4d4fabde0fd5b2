/** Entry of the profile page: an Island page; only the user's discussions hydrate. */
import { bootPage } from "@library/boot/bootPage";
import { registerLazyComponent } from "@library/registry/componentRegistry";

registerLazyComponent("UserDiscussions", () =>
    import(/* webpackChunkName: "UserDiscussions" */ "@vanilla/profile/UserDiscussions").then((m) => ({ default: m.UserDiscussions })),
);

void bootPage();
