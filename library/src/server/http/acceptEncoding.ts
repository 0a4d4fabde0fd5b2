/** What a client's Accept-Encoding allows, for answers the server has compressed ahead (guest pages, the site stylesheet). */
import type { FastifyRequest } from "fastify";

/** Whether the client takes `coding` (named or through `*`; a `q=0` refuses it). */
export function acceptsEncoding(request: FastifyRequest, coding: "br" | "gzip"): boolean {
    const header = request.headers["accept-encoding"];
    if (typeof header !== "string") return false;
    return header.split(",").some((item) => {
        const [name, ...params] = item.trim().toLowerCase().split(";");
        if (name !== coding && name !== "*") return false;
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
        return q === undefined || Number(q) > 0;
    });
}
