/** The list of /profile/notifications with its "Mark All Read" (DESIGN.md §3 "Typed contracts"). */
import type { IMyNotificationsProps } from "@dashboard/notifications/MyNotifications";
import { defineIsland } from "@library/registry/islandDefinition";

export const myNotificationsIsland = defineIsland<IMyNotificationsProps>("MyNotifications", () =>
    import(/* webpackChunkName: "MyNotifications" */ "@dashboard/notifications/MyNotifications").then((m) => m.MyNotifications),
);
