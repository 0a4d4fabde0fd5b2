/** What the dashboard's categories, roles and members pages exchange with the server (Vanilla's shapes, the fields used). */
import type { PermissionMap } from "@dashboard/admin/roles/permissionNames";

export interface IAdminCategory {
    categoryID: number;
    name: string;
    urlcode: string;
    description: string;
    parentCategoryID: number | null;
    depth: number;
    countDiscussions: number;
    allowedDiscussionTypes?: string[];
    iconUrl: string;
    bannerUrl: string;
    customPermissions: boolean;
}

export interface IRoleGrant {
    roleID: number;
    permissions: PermissionMap;
}

export interface IPermissionFragment {
    type: "global" | "category";
    id: number | null;
    permissions: PermissionMap;
}

export interface IAdminRole {
    roleID: number;
    name: string;
    type: string | null;
    deletable: boolean;
    permissions?: IPermissionFragment[];
}

export interface IRoleCheck {
    roleID: number;
    categoryID: number;
    isAdmin: boolean;
    /** The category whose own permissions apply, or "global". */
    permissionsFrom: number | "global";
    permissions: Record<string, boolean>;
}

export interface IAdminMember {
    userID: number;
    name: string;
    email?: string;
    photoUrl: string;
    title: string;
    dateInserted: string;
    dateLastActive: string | null;
    banned: number;
    banReason: string | null;
    emailConfirmed: boolean;
    countDiscussions: number;
    countComments: number;
    roles: Array<{ roleID: number; name: string }>;
}
