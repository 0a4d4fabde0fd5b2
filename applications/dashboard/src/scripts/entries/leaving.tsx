/** Entry of the /home/leaving interstitial: server-rendered; only its back link hydrates. */
import { bootPage } from "@library/boot/bootPage";
import { registerComponent } from "@library/registry/componentRegistry";
import { BackLink } from "@library/routing/BackLink";
import { BACK_LINK_ISLAND } from "@dashboard/leaving/LeavingPage";

registerComponent(BACK_LINK_ISLAND, BackLink);
void bootPage();
