import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { getLoadedComponent } from "@library/registry/componentRegistry";
import { defineIsland } from "@library/registry/islandDefinition";
import { logError } from "@library/utility/logger";

/**
 * Renders the widgets the server placed in a named slot of this page (core or add-on ones),
 * each as an island so Island pages hydrate only them.
 */
export function WidgetSlot({ slot }: { slot: string }) {
    const { widgets } = useMeta();
    return <NamedIslands placed={widgets[slot] ?? []} />;
}

/** Components the server names with their props (widgets, add-ons' islands under a post), each an island. */
export function NamedIslands({ placed }: { placed: Array<{ component: string; props: Record<string, unknown> }> }) {
    if (placed.length === 0) return null;
    return (
        <>
            {placed.map((widget, index) => {
                const component = getLoadedComponent(widget.component);
                if (!component) {
                    logError(`Widget "${widget.component}" is not registered; it is left out.`);
                    return null;
                }
                // The server names the widget (an add-on's registration): its definition is the registry's entry.
                const island = defineIsland<Record<string, unknown>>(widget.component, () => Promise.resolve(component));
                return <Island key={`${widget.component}-${index}`} of={island} component={component} props={widget.props} />;
            })}
        </>
    );
}
