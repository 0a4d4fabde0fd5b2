/**
 * A page drawn from a layout (content §2): the title bar, then the layout's widgets in the main
 * landmark. The layout comes from the layouts slice, where the server preloaded it.
 */
import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { TitleBar } from "@library/layout/TitleBar";
import { LayoutRenderer } from "@library/layouts/LayoutRenderer";
import { layoutLookupKey, type ILayoutLookup } from "@library/layouts/layoutSlice";
import { useAppSelector } from "@library/redux/hooks";
import "@library/theme/globalStyles";
import { ToastContainer } from "@library/toasts/ToastContainer";
import { toastContainerIsland } from "@library/toasts/toastContainerIsland";
import { CORE_WIDGET_COMPONENTS } from "@vanilla/layouts/coreWidgetComponents";

export function LayoutPage({ lookup }: { lookup: ILayoutLookup }) {
    const loaded = useAppSelector((state) => state.layouts?.byLookup[layoutLookupKey(lookup)]);
    return (
        <>
            <TitleBar />
            <main id="main-content" tabIndex={-1}>
                {loaded?.data ? <LayoutRenderer widgets={loaded.data.layout} components={CORE_WIDGET_COMPONENTS} /> : <p role="alert">{t("This page could not be loaded.")}</p>}
            </main>
            <Island of={toastContainerIsland} component={ToastContainer} props={{}} />
        </>
    );
}
