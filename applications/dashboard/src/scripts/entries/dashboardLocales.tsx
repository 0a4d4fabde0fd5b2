/** Entry of /dashboard/locales: the locales and translation services island (its code is a chunk of its own). */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { localesPage } from "@dashboard/pages/adminPages";

void bootPage(localesPage);
