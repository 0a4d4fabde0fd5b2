import { definePage } from "@library/boot/pageDefinition";
import { settingsFormIsland, siteLogoIsland } from "@dashboard/admin/settings/settingsIslands";
import { navigationEditorIsland } from "@dashboard/admin/navigation/navigationIslands";
import { addonsManagerIsland, localesManagerIsland } from "@dashboard/admin/addons/addonsIslands";
import { categoryManagerIsland, memberEditorIsland, memberListIsland, roleManagerIsland } from "@dashboard/admin/adminIslands";

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

/** /dashboard/settings: the settings form island, and the title bar's logo link that follows a save. */
export const settingsPage = definePage({
    entry: "dashboardSettings",
    paths: ["/dashboard/settings"],
    reducers: {},
    islands: [settingsFormIsland, siteLogoIsland],
});

/** /dashboard/addons: the add-ons list island. */
export const addonsPage = definePage({
    entry: "dashboardAddons",
    paths: ["/dashboard/addons"],
    reducers: {},
    islands: [addonsManagerIsland],
});

/** /dashboard/locales: the locales and translation services island. */
export const localesPage = definePage({
    entry: "dashboardLocales",
    paths: ["/dashboard/locales"],
    reducers: {},
    islands: [localesManagerIsland],
});

/** /dashboard/navigation: the navigation editor island. */
export const navigationPage = definePage({
    entry: "dashboardNavigation",
    paths: ["/dashboard/navigation"],
    reducers: {},
    islands: [navigationEditorIsland],
});

/** /dashboard/categories (site.manage): the category tree island; its props carry the tree and the roles' grants. */
export const adminCategoriesPage = definePage({
    entry: "adminCategories",
    paths: ["/dashboard/categories"],
    reducers: {},
    islands: [categoryManagerIsland],
});

/** /dashboard/roles (site.manage): the roles and their permission grids. */
export const adminRolesPage = definePage({
    entry: "adminRoles",
    paths: ["/dashboard/roles"],
    reducers: {},
    islands: [roleManagerIsland],
});

/** /dashboard/members and a member's page (users.add, users.edit or users.delete). */
export const adminMembersPage = definePage({
    entry: "adminMembers",
    paths: ["/dashboard/members", "/dashboard/members/:id"],
    reducers: {},
    islands: [memberListIsland, memberEditorIsland],
});
