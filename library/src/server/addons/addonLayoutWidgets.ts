/**
 * api.registerLayoutWidget (add-on API 5, issue 13): an add-on's widget for layouts — its name,
 * the schema of its settings (the layout editor builds its form from it) and the loader of its
 * data — beside the component the server renders it with. The host lists it in the layout
 * catalogue and hydrates it only while the add-on is enabled.
 */
import type { ComponentType } from "react";
import type { IServerLayoutWidget } from "@server/layouts/serverLayoutWidget";
import type { AnyComponent } from "@library/registry/componentRegistry";

export interface IAddonLayoutWidget<P extends object = Record<string, unknown>> extends Omit<IServerLayoutWidget, "load"> {
    /** Server rendering; the add-on's client entry registers the same component under `component` (registerComponent). */
    render: ComponentType<P>;
    load: IServerLayoutWidget["load"];
}

/** Checks an add-on's registration: its type carries the add-on's key, so two add-ons never claim one. */
export function layoutWidgetRegistration<P extends object>(key: string, widget: IAddonLayoutWidget<P>): { collected: IServerLayoutWidget; component: AnyComponent } {
    if (!widget.type.startsWith(`${key}.`)) throw new Error(`the layout widget type "${widget.type}" must start with "${key}.".`);
    if (widget.schema?.type !== "object" || typeof widget.schema.properties !== "object") throw new Error(`the layout widget "${widget.type}" needs a schema { type: "object", properties }.`);
    if (typeof widget.load !== "function") throw new Error(`the layout widget "${widget.type}" needs a load(request, settings).`);
    const { render, ...collected } = widget;
    return { collected, component: render as AnyComponent };
}
