/** The read-tracking island of the discussion page (DESIGN.md §3 "Typed contracts"). */
import type { IUnreadJumpProps } from "@vanilla/unread/UnreadJump";
import { defineIsland } from "@library/registry/islandDefinition";

export const unreadJumpIsland = defineIsland<IUnreadJumpProps>("UnreadJump", () => import(/* webpackChunkName: "UnreadJump" */ "@vanilla/unread/UnreadJump").then((m) => m.UnreadJump));
