/** Entry of /dashboard/content/reports: the report queue island and the moderation slice (96.5 KB gzip when written; the island loads when shown). */
// first-load budget: 76 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { reportsPage } from "@dashboard/pages/moderationPages";

void bootPage(reportsPage);
