/** Entry of /log/filter: the revision / deleted-comment log island and the moderation slice. */
// first-load budget: 76 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { logPage } from "@dashboard/pages/moderationPages";

void bootPage(logPage);
