/**
 * The interactive parts of the title bar are islands (DESIGN.md §1), so they work on Island
 * pages too. Boot registers them for every page, like the ToastContainer, but lazily: their
 * code (drop-down, mega-menu) is a chunk of its own that only pages rendering them download,
 * and mountIslands waits for it before hydrating. On App pages the page component imports them.
 */
import { registerLazyComponent } from "@library/registry/componentRegistry";

export const TITLE_BAR_ACCOUNT_ISLAND = "TitleBarAccount";
export const TITLE_BAR_NAVIGATION_ISLAND = "TitleBarNavigation";
export const TITLE_BAR_HAMBURGER_ISLAND = "TitleBarHamburger";

export function registerTitleBarIslands(): void {
    registerLazyComponent(TITLE_BAR_ACCOUNT_ISLAND, () =>
        import(/* webpackChunkName: "titleBarAccount" */ "@library/layout/TitleBarAccount").then((module) => ({ default: module.TitleBarAccount })),
    );
    registerLazyComponent(TITLE_BAR_NAVIGATION_ISLAND, () =>
        import(/* webpackChunkName: "titleBarNavigation" */ "@library/layout/TitleBarNavigation").then((module) => ({ default: module.TitleBarNavigation })),
    );
    registerLazyComponent(TITLE_BAR_HAMBURGER_ISLAND, () =>
        import(/* webpackChunkName: "titleBarHamburger" */ "@library/layout/TitleBarHamburger").then((module) => ({ default: module.TitleBarHamburger })),
    );
}
