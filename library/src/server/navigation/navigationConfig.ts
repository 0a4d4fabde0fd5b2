/**
 * The title bar's navigation from the site configuration, filtered on the server for each page's
 * viewer. The rule itself is shared with the dashboard's navigation editor (its preview):
 * scripts/navigation/navigationFilter.ts.
 */
export { NAVIGATION_CONFIG_KEY, filterItems, navigationItemsFor, navigationListFor, type INavigationViewer } from "@library/navigation/navigationFilter";
