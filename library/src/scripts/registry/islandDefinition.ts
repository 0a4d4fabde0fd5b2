/**
 * An island is one typed definition (DESIGN.md §3 "Typed contracts"): its registry name, the lazy
 * loader of its component and, through the type parameter, its props. The page renders it on the
 * server with `<Island of={definition} component={…} props={…} />` and the client entry registers
 * the same object, so the name and the loader are written once and the props are checked against
 * the component on both sides.
 *
 * A definition module imports its component's *types* only: an entry importing it pulls in the
 * loader stub, never the component (or, worse, the page around it).
 */
import type { ComponentType } from "react";
import { registerLazyComponent } from "@library/registry/componentRegistry";

export interface IIslandDefinition<P extends object> {
    /** The `data-react` name the client's component registry knows it by. */
    readonly name: string;
    /** Loads the component's code (a dynamic import: its own chunk). */
    readonly load: () => Promise<ComponentType<P>>;
}

/** Props of an island that takes none. */
export type NoProps = Record<string, never>;

export function defineIsland<P extends object>(name: string, load: () => Promise<ComponentType<P>>): IIslandDefinition<P> {
    return { name, load };
}

/** Registers the islands a page may show; their code loads only when the page has one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of any props type
export function registerIslands(definitions: ReadonlyArray<IIslandDefinition<any>>): void {
    for (const definition of definitions) {
        registerLazyComponent(definition.name, () => definition.load().then((component) => ({ default: component })));
    }
}
