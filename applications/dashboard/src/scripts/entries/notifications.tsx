/** Entry of /profile/notifications: only the list (Mark All Read) and the pager hydrate, from their own chunks. */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { notificationsPage } from "@dashboard/pages/notificationsPage";

void bootPage(notificationsPage);

