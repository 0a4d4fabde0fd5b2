/**
 * The interactive parts of the title bar are islands (DESIGN.md §1), so they work on Island
 * pages too. Boot registers them for every page, like the ToastContainer, but lazily: their
 * code (drop-downs, mega-menu, notifications) is in chunks of their own that only pages
 * rendering them download (guests never load the notifications code), and mountIslands waits
 * for them before hydrating. On App pages the page component imports them.
 */
import type { ITitleBarMeButtonProps } from "@library/layout/TitleBarMeButton";
import { defineIsland, registerIslands, type NoProps } from "@library/registry/islandDefinition";

export const titleBarAccountIsland = defineIsland<NoProps>("TitleBarAccount", () =>
    import(/* webpackChunkName: "titleBarAccount" */ "@library/layout/TitleBarAccount").then((module) => module.TitleBarAccount),
);
export const titleBarNavigationIsland = defineIsland<NoProps>("TitleBarNavigation", () =>
    import(/* webpackChunkName: "titleBarNavigation" */ "@library/layout/TitleBarNavigation").then((module) => module.TitleBarNavigation),
);
export const titleBarHamburgerIsland = defineIsland<NoProps>("TitleBarHamburger", () =>
    import(/* webpackChunkName: "titleBarHamburger" */ "@library/layout/TitleBarHamburger").then((module) => module.TitleBarHamburger),
);
export const titleBarNotificationsIsland = defineIsland<NoProps>("TitleBarNotifications", () =>
    import(/* webpackChunkName: "titleBarNotifications" */ "@library/layout/TitleBarNotifications").then((module) => module.TitleBarNotifications),
);
export const titleBarMessagesIsland = defineIsland<NoProps>("TitleBarMessages", () =>
    import(/* webpackChunkName: "titleBarMessages" */ "@library/layout/TitleBarMessages").then((module) => module.TitleBarMessages),
);
export const titleBarMeButtonIsland = defineIsland<ITitleBarMeButtonProps>("TitleBarMeButton", () =>
    import(/* webpackChunkName: "titleBarMeButton" */ "@library/layout/TitleBarMeButton").then((module) => module.TitleBarMeButton),
);
export const titleBarSearchIsland = defineIsland<NoProps>("TitleBarSearch", () =>
    import(/* webpackChunkName: "titleBarSearch" */ "@library/layout/TitleBarSearch").then((module) => module.TitleBarSearch),
);
export const titleBarScrollWatcherIsland = defineIsland<NoProps>("TitleBarScrollWatcher", () =>
    import(/* webpackChunkName: "titleBarScrollWatcher" */ "@library/layout/TitleBarScrollWatcher").then((module) => module.TitleBarScrollWatcher),
);

export function registerTitleBarIslands(): void {
    registerIslands([
        titleBarAccountIsland,
        titleBarNavigationIsland,
        titleBarHamburgerIsland,
        titleBarNotificationsIsland,
        titleBarMessagesIsland,
        titleBarMeButtonIsland,
        titleBarSearchIsland,
        titleBarScrollWatcherIsland,
    ]);
}
