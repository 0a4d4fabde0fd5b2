/**
 * Where a search goes (content §2 "Search box", §9 settings): the search page with the query
 * under `query` (themeFeatures.useNewSearchPage on, the default) or `search` (off), plus the
 * scope ("site" or "hub", the only values); or, when `search.externalSearch` holds a URL
 * template with %s, that other site (opened in a new tab, autocomplete off).
 */
import type { SearchScope } from "@library/search/searchTypes";

export const SEARCH_PAGE_PATH = "/search";
export const SEARCH_SCOPES: readonly SearchScope[] = ["site", "hub"];

type Settings = Record<string, string | number | boolean | null> | undefined;

/** The name of the search page's query parameter. */
export function searchQueryParam(settings: Settings): "query" | "search" {
    return settings?.["themeFeatures.useNewSearchPage"] === false ? "search" : "query";
}

/** "site" unless the value is exactly "hub" (anything else is read as the default). */
export function readScope(value: unknown): SearchScope {
    return value === "hub" ? "hub" : "site";
}

/**
 * The external search template when it is a usable http(s) URL holding %s, else null (a
 * template that is not a safe link is ignored: the site's own search page stays).
 */
export function externalSearchTemplate(settings: Settings): string | null {
    const template = settings?.["search.externalSearch"];
    if (typeof template !== "string" || !template.includes("%s")) return null;
    try {
        const url = new URL(template.replace(/%s/g, "x"));
        return url.protocol === "https:" || url.protocol === "http:" ? template : null;
    } catch {
        return null;
    }
}

/** The external address for a query: every %s replaced by the encoded text. */
export function externalSearchUrl(template: string, query: string): string {
    return template.replace(/%s/g, encodeURIComponent(query));
}

/** The search page of the site section a page is in (add-on API 6: `/{folder}/search`), else the site's. */
export function searchPagePath(siteSection?: { folder: string }): string {
    return siteSection ? `/${siteSection.folder}${SEARCH_PAGE_PATH}` : SEARCH_PAGE_PATH;
}

/** The search page's address for a query and scope. */
export function searchPageUrl(query: string, settings: Settings, scope: SearchScope = "site", path = SEARCH_PAGE_PATH): string {
    const params = new URLSearchParams({ [searchQueryParam(settings)]: query, scope });
    return `${path}?${params.toString()}`;
}

/** Page changes of the search boxes; an object so tests can observe them (jsdom cannot navigate). */
export const searchNavigator = {
    assign: (url: string): void => window.location.assign(url),
    /** A new tab, with no handle back to this page. */
    openInNewTab: (url: string): void => void window.open(url, "_blank", "noopener"),
};

/**
 * Runs a search box's search (the title bar's, the home banner's): the external search in a new
 * tab (this page stays as it was), else the search page with the query and the scope "site".
 * Says which, or null for blank text (nothing runs).
 */
export function runSearch(text: string, settings: Settings, path: string): "external" | "page" | null {
    const query = text.trim();
    if (!query) return null;
    const external = externalSearchTemplate(settings);
    if (external) {
        searchNavigator.openInNewTab(externalSearchUrl(external, query));
        return "external";
    }
    searchNavigator.assign(searchPageUrl(query, settings, "site", path));
    return "page";
}
