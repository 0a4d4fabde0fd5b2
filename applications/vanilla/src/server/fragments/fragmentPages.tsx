/** /appearance/fragments (issue 13 item 4): the fragment editor, for site managers, in the dashboard's frame. */
import type { FastifyInstance } from "fastify";
import { t } from "@library/i18n/t";
import { LAYOUT_VIEW_TYPES } from "@library/layouts/layoutTypes";
import { viewerCan } from "@server/http/viewer";
import { renderErrorPage } from "@server/ssr/renderErrorPage";
import { renderPage } from "@server/ssr/renderPage";
import { inDashboardFrame } from "@server/ssr/dashboardFrame";
import { FRAGMENT_EDITOR_TITLE, FragmentEditorPage } from "@vanilla/fragments/FragmentEditorPage";
import type { IFragmentType } from "@vanilla/fragments/FragmentEditor";
import { fragmentEditorPage } from "@vanilla/pages/fragmentEditorPage";
import { layoutWidgetCatalog } from "../layouts/layoutHydrate";
import { FRAGMENT_MANAGE_PERMISSION } from "./fragmentRoutes";
import { UUID_PATTERN } from "@library/fragments/fragmentTypes";
import { fragmentDetails, listFragments } from "./fragmentsModel";

export async function registerFragmentPages(app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: { fragmentUUID?: string } }>("/appearance/fragments", async (request, reply) => {
        if (!(await viewerCan(request, FRAGMENT_MANAGE_PERMISSION))) return renderErrorPage(request, reply, 403);
        // A fragment draws one widget: its type is the widget's component, offered once even when several view types have it.
        const fragmentTypes = new Map<string, IFragmentType>();
        for (const viewType of LAYOUT_VIEW_TYPES) {
            for (const widget of layoutWidgetCatalog(request, viewType)) if (!fragmentTypes.has(widget.component)) fragmentTypes.set(widget.component, { type: widget.component, name: widget.name });
        }
        const { db } = request.server.hearth;
        // A fragment's `url` (fragments.yml) opens the editor on its latest revision.
        const wanted = request.query.fragmentUUID;
        const opened = typeof wanted === "string" && new RegExp(UUID_PATTERN).test(wanted) ? await fragmentDetails(db, wanted, { status: "latest" }).catch(() => undefined) : undefined;
        const title = t(FRAGMENT_EDITOR_TITLE);
        return renderPage(request, reply, {
            page: fragmentEditorPage,
            mode: "island",
            title,
            // The dashboard's "Fragments" section (its side navigation links here).
            element: inDashboardFrame(
                request,
                "fragments",
                title,
                <FragmentEditorPage
                    fragments={await listFragments(db, { status: "latest", sort: "-dateRevisionInserted", appliedStatus: "all" })}
                    committedUUIDs={(await listFragments(db, { status: "active", sort: "-dateRevisionInserted", appliedStatus: "all" })).map((fragment) => fragment.fragmentUUID)}
                    fragmentTypes={[...fragmentTypes.values()]}
                    {...(opened ? { opened } : {})}
                />,
            ),
        });
    });
}
