/** Entry of /appearance/themes (administrators): the theme list island and the theme slice. */
// first-load budget: 115 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { themesPage } from "@dashboard/pages/themesPage";

void bootPage(themesPage);
