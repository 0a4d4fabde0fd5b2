/** Entry of /drafts (My Drafts): the list island and the drafts slice. */
// first-load budget: 76 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { draftsPage } from "@dashboard/pages/draftsPage";

void bootPage(draftsPage);
