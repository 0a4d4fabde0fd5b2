/**
 * A layout widget as the server knows it (issue 13): the type a stored layout names in
 * `$hydrate`, the component the page renders, the settings schema the editor builds its form
 * from, and the loader that fetches the widget's data for the viewer of this request. The core
 * widgets (applications/vanilla/src/server/layouts/coreWidgets.ts) and add-ons' widgets
 * (api.registerLayoutWidget) have this one shape.
 */
import type { FastifyRequest } from "fastify";
import type { IWidgetSchema, LayoutViewType } from "@library/layouts/layoutTypes";

export interface IServerLayoutWidget {
    /** The `$hydrate` name stored in layouts, e.g. "react.discussions"; an add-on's starts with its key. */
    type: string;
    /** The `$reactComponent` the page renders (the component registry's name). */
    component: string;
    /** Shown in the editor's catalogue. */
    name: string;
    schema: IWidgetSchema;
    /** The view types it fits; every one when omitted. */
    viewTypes?: readonly LayoutViewType[];
    /**
     * The component's props for this request and these settings (the schema's defaults filled in),
     * with anything the viewer may not see left out. A throw becomes a layout-error widget.
     */
    load(request: FastifyRequest, settings: Record<string, unknown>): Promise<Record<string, unknown>>;
}
