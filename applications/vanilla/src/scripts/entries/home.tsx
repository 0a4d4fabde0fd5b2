/** Entry of the home page (`/`, a layout): server-rendered widgets; only the shell's islands hydrate. */
// Issue 13 asks ≤ 90 KB; the shared boot every Island page loads (React, the store, the title
// bar's islands) already weighs 95.3 KB gzip, and this page adds 1.2 KB (its layouts slice) and
// no widget code. The budget holds it there until the shared boot shrinks.
// first-load budget: 75.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { homePage } from "@vanilla/pages/homePage";

void bootPage(homePage);
