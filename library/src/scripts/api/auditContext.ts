/**
 * The audit-log context of the page (shell §7). Kept apart from the API client so that boot
 * can set it without loading axios; the client reads it when it sends a request.
 */
import type { IAuditContext } from "@library/boot/pageMeta";

let auditContext: IAuditContext | null = null;

/** Set by boot from the page metadata; audit headers are added while it exists. */
export function setAuditContext(context: IAuditContext | null | undefined): void {
    auditContext = context ?? null;
}

export function getAuditContext(): IAuditContext | null {
    return auditContext;
}
