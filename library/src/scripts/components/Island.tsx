import { createContext, useContext, type ComponentType, type ReactElement } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { ErrorBoundary } from "@library/errors/ErrorBoundary";
import type { AnyComponent } from "@library/registry/componentRegistry";
import type { IIslandDefinition } from "@library/registry/islandDefinition";

/** True inside an island's own tree, so nested islands do not write a second wrapper. */
const InsideIsland = createContext(false);

export const ISLAND_ATTRIBUTE = "data-react";
export const ISLAND_PROPS_ATTRIBUTE = "data-props";

interface IProps<P extends object> {
    /** The island's definition: its name, the loader the client registers, its props type. */
    of: IIslandDefinition<P>;
    /** The component the definition loads (the server and App pages render it directly). */
    component: ComponentType<NoInfer<P>>;
    props: NoInfer<P>;
}

interface IContentProps {
    name: string;
    component: AnyComponent;
    props: Record<string, unknown>;
}

/**
 * One interactive part of a page (DESIGN.md §1). On an Island page it writes the
 * `data-react` / `data-props` wrapper around its server-rendered content, so the client
 * hydrates only this part and ships only its code; on an App page it is just the component.
 */
export function Island<P extends object>({ of: { name }, component, props }: IProps<P>): ReactElement {
    const Component = component as AnyComponent;
    const { mode } = useMeta();
    const inside = useContext(InsideIsland);
    const content = (
        <ErrorBoundary name={name}>
            <Component {...props} />
        </ErrorBoundary>
    );
    if (mode !== "island" || inside) return content;
    return (
        <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
            <InsideIsland.Provider value={true}>{content}</InsideIsland.Provider>
        </div>
    );
}

function Rethrow({ error }: { error: unknown }): never {
    throw error;
}

/** An island whose code failed to load: its error boundary reports the failure. */
export function IslandLoadFailure({ name, error }: { name: string; error: unknown }): ReactElement {
    return (
        <InsideIsland.Provider value={true}>
            <ErrorBoundary name={name}>
                <Rethrow error={error} />
            </ErrorBoundary>
        </InsideIsland.Provider>
    );
}

/** What the client renders into an island element: the same tree the server put inside it. */
export function IslandContent({ name, component: Component, props }: IContentProps): ReactElement {
    return (
        <InsideIsland.Provider value={true}>
            <ErrorBoundary name={name}>
                <Component {...props} />
            </ErrorBoundary>
        </InsideIsland.Provider>
    );
}
