import type { FastifyReply, FastifyRequest } from "fastify";
import { t } from "@library/i18n/t";
import { ErrorPage } from "@library/pages/ErrorPage";
import { basicPage } from "@library/pages/basicPage";
import { renderPage } from "@server/ssr/renderPage";

/** The error page of content §8 (403 "Permission Problem", 404, generic) with its status. */
export function renderErrorPage(request: FastifyRequest, reply: FastifyReply, status: number): Promise<FastifyReply> {
    return renderPage(request, reply, {
        page: basicPage,
        mode: "island",
        title: status === 403 ? t("Permission Problem") : t("There was an error"),
        status,
        element: <ErrorPage status={status} />,
    });
}
