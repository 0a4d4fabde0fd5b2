/**
 * A page drawn from a layout (content §2): the title bar, then the layout's widgets in the main
 * landmark. The layout comes from the layouts slice, where the server preloaded it. The title bar
 * stays whatever happens below it: a spinner while the layout loads (a client-side navigation),
 * the error page when it fails, the redirect notice when the layout sends the page elsewhere.
 */
import { useMemo } from "react";
import { Island } from "@library/components/Island";
import { Loader } from "@library/components/Loader";
import { InsideLayout } from "@library/layout/insideLayout";
import { pageLayoutClasses } from "@library/layout/pageLayout.styles";
import { TitleBar } from "@library/layout/TitleBar";
import { LayoutRedirect } from "@library/layouts/LayoutRedirect";
import { layoutRedirectIsland } from "@library/layouts/layoutRedirectIsland";
import { LayoutRenderer, type WidgetComponents } from "@library/layouts/LayoutRenderer";
import type { ILayoutLoadable, ILayoutLookup } from "@library/layouts/layoutSlice";
import { useHydratedLayout } from "@library/layouts/useHydratedLayout";
import { ErrorPage } from "@library/pages/ErrorPage";
import "@library/theme/globalStyles";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { toastContainerIsland } from "@library/toasts/toastContainerIsland";
import { CORE_WIDGET_COMPONENTS } from "@vanilla/layouts/coreWidgetComponents";

interface IProps {
    lookup: ILayoutLookup;
    /** The page widget of this view type (pageWidgets.tsx), over the core widgets' placeholders for it. */
    pageWidgets?: WidgetComponents;
}

function LayoutContent({ loaded, components }: { loaded: ILayoutLoadable | undefined; components: WidgetComponents }) {
    const layout = loaded?.data;
    if (!layout) {
        // Content §8: a layout that failed is the error page below the title bar.
        if (loaded?.error) return <ErrorPage status={loaded.error.status || 500} />;
        return (
            <div className={pageLayoutClasses.container}>
                <Loader />
            </div>
        );
    }
    if (layout.redirectTo) {
        return (
            <div className={pageLayoutClasses.container}>
                <Island of={layoutRedirectIsland} component={LayoutRedirect} props={{ to: layout.redirectTo }} />
            </div>
        );
    }
    return <LayoutRenderer widgets={layout.layout} components={components} />;
}

export function LayoutPage({ lookup, pageWidgets }: IProps) {
    const loaded = useHydratedLayout(lookup);
    const components = useMemo(() => (pageWidgets ? { ...CORE_WIDGET_COMPONENTS, ...pageWidgets } : CORE_WIDGET_COMPONENTS), [pageWidgets]);
    return (
        <>
            <TitleBar />
            <main id="main-content" tabIndex={-1}>
                <InsideLayout.Provider value={true}>
                    <LayoutContent loaded={loaded} components={components} />
                </InsideLayout.Provider>
            </main>
            <Island of={toastContainerIsland} component={ToastContainer} props={{}} />
        </>
    );
}
