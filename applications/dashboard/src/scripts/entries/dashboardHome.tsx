/** Entry of /dashboard: no island of its own, only the title bar's and the toasts'. */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { dashboardHomePage } from "@dashboard/pages/adminPages";

void bootPage(dashboardHomePage);
