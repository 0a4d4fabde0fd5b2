import { definePage } from "@library/boot/pageDefinition";
import { categoryManagerIsland, memberEditorIsland, memberListIsland, roleManagerIsland } from "@dashboard/admin/adminIslands";

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
