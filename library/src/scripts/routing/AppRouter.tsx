import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType } from "react";
import { findRoute, type IRouteLocation, type IRouteProps } from "@library/routing/routeRegistry";
import { recordPop, recordPush } from "@library/routing/historyDepth";
import { logError } from "@library/utility/logger";

interface IRouter {
    /** Navigates client-side when a registered route renders `href`; returns false otherwise. */
    navigate(href: string): boolean;
    location: IRouteLocation;
}

const RouterContext = createContext<IRouter | null>(null);

/** The router of an App page, or null on Island pages (every link is then a full load). */
export function useRouter(): IRouter | null {
    return useContext(RouterContext);
}

interface IProps {
    /** The page the server rendered, already loaded so hydration matches. */
    initialPage: ComponentType<IRouteProps>;
    initialLocation: IRouteLocation;
    /** Called after every client-side path change, with the previous URL (for the tick). */
    onPathChange?: (location: IRouteLocation, previousUrl: string) => void;
}

interface IState {
    location: IRouteLocation;
    Page: ComponentType<IRouteProps>;
}

function currentLocation(): IRouteLocation {
    return { pathname: window.location.pathname, search: window.location.search };
}

export function AppRouter({ initialPage, initialLocation, onPathChange }: IProps) {
    const [state, setState] = useState<IState>({ location: initialLocation, Page: initialPage });

    const show = useCallback(
        async (location: IRouteLocation, push: boolean) => {
            const route = findRoute(location.pathname);
            if (!route) {
                window.location.assign(location.pathname + location.search);
                return;
            }
            const previousUrl = window.location.href;
            try {
                const { default: Page } = await route.load();
                if (push) {
                    window.history.pushState({}, "", location.pathname + location.search);
                    recordPush();
                }
                setState({ location, Page });
                if (push) window.scrollTo(0, 0);
                onPathChange?.(location, previousUrl);
            } catch (error) {
                // The code of the next page did not arrive: fall back to a full page load.
                logError(`Could not load the page for ${location.pathname}.`, error);
                window.location.assign(location.pathname + location.search);
            }
        },
        [onPathChange],
    );

    useEffect(() => {
        const onPopState = () => {
            recordPop();
            void show(currentLocation(), false);
        };
        window.addEventListener("popstate", onPopState);
        return () => window.removeEventListener("popstate", onPopState);
    }, [show]);

    const router = useMemo<IRouter>(
        () => ({
            location: state.location,
            navigate(href: string) {
                const url = new URL(href, window.location.href);
                if (url.origin !== window.location.origin || !findRoute(url.pathname)) return false;
                void show({ pathname: url.pathname, search: url.search }, true);
                return true;
            },
        }),
        [show, state.location],
    );

    const { Page, location } = state;
    return (
        <RouterContext.Provider value={router}>
            <Page location={location} />
        </RouterContext.Provider>
    );
}
