/** Entry of /appearance/fragments (site managers): the fragment editor island loads on demand. */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { fragmentEditorPage } from "@vanilla/pages/fragmentEditorPage";

void bootPage(fragmentEditorPage);
