/**
 * The wire shapes of layouts (content §2 "Layout-driven pages", Vanilla's layouts.yml), shared by
 * the server that stores and hydrates them and the pages and editor that render them.
 */

import type { FragmentImpls } from "@library/fragments/fragmentTypes";

/** The pages a layout can describe. */
export const LAYOUT_VIEW_TYPES = ["home", "subcommunityHome", "discussionList", "categoryList", "post", "createPost"] as const;
export type LayoutViewType = (typeof LAYOUT_VIEW_TYPES)[number];

export function isLayoutViewType(value: unknown): value is LayoutViewType {
    return typeof value === "string" && (LAYOUT_VIEW_TYPES as readonly string[]).includes(value);
}

/** Which device classes a widget shows on (content §2 `$middleware.visibility.device`). */
export type DeviceVisibility = "all" | "mobile" | "desktop";
export const DEVICE_VISIBILITIES: readonly DeviceVisibility[] = ["all", "mobile", "desktop"];

export interface IWidgetMiddleware {
    visibility?: { device?: DeviceVisibility };
}

/** A widget as stored: its type, its settings, its middleware. */
export interface ILayoutWidgetDefinition {
    $hydrate: string;
    $middleware?: IWidgetMiddleware;
    /** Custom implementations of the widget's fragments (content §2; fragments/fragmentTypes.ts). */
    $fragmentImpls?: FragmentImpls;
    [setting: string]: unknown;
}

/** A widget as the page renders it: its component, its props (data already fetched), its middleware. */
export interface IHydratedWidget {
    $reactComponent: string;
    $reactProps: Record<string, unknown>;
    $middleware?: IWidgetMiddleware;
    $fragmentImpls?: FragmentImpls;
}

/** GET /layouts/lookup-hydrate's answer. */
export interface IHydratedLayout {
    layoutID: number | string;
    layoutViewType: LayoutViewType;
    titleBar: Record<string, unknown>;
    layout: IHydratedWidget[];
    contexts: IHydratedWidget[];
    redirectTo?: string;
}

export interface ILayoutView {
    layoutViewID: number;
    layoutID: number | string;
    layoutViewType: LayoutViewType;
    recordType: string;
    recordID: number;
    dateInserted: string;
    insertUserID: number;
}

/** A layout with its metadata (GET /layouts/{id}). Built-in defaults have the view type as their ID. */
export interface ILayout {
    layoutID: number | string;
    name: string;
    layoutViewType: LayoutViewType;
    layout: ILayoutWidgetDefinition[];
    titleBar: Record<string, unknown>;
    isDefault: boolean;
    isActive: boolean;
    dateInserted: string | null;
    insertUserID: number | null;
    dateUpdated: string | null;
    updateUserID: number | null;
    /** Where pages drawn from this layout send the browser instead (content §2); absent for none. */
    redirectTo?: string;
    layoutViews?: ILayoutView[];
}

/** The settings schema of a widget: a JSON schema object the editor builds its form from. */
export interface IWidgetSettingSchema {
    type: "string" | "integer" | "boolean" | "array";
    title: string;
    description?: string;
    default?: string | number | boolean | ReadonlyArray<Record<string, unknown>>;
    enum?: readonly string[];
    minimum?: number;
    maximum?: number;
    maxLength?: number;
    /** "textarea" for long text (HTML); a plain input otherwise. */
    "x-control"?: "textarea";
    /** A string that is an address: "link" must be a safe link, "image" a safe image source (shell §5). */
    format?: "link" | "image";
    /** An "array" setting is a list of items (a widget's own items), each an object of these settings. */
    items?: { type: "object"; properties: Record<string, IWidgetSettingSchema> };
    maxItems?: number;
}

export interface IWidgetSchema {
    type: "object";
    properties: Record<string, IWidgetSettingSchema>;
}

/** One widget of GET /layouts/catalog. */
export interface ICatalogWidget {
    $reactComponent: string;
    name: string;
    schema: IWidgetSchema;
}

export interface ILayoutCatalog {
    layoutViewType: LayoutViewType;
    widgets: Record<string, ICatalogWidget>;
}
