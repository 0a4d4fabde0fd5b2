/**
 * Island mounting (DESIGN.md §1): every element carrying `data-react="Name"` and JSON
 * `data-props` gets the registered component, hydrated over its server-rendered content or
 * rendered into it when the server left it empty. Problems with one island are logged with
 * the component's name and never stop the others.
 */
import type { ReactElement, ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, IslandContent, IslandLoadFailure } from "@library/components/Island";
import { resolveComponent } from "@library/registry/componentRegistry";
import { logError } from "@library/utility/logger";

function parseProps(element: Element, name: string): Record<string, unknown> | null {
    const raw = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
    if (raw === null || raw.trim() === "") return {};
    try {
        const props: unknown = JSON.parse(raw);
        if (props && typeof props === "object" && !Array.isArray(props)) return props as Record<string, unknown>;
        logError(`The data-props of component "${name}" must be a JSON object.`);
    } catch (error) {
        logError(`The data-props of component "${name}" are not valid JSON.`, error);
    }
    return null;
}

/** Islands not nested inside another island (a nested one belongs to its parent's tree). */
function topLevelIslands(root: ParentNode): Element[] {
    return Array.from(root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).filter(
        (element) => !element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`),
    );
}

export async function mountIslands(root: ParentNode, wrap: (content: ReactElement) => ReactNode): Promise<Root[]> {
    const mounted = await Promise.all(
        topLevelIslands(root).map(async (element): Promise<Root | null> => {
            const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
            const props = parseProps(element, name);
            if (props === null) return null;
            let component;
            try {
                component = await resolveComponent(name);
            } catch (error) {
                // Its code could not be loaded, even after a retry: the island shows its error
                // boundary ("There was a problem loading {name}" with Reload) in place of the
                // server's inert copy, so the member knows this part does not work.
                const failed = createRoot(element);
                failed.render(wrap(<IslandLoadFailure name={name} error={error} />));
                return failed;
            }
            if (!component) {
                logError(`Unknown component "${name}": nothing is registered under that name.`);
                return null;
            }
            const tree = wrap(<IslandContent name={name} component={component} props={props} />);
            if (element.childNodes.length > 0) {
                return hydrateRoot(element, tree, {
                    onRecoverableError: (error) => logError(`Hydration problem in component "${name}".`, error),
                });
            }
            const created = createRoot(element);
            created.render(tree);
            return created;
        }),
    );
    return mounted.filter((root): root is Root => root !== null);
}
