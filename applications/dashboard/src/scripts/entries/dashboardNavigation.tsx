/** Entry of /dashboard/navigation: the navigation editor island (its code is a chunk of its own). */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { navigationPage } from "@dashboard/pages/adminPages";

void bootPage(navigationPage);
