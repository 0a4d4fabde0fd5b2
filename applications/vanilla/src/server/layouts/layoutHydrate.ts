/**
 * Hydration (content §2 "Layout-driven pages"): a stored layout — widgets named by type with
 * their settings — becomes what the page renders: each widget's component with its props, its
 * data already read on the server for this viewer. A type nobody registers (an add-on switched
 * off, a typo) and a loader that throws each become a layout-error widget and a log line; the
 * rest of the layout is unharmed.
 */
import type { FastifyRequest } from "fastify";
import type { IServerLayoutWidget } from "@server/layouts/serverLayoutWidget";
import { readTitleBarConfig } from "@library/layout/titleBarConfig";
import type { IHydratedLayout, IHydratedWidget, ILayout, ILayoutCatalog, ILayoutWidgetDefinition, LayoutViewType } from "@library/layouts/layoutTypes";
import { LAYOUT_ERROR_COMPONENT } from "@library/layouts/layoutErrorName";
import { settingsWithDefaults } from "@library/layouts/widgetSettings";
import { requestTranslator } from "@server/i18n/requestTranslator";
import { CORE_LAYOUT_WIDGETS } from "./coreWidgets";
import { DEFAULT_LAYOUTS } from "./layoutDefaults";
import { PAGE_LAYOUT_WIDGETS } from "./pageWidgets";
import { translatedLayout } from "./layoutTranslations";

/** The widgets a layout of this view type may use: the core ones and the enabled add-ons'. */
export function layoutWidgetCatalog(request: FastifyRequest, viewType: LayoutViewType): IServerLayoutWidget[] {
    return [...CORE_LAYOUT_WIDGETS, ...PAGE_LAYOUT_WIDGETS, ...request.server.hearth.addons.layoutWidgets()].filter((widget) => !widget.viewTypes || widget.viewTypes.includes(viewType));
}

/** GET /layouts/catalog's answer: each widget's component, name and settings schema by type. */
export function layoutCatalog(request: FastifyRequest, layoutViewType: LayoutViewType): ILayoutCatalog {
    return {
        layoutViewType,
        widgets: Object.fromEntries(layoutWidgetCatalog(request, layoutViewType).map((widget) => [widget.type, { $reactComponent: widget.component, name: widget.name, schema: widget.schema }])),
    };
}

function layoutError(definition: ILayoutWidgetDefinition, message: string): IHydratedWidget {
    return { $reactComponent: LAYOUT_ERROR_COMPONENT, $reactProps: { widgetType: definition.$hydrate, message }, ...(definition.$middleware ? { $middleware: definition.$middleware } : {}) };
}

/** The titles the product gives widgets (the built-in layouts' and each widget's default): interface text, not a site manager's. */
const DEFAULT_LAYOUT_TITLES = new Set(Object.values(DEFAULT_LAYOUTS).flatMap((view) => view.layout.map((definition) => definition.title)));

/**
 * A widget title that is the product's own text ("How can we help you?", "Recent Discussions")
 * speaks the reader's language, from the interface catalogue; a title a site manager wrote (or
 * translated, layoutTranslations.ts) is theirs and stays as written. The request's translator,
 * as translatedLayout reads it: a profile's language on the lookup-hydrate API call too.
 */
async function withDefaultTitleTranslated(request: FastifyRequest, widget: IServerLayoutWidget, props: Record<string, unknown>): Promise<Record<string, unknown>> {
    const { title } = props;
    if (typeof title !== "string" || !title || (title !== widget.schema.properties.title?.default && !DEFAULT_LAYOUT_TITLES.has(title))) return props;
    return { ...props, title: (await requestTranslator(request)).t(title) };
}

async function hydrateWidget(request: FastifyRequest, catalog: IServerLayoutWidget[], definition: ILayoutWidgetDefinition): Promise<IHydratedWidget> {
    const widget = catalog.find((candidate) => candidate.type === definition.$hydrate);
    if (!widget) {
        request.log.warn(`Layout widget "${definition.$hydrate}" is not registered; a layout-error widget takes its place.`);
        return layoutError(definition, "This widget is not available.");
    }
    try {
        const props = await withDefaultTitleTranslated(request, widget, await widget.load(request, settingsWithDefaults(widget.schema, definition)));
        return {
            $reactComponent: widget.component,
            $reactProps: props,
            ...(definition.$middleware ? { $middleware: definition.$middleware } : {}),
            ...(definition.$fragmentImpls ? { $fragmentImpls: definition.$fragmentImpls } : {}),
        };
    } catch (error) {
        request.log.error({ err: error }, `Layout widget "${definition.$hydrate}" failed to load.`);
        return layoutError(definition, "This widget could not be loaded.");
    }
}

export async function hydrateWidgets(request: FastifyRequest, viewType: LayoutViewType, definitions: ILayoutWidgetDefinition[]): Promise<IHydratedWidget[]> {
    const catalog = layoutWidgetCatalog(request, viewType);
    return Promise.all(definitions.map((definition) => hydrateWidget(request, catalog, definition)));
}

/** The lookup-hydrate answer for a layout. */
export async function hydrateLayout(request: FastifyRequest, layout: ILayout): Promise<IHydratedLayout> {
    const { config } = request.server.hearth;
    const answer = {
        layoutID: layout.layoutID,
        layoutViewType: layout.layoutViewType,
        // The site's title bar with the layout's own properties over it.
        titleBar: { ...readTitleBarConfig((key) => config.get(key)), ...layout.titleBar },
        contexts: [],
    };
    // A layout that sends its pages elsewhere (content §2): no widget is read, the page only redirects.
    if (layout.redirectTo) return { ...answer, layout: [], redirectTo: layout.redirectTo };
    // Widgets' texts in the reader's language where a site manager translated them (layoutTranslations.ts).
    return { ...answer, layout: await hydrateWidgets(request, layout.layoutViewType, (await translatedLayout(request, layout)).layout) };
}
