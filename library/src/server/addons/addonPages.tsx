/**
 * api.registerPage (add-on API version 5): an add-on's own server-rendered page in the site's
 * layout. It is served by the host's basic page entry (no script of its own: the add-on's bundle
 * and widgets still load), and answers the site's not-found page while the add-on is off.
 */
import type { ComponentType } from "react";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { basicPage } from "@library/pages/basicPage";
import { renderPage } from "@server/ssr/renderPage";
import type { IAddonPage } from "@server/addons/serverAddonApi";

export function addAddonPage(app: FastifyInstance, page: IAddonPage<object>, isEnabled: () => boolean): void {
    const Component = page.component as ComponentType<object>;
    app.get(page.path, async (request: FastifyRequest, reply) => {
        if (!isEnabled()) return reply.callNotFound();
        const [untranslated, props] = await Promise.all([page.title(request), page.props(request)]);
        const title = t(untranslated);
        return renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title,
            element: (
                <PageLayout title={title}>
                    <Component {...props} />
                </PageLayout>
            ),
        });
    });
}
