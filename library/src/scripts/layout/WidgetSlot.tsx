import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { getLoadedComponent } from "@library/registry/componentRegistry";
import { logError } from "@library/utility/logger";

/**
 * Renders the widgets the server placed in a named slot of this page (core or add-on ones),
 * each as an island so Island pages hydrate only them.
 */
export function WidgetSlot({ slot }: { slot: string }) {
    const { widgets } = useMeta();
    const placed = widgets[slot] ?? [];
    if (placed.length === 0) return null;
    return (
        <>
            {placed.map((widget, index) => {
                const component = getLoadedComponent(widget.component);
                if (!component) {
                    logError(`Widget "${widget.component}" is not registered; it is left out.`);
                    return null;
                }
                return <Island key={`${widget.component}-${index}`} name={widget.component} component={component} props={widget.props} />;
            })}
        </>
    );
}
