import { definePage } from "@library/boot/pageDefinition";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { myNotificationsIsland } from "@dashboard/notifications/myNotificationsIsland";

/** /profile/notifications (signed-in members): the list with Mark All Read, and the pager. */
export const notificationsPage = definePage({
    entry: "notifications",
    paths: ["/profile/notifications", "/profile/notifications/:page"],
    reducers: {},
    islands: [myNotificationsIsland, pagerIsland],
});
