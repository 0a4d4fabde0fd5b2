import type { FastifyRequest } from "fastify";

/**
 * The return address after sign-in, sign-out or registration: only an address on this site.
 * Anything else (another host, "//evil.example", "javascript:") becomes "/".
 */
export function safeTarget(request: FastifyRequest, target: unknown): string {
    if (typeof target !== "string" || target === "") return "/";
    try {
        // Normalised like url.origin below: "Host: example.com:80" names http://example.com.
        const origin = new URL(`${request.protocol}://${request.host}`).origin;
        const url = new URL(target, origin);
        if (url.origin !== origin) return "/";
        if (url.pathname.startsWith("/entry/")) return "/";
        // "/.//evil.example" resolves here but leaves a path starting "//", which the browser
        // then reads from the Location header as another host.
        if (url.pathname.startsWith("//")) return "/";
        return url.pathname + url.search + url.hash;
    } catch {
        return "/";
    }
}
