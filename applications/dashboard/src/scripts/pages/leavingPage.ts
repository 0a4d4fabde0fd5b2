import { definePage } from "@library/boot/pageDefinition";
import { backLinkIsland } from "@library/routing/backLinkIsland";

/** The /home/leaving interstitial: server-rendered; only its back link hydrates. */
export const leavingPage = definePage({
    entry: "leaving",
    paths: ["/home/leaving"],
    reducers: {},
    islands: [backLinkIsland],
});
