/** Entry of /dashboard/roles: the page's one island (its code loads when the page shows it). */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { adminRolesPage } from "@dashboard/pages/adminPages";

void bootPage(adminRolesPage);
