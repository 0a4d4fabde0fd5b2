/**
 * The page widgets (issue 13 item 2, content §9 customLayout flags): the main widget of the
 * discussion-list, post and create-post layouts is the page that route showed before layouts —
 * the list with its sorts and pagers, the discussion with its comments and reply box, the post
 * form — so a page drawn from its layout does everything the plain page does.
 *
 * Their data is the page's own: the route reads it for the viewer exactly as the plain page does
 * (permissions, redirects, 404s included) and hands it over with `providePageWidgetProps` before
 * hydrating the layout. Where there is no page (the editor's preview, lookup-hydrate called on
 * its own), the widget gets no props and shows where the page will be.
 */
import type { FastifyRequest } from "fastify";
import type { IServerLayoutWidget } from "@server/layouts/serverLayoutWidget";
import type { LayoutViewType } from "@library/layouts/layoutTypes";
import { PAGE_WIDGET_TYPES, PAGE_WIDGET_COMPONENTS } from "@vanilla/layouts/pageWidgetNames";

/** Per request, never per process: each render's page data stays with its own request. */
const pageProps = new WeakMap<FastifyRequest, Record<string, unknown>>();

/** What this request's page widget renders (the route's props for the page component). */
export function providePageWidgetProps(request: FastifyRequest, props: Record<string, unknown>): void {
    pageProps.set(request, props);
}

function pageWidget(viewType: "discussionList" | "post" | "createPost", name: string): IServerLayoutWidget {
    return {
        type: PAGE_WIDGET_TYPES[viewType],
        component: PAGE_WIDGET_COMPONENTS[viewType],
        name,
        schema: { type: "object", properties: {} },
        viewTypes: [viewType] as LayoutViewType[],
        load: async (request) => pageProps.get(request) ?? {},
    };
}

export const PAGE_LAYOUT_WIDGETS: readonly IServerLayoutWidget[] = [
    pageWidget("discussionList", "Discussion List Page"),
    pageWidget("post", "Discussion and Comments"),
    pageWidget("createPost", "New Discussion Form"),
];
