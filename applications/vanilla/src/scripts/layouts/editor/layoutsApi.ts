/**
 * The layout editor's calls (issue 13). Each belongs to one button that awaits it and shows its
 * answer or its error, not to shared store state, so they are plain calls (as the dashboard's are).
 */
import { apiv2 } from "@library/api/apiv2";
import type { IHydratedWidget, ILayout, ILayoutView, ILayoutWidgetDefinition, LayoutViewType } from "@library/layouts/layoutTypes";

export async function createLayout(body: { name: string; layoutViewType: LayoutViewType; layout: ILayoutWidgetDefinition[] }): Promise<ILayout> {
    return (await apiv2.post<ILayout>("/layouts", body)).data;
}

export async function patchLayout(layoutID: number | string, body: { name: string; layout: ILayoutWidgetDefinition[] }): Promise<ILayout> {
    return (await apiv2.patch<ILayout>(`/layouts/${encodeURIComponent(String(layoutID))}`, body)).data;
}

export async function deleteLayout(layoutID: number | string): Promise<void> {
    await apiv2.delete(`/layouts/${encodeURIComponent(String(layoutID))}`);
}

/** Assigns a layout to the whole site for its view type; a default's ID reverts the view to the default. */
export async function publishLayout(layoutID: number | string): Promise<ILayoutView[]> {
    return (await apiv2.put<ILayoutView[]>(`/layouts/${encodeURIComponent(String(layoutID))}/views`, [{ recordType: "global", recordID: -1 }])).data;
}

export async function listLayouts(): Promise<ILayout[]> {
    return (await apiv2.get<ILayout[]>("/layouts")).data;
}

export async function hydratePreview(layoutViewType: LayoutViewType, layout: ILayoutWidgetDefinition[]): Promise<IHydratedWidget[]> {
    return (await apiv2.post<{ layout: IHydratedWidget[] }>("/layouts/hydrate", { layoutViewType, layout })).data.layout;
}
