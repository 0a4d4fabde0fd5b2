/** The x-app-page-* paging headers (DESIGN.md §3), with next/previous API addresses. */
import type { FastifyReply, FastifyRequest } from "fastify";
import qs from "qs";
import { PAGING_HEADERS } from "@library/api/paging";

export function setPagingHeaders(
    request: FastifyRequest,
    reply: FastifyReply,
    { page, limit, total }: { page: number; limit: number; total: number },
): void {
    const [path] = request.url.split("?");
    const query = { ...(request.query as Record<string, unknown>) };
    const urlFor = (target: number) => `${path}?${qs.stringify({ ...query, page: target, limit })}`;
    const hasNext = page * limit < total;
    reply.header(PAGING_HEADERS.current, String(page));
    reply.header(PAGING_HEADERS.limit, String(limit));
    reply.header(PAGING_HEADERS.total, String(total));
    if (hasNext) reply.header(PAGING_HEADERS.next, urlFor(page + 1));
    if (page > 1) reply.header(PAGING_HEADERS.prev, urlFor(page - 1));
    const links = [hasNext ? `<${urlFor(page + 1)}>; rel="next"` : "", page > 1 ? `<${urlFor(page - 1)}>; rel="prev"` : ""].filter(Boolean);
    if (links.length) reply.header("link", links.join(", "));
}
