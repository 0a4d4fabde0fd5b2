/**
 * The permission gate of shell §6: renders its children when the viewer holds any of the given
 * permissions (in the given mode, for the given resource), otherwise its fallback (nothing by
 * default). The decision is the shared engine's (permissions.ts), fed with the page's
 * permissions record from the page metadata, so the gate and the server agree.
 */
import type { ReactNode } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { hasPermission, type IPermissionOptions, type PermissionMode } from "@library/users/permissions";
import type { IPermissionsRecord } from "@library/users/permissionTypes";

/**
 * Shell §4: until the permissions are loaded every check is false. The record carries no
 * loaded flag, and a loaded record is never empty (admins carry isAdmin, everyone else at
 * least one entry, guests included), so an empty record stands for "not loaded yet".
 */
export function arePermissionsLoaded(record: IPermissionsRecord | null | undefined): boolean {
    return !!record && (record.isAdmin || record.permissions.length > 0);
}

/** The engine's check, false while the record is not loaded. */
export function checkPermission(
    record: IPermissionsRecord | null | undefined,
    permission: string | string[],
    options: IPermissionOptions = {},
): boolean {
    if (!record || !arePermissionsLoaded(record)) return false;
    return hasPermission(record, permission, options);
}

/** The page's permission check for components that need a boolean rather than a gate. */
export function usePermission(permission: string | string[], options: IPermissionOptions = {}): boolean {
    const { permissions } = useMeta();
    return checkPermission(permissions, permission, options);
}

export interface IPermissionGateProps extends IPermissionOptions {
    /** One name or several: any of them grants (shell §6). */
    permission: string | string[];
    mode?: PermissionMode;
    /** Rendered when the check fails; nothing by default. */
    fallback?: ReactNode;
    children?: ReactNode;
}

export function PermissionGate({ permission, resourceID, resourceType, mode, fallback = null, children }: IPermissionGateProps) {
    const allowed = usePermission(permission, { resourceID, resourceType, mode });
    return <>{allowed ? children : fallback}</>;
}
