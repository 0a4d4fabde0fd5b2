/**
 * The server side of the dashboard shell (issue 14): the account drop-down's "Dashboard" link
 * and the guard every dashboard page uses. Both read adminSections.ts, as the side navigation
 * does, so a viewer is offered exactly the sections the server lets them open.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { adminSection, canSeeAdminSection, visibleAdminSections } from "@dashboard/admin/adminSections";
import { getViewer } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";

export { visibleAdminSections };

/** The account drop-down links to the dashboard for anyone who may open one of its sections. */
export function registerAdminShell(app: FastifyInstance): void {
    app.hearth.accountLinks.push((permissions) => (visibleAdminSections({ permissions }).length ? { label: "Dashboard", href: "/dashboard" } : null));
}

/**
 * Whether the viewer may open the section; when not, the 403 page is sent (shell: "Permission
 * Problem", Sign In for guests) and the caller returns the reply.
 */
export async function guardAdminSection(request: FastifyRequest, reply: FastifyReply, sectionID: string): Promise<FastifyReply | null> {
    const viewer = await getViewer(request);
    if (canSeeAdminSection(viewer.permissions, adminSection(sectionID))) return null;
    return renderErrorPage(request, reply, 403);
}
