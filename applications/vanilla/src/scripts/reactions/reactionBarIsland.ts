import type { IReactionBarProps } from "@vanilla/reactions/ReactionBar";
import { defineIsland } from "@library/registry/islandDefinition";

/** The reaction bar of a discussion or a comment; its counts come from the reactions slice. */
export const reactionBarIsland = defineIsland<IReactionBarProps>("ReactionBar", () =>
    import(/* webpackChunkName: "ReactionBar" */ "@vanilla/reactions/ReactionBar").then((m) => m.ReactionBar),
);
