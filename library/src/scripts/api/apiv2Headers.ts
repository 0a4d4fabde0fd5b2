/**
 * The headers every API request of the page carries, apart from the client (axios) so that code
 * sending one small request without it (the page-view tick) sends the same ones.
 */
import { getAuditContext } from "@library/api/auditContext";

/** The request-origin marker (shell §7); the server refuses mutating calls without it (CSRF guard). */
export const REQUEST_ORIGIN_HEADER = "X-Requested-With";
export const REQUEST_ORIGIN_VALUE = "vanilla";

export const AUDIT_HEADERS = {
    parentID: "X-Parent-Audit-Log-Id",
    path: "X-Parent-Audit-Log-Request-Path",
    method: "X-Parent-Audit-Log-Request-Method",
    query: "X-Parent-Audit-Log-Request-Query",
} as const;

/** The request-origin marker and, on a page with an audit-log context, its audit headers (shell §7). */
export function apiRequestHeaders(): Record<string, string> {
    const headers: Record<string, string> = { [REQUEST_ORIGIN_HEADER]: REQUEST_ORIGIN_VALUE };
    const auditContext = getAuditContext();
    if (auditContext) {
        headers[AUDIT_HEADERS.parentID] = String(auditContext.parentAuditLogID);
        headers[AUDIT_HEADERS.path] = auditContext.requestPath;
        headers[AUDIT_HEADERS.method] = auditContext.requestMethod;
        headers[AUDIT_HEADERS.query] = JSON.stringify(auditContext.requestQuery);
    }
    return headers;
}
