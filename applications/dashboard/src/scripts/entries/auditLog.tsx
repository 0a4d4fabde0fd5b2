/** Entry of /dashboard/audit-log: a server-rendered table, so only the shared boot (title bar, toasts). */
// first-load budget: 76 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { auditLogPage } from "@dashboard/pages/moderationPages";

void bootPage(auditLogPage);
