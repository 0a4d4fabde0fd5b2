/**
 * Routes an App page can navigate to without a reload (shell §2). Applications and add-ons
 * register them; a link to any other internal path does a full page load.
 */
import type { ComponentType } from "react";
import type { IPageMeta } from "@library/boot/pageMeta";

export interface IRouteLocation {
    pathname: string;
    search: string;
}

export interface IRouteProps {
    location: IRouteLocation;
}

export interface IAppRoute {
    name: string;
    /** Whether this route renders the given path. */
    matches(pathname: string): boolean;
    load(): Promise<{ default: ComponentType<IRouteProps> }>;
    /** The page-view tick context for a location of this route. */
    tick?(location: IRouteLocation): IPageMeta["tick"];
}

const routes: IAppRoute[] = [];

export function registerRoute(route: IAppRoute): void {
    if (!routes.some((existing) => existing.name === route.name)) routes.push(route);
}

/**
 * Puts another page behind a registered route's name (or adds it): a page drawn from a layout
 * (content §9) takes over its plain page's route, so client-side navigation stays in the layout.
 */
export function replaceRoute(route: IAppRoute): void {
    const index = routes.findIndex((existing) => existing.name === route.name);
    if (index >= 0) routes[index] = route;
    else routes.push(route);
}

export function findRoute(pathname: string): IAppRoute | undefined {
    return routes.find((route) => route.matches(pathname));
}

/** For tests only. */
export function resetRouteRegistry(): void {
    routes.length = 0;
}
