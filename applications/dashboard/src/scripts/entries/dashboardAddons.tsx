/** Entry of /dashboard/addons: the add-ons island (its code is a chunk of its own). */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { addonsPage } from "@dashboard/pages/adminPages";

void bootPage(addonsPage);
