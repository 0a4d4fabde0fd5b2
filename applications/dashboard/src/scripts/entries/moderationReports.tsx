/** Entry of /dashboard/content/reports: the report queue island and the moderation slice. */
// first-load budget: 140 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { reportsPage } from "@dashboard/pages/moderationPages";

void bootPage(reportsPage);
