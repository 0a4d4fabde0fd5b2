import { registerLazyComponent } from "@library/registry/componentRegistry";

/** The island name of the reaction bar; pages with reactions register it with this call. */
export const REACTION_BAR_ISLAND = "ReactionBar";

export function registerReactionBarIsland(): void {
    registerLazyComponent(REACTION_BAR_ISLAND, () => import(/* webpackChunkName: "ReactionBar" */ "@vanilla/reactions/ReactionBar"));
}
