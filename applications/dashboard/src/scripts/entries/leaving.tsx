/** Entry of the /home/leaving interstitial: server-rendered; only its back link hydrates. */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { leavingPage } from "@dashboard/pages/leavingPage";

void bootPage(leavingPage);
