/** The request-origin marker (shell §7); the server refuses mutating calls without it (CSRF guard). */
export const REQUEST_ORIGIN_HEADER = "X-Requested-With";
export const REQUEST_ORIGIN_VALUE = "vanilla";
