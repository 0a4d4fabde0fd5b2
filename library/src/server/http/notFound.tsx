import type { FastifyInstance } from "fastify";
import { NotFoundPage, notFoundTitle } from "@library/pages/NotFoundPage";
import { basicPage } from "@library/pages/basicPage";
import { renderPage } from "@server/ssr/renderPage";
import { errorBody } from "@server/http/httpErrors";

/** Unknown API paths get JSON; unknown pages get the not-found page (shell §2) with status 404. */
export function registerNotFound(app: FastifyInstance): void {
    app.setNotFoundHandler(async (request, reply) => {
        if (request.url.startsWith("/api/")) return reply.status(404).send(errorBody(404, "Not Found"));
        return renderPage(request, reply, {
            page: basicPage,
            mode: "island",
            title: notFoundTitle(),
            element: <NotFoundPage />,
            status: 404,
        });
    });
}
