/** Entry of /categories and /categories/{id}: server-rendered; the pager and the list's buttons hydrate. */
// first-load budget: 75 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { categoryListPage } from "@vanilla/pages/categoryListPage";

void bootPage(categoryListPage);
