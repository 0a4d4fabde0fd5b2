/**
 * Add-on pages (add-on API 5, `api.registerPage`): a server-rendered page at an address of its
 * own (`/kb/articles/:id`), in the site's frame (title bar, main column, side panel), booted by
 * the basic page entry so the site's islands, the enabled add-ons' bundles and the page-view tick
 * run as on any page. The add-on's interactive parts are islands it registers by name
 * (`AddonIsland` in the browser facade). While the add-on is off the address answers the
 * not-found page, so turning it on or off needs no restart. A render that throws notFound() or
 * forbidden() gets the site's 404 or "Permission Problem" page.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { PageLayout } from "@library/layout/PageLayout";
import { basicPage } from "@library/pages/basicPage";
import { HttpError } from "@server/http/httpErrors";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import type { IAddonPage } from "@server/addons/serverAddonApi";

/** Registers an add-on's pages in a scope of their own; `onError` hears of a path another route holds. */
export function registerAddonPages(app: FastifyInstance, pages: IAddonPage[], isEnabled: () => boolean, onError: (page: IAddonPage, error: unknown) => void): void {
    if (pages.length === 0) return;
    void app.register(async (scope) => {
        scope.addHook("onRequest", async (request, reply) => {
            if (!isEnabled()) return renderErrorPage(request, reply, 404);
        });
        for (const page of pages) {
            const route: RouteOptions = {
                method: "GET",
                url: page.path,
                handler: async (request, reply) => {
                    let content;
                    try {
                        content = await page.render(request as FastifyRequest);
                    } catch (error) {
                        // notFound() / forbidden() from the add-on: the site's 404 or "Permission Problem" page.
                        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return renderErrorPage(request, reply, error.status);
                        throw error;
                    }
                    if (!content) return renderErrorPage(request, reply, 404);
                    return renderPage(request, reply, {
                        page: basicPage,
                        mode: "island",
                        title: content.title,
                        status: content.status,
                        tick: content.tick,
                        element: (
                            <PageLayout title={content.heading ?? content.title} panel={content.panel}>
                                {content.body}
                            </PageLayout>
                        ),
                    });
                },
            };
            try {
                scope.route(route);
            } catch (error) {
                onError(page, error);
            }
        }
    });
}
