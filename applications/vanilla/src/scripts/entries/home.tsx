/** Entry of the home page (`/`, a layout): server-rendered widgets; only the shell's islands hydrate. */
// first-load budget: 90 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { homePage } from "@vanilla/pages/homePage";

void bootPage(homePage);
