/**
 * Add-on pages (add-on API 5, `api.registerPage`): a server-rendered page at an address of its
 * own (`/kb/articles/:id`), in the site's frame (title bar, main column, side panel) or, for a
 * dashboard section (`dashboard: { label, permission }`), in the dashboard's frame (the host's
 * `dashboardFrame`, set by the dashboard application) with an entry in its navigation. Booted by
 * the basic page entry so the site's islands, the enabled add-ons' bundles and the page-view tick
 * run as on any page; the add-on's interactive parts are islands it registers by name
 * (`AddonIsland` in the browser facade). While the add-on is off the address answers the
 * not-found page, so turning it on or off needs no restart. A dashboard section answers the 403
 * page without its permission (a guest is sent to sign in). A render that throws notFound() or
 * forbidden() gets the site's 404 or "Permission Problem" page.
 */
import type { ComponentType, ReactNode } from "react";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { PageLayout } from "@library/layout/PageLayout";
import { basicPage } from "@library/pages/basicPage";
import { HttpError } from "@server/http/httpErrors";
import { namedScope } from "@server/http/namedScope";
import { getViewer, viewerCan } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import type { IAddonPage, IAddonPageContent } from "@server/addons/serverAddonApi";

/** A dashboard section an add-on registered, as the dashboard's navigation lists it. */
export interface IAddonAdminSection {
    id: string;
    /** Untranslated: the navigation passes it through t(). */
    label: string;
    href: string;
}

/** The dashboard's frame around a page (AdminLayout), given to the host by the dashboard application. */
export type DashboardFrame = ComponentType<{ section: string; title: string; children: ReactNode }>;

/** The dashboard section of a page registered with `dashboard`, else null. */
export function adminSectionOf(addonKey: string, page: IAddonPage): IAddonAdminSection | null {
    return page.dashboard ? { id: `addon-${addonKey}${page.path.replace(/[^a-z0-9]+/gi, "-")}`, label: page.dashboard.label, href: page.path } : null;
}

/** Registers an add-on's pages in a scope of their own; `onError` hears of a path another route holds. */
export function registerAddonPages(app: FastifyInstance, addonKey: string, pages: IAddonPage[], isEnabled: () => boolean, onError: (page: IAddonPage, error: unknown) => void): void {
    if (pages.length === 0) return;
    void app.register(namedScope(`addon-${addonKey}-pages`, async (scope) => {
        scope.addHook("onRequest", async (request, reply) => {
            if (!isEnabled()) return renderErrorPage(request, reply, 404);
        });
        for (const page of pages) {
            const section = adminSectionOf(addonKey, page);
            const route: RouteOptions = {
                method: "GET",
                url: page.path,
                handler: async (request, reply) => {
                    if (page.dashboard && !(await viewerCan(request, page.dashboard.permission))) {
                        const { user } = await getViewer(request);
                        if (user.userID === 0) return reply.redirect(`/entry/signin?target=${encodeURIComponent(request.url)}`, 302);
                        return renderErrorPage(request, reply, 403);
                    }
                    let content: IAddonPageContent | null;
                    try {
                        content = await page.render(request as FastifyRequest);
                    } catch (error) {
                        // notFound() / forbidden() from the add-on: the site's 404 or "Permission Problem" page.
                        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return renderErrorPage(request, reply, error.status);
                        throw error;
                    }
                    if (!content) return renderErrorPage(request, reply, 404);
                    const Frame = app.hearth.dashboardFrame;
                    const element =
                        section && Frame ? (
                            <Frame section={section.id} title={content.title}>
                                {content.body}
                            </Frame>
                        ) : (
                            <PageLayout title={content.heading ?? content.title} panel={content.panel}>
                                {content.body}
                            </PageLayout>
                        );
                    return renderPage(request, reply, { page: basicPage, mode: "island", title: content.title, status: content.status, tick: content.tick, element });
                },
            };
            try {
                scope.route(route);
            } catch (error) {
                onError(page, error);
            }
        }
    }));
}
