/**
 * Add-on pages (IAddonPage, add-on API 5): a page outside the API, rendered on the server as an
 * Island page whose one island is the add-on's component, in the site's frame (PageLayout) or,
 * for a dashboard section, in the dashboard's frame (the host's `dashboardFrame`, set by the
 * dashboard application). The route answers the 404 page while the add-on is off; a dashboard
 * section answers the 403 page without its permission (a guest is sent to sign in).
 */
import type { ComponentType, ReactNode } from "react";
import type { FastifyInstance } from "fastify";
import { Island } from "@library/components/Island";
import { PageLayout } from "@library/layout/PageLayout";
import { basicPage } from "@library/pages/basicPage";
import { defineIsland } from "@library/registry/islandDefinition";
import type { AnyComponent } from "@library/registry/componentRegistry";
import { getViewer, viewerCan } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import type { IAddonPage } from "@server/addons/serverAddonApi";

/** A dashboard section an add-on registered, as the dashboard's navigation lists it. */
export interface IAddonAdminSection {
    id: string;
    /** Untranslated: the navigation passes it through t(). */
    label: string;
    href: string;
}

/** The dashboard's frame around a page (AdminLayout), given to the host by the dashboard application. */
export type DashboardFrame = ComponentType<{ section: string; title: string; children: ReactNode }>;

/** Adds the page's route; answers its dashboard section when it is one. */
export function registerAddonPageRoute(app: FastifyInstance, addonKey: string, page: IAddonPage<object>, isEnabled: () => boolean): IAddonAdminSection | null {
    const section = page.dashboard ? { id: `addon-${addonKey}-${page.name}`, label: page.dashboard.label, href: page.path } : null;
    const island = defineIsland<Record<string, unknown>>(page.name, () => Promise.resolve(page.component as AnyComponent));
    app.get(page.path, async (request, reply) => {
        if (!isEnabled()) return renderErrorPage(request, reply, 404);
        if (page.dashboard && !(await viewerCan(request, page.dashboard.permission))) {
            const { user } = await getViewer(request);
            if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(request.url)}`, 302);
            return renderErrorPage(request, reply, 403);
        }
        const rendered = await page.render(request);
        if (!rendered) return renderErrorPage(request, reply, 404);
        const content = <Island of={island} component={page.component as AnyComponent} props={rendered.props as Record<string, unknown>} />;
        const Frame = app.hearth.dashboardFrame;
        const element =
            section && Frame ? (
                <Frame section={section.id} title={rendered.title}>
                    {content}
                </Frame>
            ) : (
                <PageLayout title={rendered.title}>{content}</PageLayout>
            );
        return renderPage(request, reply, { page: basicPage, mode: "island", title: rendered.title, element });
    });
    return section;
}
