import type { IUserDiscussionsProps } from "@vanilla/profile/UserDiscussions";
import { defineIsland } from "@library/registry/islandDefinition";

/** A profile's discussions with their "more" loader. */
export const userDiscussionsIsland = defineIsland<IUserDiscussionsProps>("UserDiscussions", () =>
    import(/* webpackChunkName: "UserDiscussions" */ "@vanilla/profile/UserDiscussions").then((m) => m.UserDiscussions),
);
