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
import { CommitSignal, commitCounter } from "@library/boot/CommitSignal";
import { markIslandHydrated } from "@library/boot/clickReplay";
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

export interface IMountIslandsOptions {
    /** Called once every island mounted here has committed (is interactive), not merely created. */
    onCommitted?: () => void;
}

export async function mountIslands(root: ParentNode, wrap: (content: ReactElement) => ReactNode, { onCommitted }: IMountIslandsOptions = {}): Promise<Root[]> {
    const islands = topLevelIslands(root);
    const commits = commitCounter(islands.length);
    if (onCommitted) void commits.committed.then(onCommitted);
    const mounted = await Promise.all(
        islands.map(async (element): Promise<Root | null> => {
            const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
            const props = parseProps(element, name);
            if (props === null) {
                commits.onCommit();
                return null;
            }
            let component;
            try {
                component = await resolveComponent(name);
            } catch (error) {
                // Its code could not be loaded, even after a retry: the island shows its error
                // boundary ("There was a problem loading {name}" with Reload) in place of the
                // server's inert copy, so the member knows this part does not work.
                const failed = createRoot(element);
                failed.render(wrap(<CommitSignal onCommit={commits.onCommit}><IslandLoadFailure name={name} error={error} /></CommitSignal>));
                return failed;
            }
            if (!component) {
                logError(`Unknown component "${name}": nothing is registered under that name.`);
                commits.onCommit();
                return null;
            }
            const onCommit = () => {
                // Its controls work now: clicks they were given before are replayed (clickReplay.ts).
                markIslandHydrated(element);
                commits.onCommit();
            };
            const tree = wrap(
                <CommitSignal onCommit={onCommit}>
                    <IslandContent name={name} component={component} props={props} />
                </CommitSignal>,
            );
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
