/**
 * The App mode of a page drawn from a layout (content §9 customLayout flags): the layout page of
 * its view type with its page widget, for the reader's locale and site section. The layouts
 * slice's reducer arrives with this (lazily loaded) module: the entry's first chunk stays as it
 * was, and the preloaded answer waits in the store until then (reducerRegistry keeps it).
 */
import { useMemo, type ComponentType } from "react";
import { useMeta } from "@library/boot/pageMeta";
import type { WidgetComponents } from "@library/layouts/LayoutRenderer";
import { layoutQuery } from "@library/layouts/layoutQuery";
import { LAYOUT_KEY, layoutReducer } from "@library/layouts/layoutSlice";
import type { LayoutViewType } from "@library/layouts/layoutTypes";
import { registerReducer } from "@library/registry/reducerRegistry";
import type { IRouteProps } from "@library/routing/routeRegistry";
import { LayoutPage } from "@vanilla/layouts/LayoutPage";

registerReducer(LAYOUT_KEY, layoutReducer);

export function layoutAppPage(layoutViewType: LayoutViewType, pageWidgets: WidgetComponents): ComponentType<IRouteProps> {
    return function LayoutAppPage() {
        const meta = useMeta();
        const query = useMemo(() => layoutQuery(layoutViewType, meta.locale, meta.siteSection?.siteSectionID ?? 0), [meta.locale, meta.siteSection?.siteSectionID]);
        return <LayoutPage lookup={query} pageWidgets={pageWidgets} />;
    };
}
