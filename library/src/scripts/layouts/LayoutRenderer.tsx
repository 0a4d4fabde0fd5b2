/**
 * Renders a hydrated layout (content §2): each widget by its `$reactComponent`, in its own error
 * boundary, inside a wrapper that carries its device visibility.
 *
 * Where a widget's component comes from decides what the browser downloads:
 * - the page's own widgets (`components`, e.g. the home banner) need no interaction: the server
 *   renders them and the browser ships none of their code;
 * - a component from the registry (an add-on's widget) is an island: it hydrates alone, its code
 *   loaded on demand;
 * - a name found in neither is logged and replaced by the layout-error widget;
 * - a widget with a custom fragment in `$fragmentImpls` (fragments/fragmentTypes.ts) is the
 *   fragment island, whatever its component: the fragment's code loads in the browser.
 */
import { Suspense, type ReactElement } from "react";
import { classes as cx, style } from "typestyle";
import { Island } from "@library/components/Island";
import { ErrorBoundary } from "@library/errors/ErrorBoundary";
import { FragmentWidget } from "@library/fragments/FragmentWidget";
import { customFragmentImpl } from "@library/fragments/fragmentTypes";
import { fragmentWidgetIsland } from "@library/fragments/fragmentWidgetIsland";
import { t, tf } from "@library/i18n/t";
import type { DeviceClass } from "@library/layout/deviceClass";
import { deviceVisibilityClass, isVisibleOn, visibilityOf } from "@library/layouts/deviceVisibility";
import { LayoutError } from "@library/layouts/LayoutError";
import { LAYOUT_ERROR_COMPONENT } from "@library/layouts/layoutErrorName";
import type { IHydratedWidget } from "@library/layouts/layoutTypes";
import { getLoadedComponent, type AnyComponent } from "@library/registry/componentRegistry";
import { defineIsland } from "@library/registry/islandDefinition";
import { cssVars } from "@library/theme/themeVariables";
import { logError } from "@library/utility/logger";

export type WidgetComponents = Readonly<Record<string, AnyComponent>>;

export type ResolvedWidget = { kind: "static"; component: AnyComponent } | { kind: "island"; component: AnyComponent } | { kind: "missing" };

/** Finds a widget's component: the page's own first, then the registry (add-ons); logs a miss. */
export function resolveLayoutWidget(name: string, components: WidgetComponents): ResolvedWidget {
    if (name === LAYOUT_ERROR_COMPONENT) return { kind: "static", component: LayoutError as AnyComponent };
    const own = Object.hasOwn(components, name) ? components[name] : undefined;
    if (own) return { kind: "static", component: own };
    const registered = getLoadedComponent(name);
    if (registered) return { kind: "island", component: registered };
    logError(`Layout widget "${name}" is not in the registry; a layout error takes its place.`);
    return { kind: "missing" };
}

const layoutClasses = {
    stack: style({ display: "flex", flexDirection: "column", gap: cssVars.spacing.gutterFull, paddingBottom: cssVars.spacing.gutterFull }),
    failure: style({ padding: cssVars.spacing.gutter }),
};

/**
 * The Suspense fallback of a server-rendered widget: React shows it on the server only when the
 * widget threw, so the rest of the page is sent. Plain text, as the widget may never hydrate.
 */
function WidgetServerFailure({ name }: { name: string }) {
    if (typeof window !== "undefined") return null;
    logError(`Layout widget ${name} failed to render on the server.`);
    return (
        <p role="alert" className={layoutClasses.failure}>
            {tf("There was a problem loading {name}", { name })}
        </p>
    );
}

function LayoutWidget({ widget, components }: { widget: IHydratedWidget; components: WidgetComponents }): ReactElement {
    const name = widget.$reactComponent;
    // A custom fragment of this widget ('system' and 'styleguide' are the built-in one) draws it in the browser.
    const fragment = customFragmentImpl(widget.$fragmentImpls, name);
    if (fragment) return <Island of={fragmentWidgetIsland} component={FragmentWidget} props={{ fragmentType: name, impl: fragment, props: widget.$reactProps }} />;
    const resolved = resolveLayoutWidget(name, components);
    if (resolved.kind === "missing") return <LayoutError widgetType={name} message={t("It is not installed.")} />;
    const Component = resolved.component;
    if (resolved.kind === "island") {
        // The registry's component is the island's definition: the browser loads it by this name.
        const island = defineIsland<Record<string, unknown>>(name, () => Promise.resolve(Component));
        return <Island of={island} component={Component} props={widget.$reactProps} />;
    }
    return (
        <ErrorBoundary name={name}>
            <Suspense fallback={<WidgetServerFailure name={name} />}>
                <Component {...widget.$reactProps} />
            </Suspense>
        </ErrorBoundary>
    );
}

interface IProps {
    widgets: readonly IHydratedWidget[];
    components: WidgetComponents;
    className?: string;
    /**
     * The layout editor's previews: show the widgets of this device class only, whatever the
     * window's width (a page leaves it to the CSS media queries instead).
     */
    previewDevice?: DeviceClass;
}

export function LayoutRenderer({ widgets, components, className, previewDevice }: IProps) {
    const shown = previewDevice ? widgets.filter((widget) => isVisibleOn(visibilityOf(widget.$middleware), previewDevice)) : widgets;
    return (
        <div className={cx(layoutClasses.stack, className)}>
            {shown.map((widget, index) => (
                <div key={`${widget.$reactComponent}-${index}`} className={previewDevice ? undefined : deviceVisibilityClass(widget.$middleware)} data-layout-widget={widget.$reactComponent}>
                    <LayoutWidget widget={widget} components={components} />
                </div>
            ))}
        </div>
    );
}
