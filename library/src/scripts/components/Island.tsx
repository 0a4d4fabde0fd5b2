import { createContext, Suspense, useContext, type ComponentType, type ReactElement } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { ErrorBoundary, ServerRenderFailure } from "@library/errors/ErrorBoundary";
import type { AnyComponent } from "@library/registry/componentRegistry";
import type { IIslandDefinition } from "@library/registry/islandDefinition";

/** True inside an island's own tree, so nested islands do not write a second wrapper. */
const InsideIsland = createContext(false);

/** Whether this is inside an island's tree (which the browser hydrates). */
export function useInsideIsland(): boolean {
    return useContext(InsideIsland);
}

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
 * The component inside its error boundary. An error boundary catches nothing during server
 * rendering, so one failing component (an add-on's widget) would fail the whole page: the
 * Suspense boundary turns a server-side render error into the failure message instead, and
 * the browser renders the component again, where the error boundary catches it.
 */
function Contained({ name, component: Component, props }: IContentProps): ReactElement {
    return (
        <ErrorBoundary name={name}>
            <Suspense fallback={<ServerRenderFailure name={name} />}>
                <Component {...props} />
            </Suspense>
        </ErrorBoundary>
    );
}

/**
 * One interactive part of a page (DESIGN.md §1). On an Island page it writes the
 * `data-react` / `data-props` wrapper around its server-rendered content, so the client
 * hydrates only this part and ships only its code; on an App page it is just the component.
 */
export function Island<P extends object>({ of: { name }, component, props }: IProps<P>): ReactElement {
    const { mode } = useMeta();
    const inside = useInsideIsland();
    const content = <Contained name={name} component={component as AnyComponent} props={props as Record<string, unknown>} />;
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
export function IslandContent({ name, component, props }: IContentProps): ReactElement {
    return (
        <InsideIsland.Provider value={true}>
            <Contained name={name} component={component} props={props} />
        </InsideIsland.Provider>
    );
}
