/**
 * One query-string convention for client and server (shell §5 "Query-string parser limits":
 * at most 1000 parameters, depth 5, array index 20).
 */
import qs from "qs";

export const QUERY_PARSE_OPTIONS = { parameterLimit: 1000, depth: 5, arrayLimit: 20 } as const;

export function parseQuery(query: string): Record<string, unknown> {
    return qs.parse(query.replace(/^\?/, ""), QUERY_PARSE_OPTIONS);
}

/** Serialises API parameters; undefined and null are left out, arrays use indices (a[0]=x). */
export function stringifyQuery(params: Record<string, unknown>): string {
    return qs.stringify(params, { skipNulls: true });
}
