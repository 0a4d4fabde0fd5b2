/** The islands of the dashboard's categories, roles and members pages: each loads only on its page (DESIGN.md §3 "Typed contracts"). */
import type { ICategoryManagerProps } from "@dashboard/admin/categories/CategoryManager";
import type { IMemberEditorProps } from "@dashboard/admin/members/MemberEditor";
import type { IMemberListProps } from "@dashboard/admin/members/MemberList";
import type { IRoleManagerProps } from "@dashboard/admin/roles/RoleManager";
import { defineIsland } from "@library/registry/islandDefinition";

export const categoryManagerIsland = defineIsland<ICategoryManagerProps>("CategoryManager", () =>
    import(/* webpackChunkName: "CategoryManager" */ "@dashboard/admin/categories/CategoryManager").then((m) => m.CategoryManager),
);

export const roleManagerIsland = defineIsland<IRoleManagerProps>("RoleManager", () =>
    import(/* webpackChunkName: "RoleManager" */ "@dashboard/admin/roles/RoleManager").then((m) => m.RoleManager),
);

export const memberListIsland = defineIsland<IMemberListProps>("MemberList", () =>
    import(/* webpackChunkName: "MemberList" */ "@dashboard/admin/members/MemberList").then((m) => m.MemberList),
);

export const memberEditorIsland = defineIsland<IMemberEditorProps>("MemberEditor", () =>
    import(/* webpackChunkName: "MemberEditor" */ "@dashboard/admin/members/MemberEditor").then((m) => m.MemberEditor),
);
