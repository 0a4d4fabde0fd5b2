/** The permissions record of shell §3, as GET /users/$me/permissions?expand=junctions returns it. */
export interface IPermissionEntry {
    /** "global", or a resource type such as "category". */
    type: string;
    id?: number | null;
    permissions: Record<string, boolean>;
}

export interface IPermissionsRecord {
    isAdmin: boolean;
    permissions: IPermissionEntry[];
    junctions: Record<string, number[]>;
    junctionAliases: Record<string, Record<string, number>>;
}

export const EMPTY_PERMISSIONS: IPermissionsRecord = { isAdmin: false, permissions: [], junctions: {}, junctionAliases: {} };
