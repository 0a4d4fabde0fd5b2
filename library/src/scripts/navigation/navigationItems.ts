/**
 * Navigation items of the title bar (shell §3 "Navigation item"), as the page metadata carries
 * them: already filtered by the server for the viewer (server/navigation/navigationConfig.ts),
 * so neither permission nor roleIDs reach the browser.
 */
export interface INavigationItem {
    /** Stable within the page: the config's id, or the item's position ("2-0"). */
    id: string;
    /** Shown through t(), so a translation may replace it. */
    name: string;
    url?: string;
    /** A short text shown beside the name ("New"). */
    badge?: { type: "text"; text: string };
    children?: INavigationItem[];
}

/** Shell §2: the default entries (the forum app is always on in Hearth). */
export const DEFAULT_NAVIGATION_ITEMS: INavigationItem[] = [
    { id: "posts", name: "Posts", url: "/discussions" },
    { id: "categories", name: "Categories", url: "/categories" },
];
