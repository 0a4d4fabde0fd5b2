/** Entry of /dashboard/members: the page's one island (its code loads when the page shows it). */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { adminMembersPage } from "@dashboard/pages/adminPages";

void bootPage(adminMembersPage);
