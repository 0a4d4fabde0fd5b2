import type { ComponentType, ReactElement } from "react";
import { Island } from "@library/components/Island";
import { defineIsland } from "@library/registry/islandDefinition";

interface IProps<P extends object> {
    /** The name the add-on's browser entry registers the component under (`addonApi.registerLazyComponent`). */
    name: string;
    /** The component itself, for server rendering. */
    component: ComponentType<P>;
    /** Its props: they travel as JSON in the page. */
    props: P;
}

/**
 * An interactive part of an add-on page (add-on API 5): rendered on the server, hydrated in the
 * browser by the component the add-on registered under `name`. It must render the same on both
 * sides from its props.
 */
export function AddonIsland<P extends object>({ name, component, props }: IProps<P>): ReactElement {
    const island = defineIsland<P>(name, () => Promise.resolve(component));
    return <Island of={island} component={component} props={props} />;
}
