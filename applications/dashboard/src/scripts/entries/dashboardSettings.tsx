/** Entry of /dashboard/settings: the settings form island (its code is a chunk of its own). */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { settingsPage } from "@dashboard/pages/adminPages";

void bootPage(settingsPage);
