import { definePage } from "@library/boot/pageDefinition";
import { settingsFormIsland } from "@dashboard/admin/settings/settingsIslands";

/**
 * The dashboard's own pages (issue 14 items 1, 2, 3, 9). Each has its own entry, so a section's
 * code loads only on its page; the frame (AdminLayout) is plain server HTML and costs none.
 */
export const dashboardHomePage = definePage({
    entry: "dashboardHome",
    paths: ["/dashboard"],
    reducers: {},
    islands: [],
});

/** /dashboard/settings: the settings form island. */
export const settingsPage = definePage({
    entry: "dashboardSettings",
    paths: ["/dashboard/settings"],
    reducers: {},
    islands: [settingsFormIsland],
});
