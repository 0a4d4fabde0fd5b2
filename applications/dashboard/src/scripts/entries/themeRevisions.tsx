/** Entry of /appearance/style-guides/{themeID}/revisions: the revisions island and the theme slice. */
// first-load budget: 115 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { themeRevisionsPage } from "@dashboard/pages/themesPage";

void bootPage(themeRevisionsPage);
