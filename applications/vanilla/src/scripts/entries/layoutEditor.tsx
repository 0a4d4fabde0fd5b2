/** Entry of /appearance/layouts (site managers): the layout editor island loads on demand. */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { layoutEditorPage } from "@vanilla/pages/layoutEditorPage";

void bootPage(layoutEditorPage);
