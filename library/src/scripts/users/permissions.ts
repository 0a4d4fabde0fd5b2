/**
 * The permission engine of shell §6, shared by the front end and the server so that both
 * decide the same way.
 */
import type { IPermissionEntry, IPermissionsRecord } from "@library/users/permissionTypes";

export type PermissionMode = "global" | "resource" | "globalOrResource" | "resourceIfJunction";

export interface IPermissionOptions {
    resourceType?: string;
    resourceID?: number | null;
    /** Default: resourceIfJunction when a resource ID is given, else globalOrResource. */
    mode?: PermissionMode;
}

function grants(entry: IPermissionEntry, names: string[]): boolean {
    return names.some((name) => entry.permissions[name] === true);
}

/** Junction aliases map a resource ID to the ID whose permissions it uses (e.g. a child category). */
export function resolveResourceID(record: IPermissionsRecord, resourceType: string, resourceID: number): number {
    return record.junctionAliases[resourceType]?.[String(resourceID)] ?? resourceID;
}

/** Any of `names` grants. Admins and holders of system.only pass every check. */
export function hasPermission(
    record: IPermissionsRecord,
    permission: string | string[],
    options: IPermissionOptions = {},
): boolean {
    if (record.isAdmin) return true;
    const names = Array.isArray(permission) ? permission : [permission];
    const globals = record.permissions.filter((entry) => entry.type === "global");
    if (globals.some((entry) => entry.permissions["system.only"] === true)) return true;

    const resourceType = options.resourceType ?? "category";
    const hasID = options.resourceID !== undefined && options.resourceID !== null;
    const mode: PermissionMode = options.mode ?? (hasID ? "resourceIfJunction" : "globalOrResource");
    const id = hasID ? resolveResourceID(record, resourceType, options.resourceID as number) : null;
    const resourceEntries = record.permissions.filter(
        (entry) => entry.type === resourceType && (id === null || entry.id === id),
    );

    switch (mode) {
        case "global":
            return globals.some((entry) => grants(entry, names));
        case "resource":
            return resourceEntries.some((entry) => grants(entry, names));
        case "globalOrResource":
            return [...globals, ...resourceEntries].some((entry) => grants(entry, names));
        case "resourceIfJunction": {
            const isJunction = id !== null && (record.junctions[resourceType] ?? []).includes(id);
            return (isJunction ? resourceEntries : globals).some((entry) => grants(entry, names));
        }
    }
}
