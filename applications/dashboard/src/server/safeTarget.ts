import type { FastifyRequest } from "fastify";

/**
 * The return address after sign-in, sign-out or registration: only an address on this site.
 * Anything else (another host, "//evil.example", "javascript:") becomes "/".
 */
export function safeTarget(request: FastifyRequest, target: unknown): string {
    if (typeof target !== "string" || target === "") return "/";
    const origin = `${request.protocol}://${request.host}`;
    try {
        const url = new URL(target, origin);
        if (url.origin !== origin) return "/";
        if (url.pathname.startsWith("/entry/")) return "/";
        return url.pathname + url.search + url.hash;
    } catch {
        return "/";
    }
}
