/**
 * Components by name: island mount points (`data-react="Name"`), layout and panel widgets,
 * and add-on components all resolve through here. Lazy entries keep their code out of the
 * first load until a page names them.
 */
import type { ComponentType } from "react";
import { loadOnDemand } from "@library/lazy/loadOnDemand";

// Props arrive as JSON from the server, so the registry cannot know their types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;
type Loader = () => Promise<{ default: AnyComponent }>;

interface IEntry {
    component?: AnyComponent;
    loader?: Loader;
}

const entries = new Map<string, IEntry>();

export function registerComponent(name: string, component: AnyComponent): void {
    entries.set(name, { component });
}

/** `registerLazyComponent("Pager", () => import("./Pager"))`: loaded the first time a page needs it. */
export function registerLazyComponent(name: string, loader: Loader): void {
    const existing = entries.get(name);
    entries.set(name, { component: existing?.component, loader });
}

export function hasComponent(name: string): boolean {
    return entries.has(name);
}

/** The component if it is loaded already (render must be synchronous). */
export function getLoadedComponent(name: string): AnyComponent | undefined {
    return entries.get(name)?.component;
}

/**
 * Loads a component's code if needed (through loadOnDemand: one retry when the connection is
 * back, then a LoadFailedError); null for an unknown name.
 */
export async function resolveComponent(name: string): Promise<AnyComponent | null> {
    const entry = entries.get(name);
    if (!entry) return null;
    if (!entry.component && entry.loader) {
        const loader = entry.loader;
        entry.component = (await loadOnDemand(loader)).default;
    }
    return entry.component ?? null;
}

/** For tests only. */
export function resetComponentRegistry(): void {
    entries.clear();
}
