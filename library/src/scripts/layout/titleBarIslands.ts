/**
 * The interactive parts of the title bar are islands (DESIGN.md §1), so they work on Island
 * pages too. Boot registers them for every page, like the ToastContainer, but lazily: their
 * code (drop-downs, mega-menu, notifications) is in chunks of their own that only pages
 * rendering them download (guests never load the notifications code), and mountIslands waits
 * for them before hydrating. On App pages the page component imports them.
 */
import { registerLazyComponent } from "@library/registry/componentRegistry";

export const TITLE_BAR_ACCOUNT_ISLAND = "TitleBarAccount";
export const TITLE_BAR_NAVIGATION_ISLAND = "TitleBarNavigation";
export const TITLE_BAR_HAMBURGER_ISLAND = "TitleBarHamburger";
export const TITLE_BAR_NOTIFICATIONS_ISLAND = "TitleBarNotifications";
export const TITLE_BAR_MESSAGES_ISLAND = "TitleBarMessages";
export const TITLE_BAR_ME_BUTTON_ISLAND = "TitleBarMeButton";
export const TITLE_BAR_SEARCH_ISLAND = "TitleBarSearch";
export const TITLE_BAR_SCROLL_WATCHER_ISLAND = "TitleBarScrollWatcher";

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
    registerLazyComponent(TITLE_BAR_NOTIFICATIONS_ISLAND, () =>
        import(/* webpackChunkName: "titleBarNotifications" */ "@library/layout/TitleBarNotifications").then((module) => ({ default: module.TitleBarNotifications })),
    );
    registerLazyComponent(TITLE_BAR_MESSAGES_ISLAND, () =>
        import(/* webpackChunkName: "titleBarMessages" */ "@library/layout/TitleBarMessages").then((module) => ({ default: module.TitleBarMessages })),
    );
    registerLazyComponent(TITLE_BAR_ME_BUTTON_ISLAND, () =>
        import(/* webpackChunkName: "titleBarMeButton" */ "@library/layout/TitleBarMeButton").then((module) => ({ default: module.TitleBarMeButton })),
    );
    registerLazyComponent(TITLE_BAR_SEARCH_ISLAND, () =>
        import(/* webpackChunkName: "titleBarSearch" */ "@library/layout/TitleBarSearch").then((module) => ({ default: module.TitleBarSearch })),
    );
    registerLazyComponent(TITLE_BAR_SCROLL_WATCHER_ISLAND, () =>
        import(/* webpackChunkName: "titleBarScrollWatcher" */ "@library/layout/TitleBarScrollWatcher").then((module) => ({ default: module.TitleBarScrollWatcher })),
    );
}
