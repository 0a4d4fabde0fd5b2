/**
 * GET /home/leaving?target=… (shell §2): the interstitial before a link to another site. Only a
 * valid web address (shell §5: http or https) is offered as a link; anything else (javascript:,
 * a relative path, garbage) gets the page's explanation with status 400, never a link.
 */
import type { FastifyInstance } from "fastify";
import { t } from "@library/i18n/t";
import { isValidWebAddress } from "@library/utility/safeLinks";
import { leavingPage } from "@dashboard/pages/leavingPage";
import { renderPage } from "@server/ssr/renderPage";
import { LEAVING_TITLE, LeavingPage } from "@dashboard/leaving/LeavingPage";

export async function registerLeavingRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { target?: unknown } }>("/home/leaving", async (request, reply) => {
        const raw = request.query.target;
        const target = typeof raw === "string" && isValidWebAddress(raw) ? new URL(raw.trim()).href : null;
        return renderPage(request, reply, {
            page: leavingPage,
            mode: "island",
            title: t(LEAVING_TITLE),
            element: <LeavingPage target={target} />,
            status: target ? 200 : 400,
        });
    });
}
