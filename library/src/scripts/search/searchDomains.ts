/**
 * How a search domain looks on the search page (issue 11 item 5, client side): the filter
 * fields a domain adds to the search form and how one of its results is shown. The server
 * half (what to index, who may see it) is `api.registerSearchDomain` in the server facade; both
 * use the same key. Core's domain is "discussions"; an add-on's is its key or "<key>.<what>".
 *
 * The search page is rendered on the server and its results are plain HTML, so the components
 * must render on the server too: the add-on registers them in a module that its browser entry
 * AND its server module import (plugins/README.md "Search domains"). Both are pure functions of
 * their props. A domain's filter fields are ordinary named form fields: they travel in the
 * address (so a search can be shared and works without script) and the add-on's server domain
 * reads them from the request.
 */
import type { ComponentType } from "react";
import type { ISearchResult } from "@library/search/searchTypes";

export interface ISearchFilterFieldsProps {
    /** The search page's query parameters as they arrived (strings or lists of strings). */
    values: Record<string, unknown>;
}

export interface ISearchDomainView {
    /** The key of the domain the server registered: "discussions", "<addon>" or "<addon>.<what>". */
    key: string;
    /** Form fields shown under the core's filters (inputs, selects), each with a visible label. */
    Filters?: ComponentType<ISearchFilterFieldsProps>;
    /** One result of the domain's record types in the list (the default shows title, crumbs, excerpt). */
    Result?: ComponentType<{ result: ISearchResult }>;
    /** The record types whose results `Result` shows. */
    recordTypes: string[];
}

const views = new Map<string, ISearchDomainView>();

export function registerSearchDomainView(view: ISearchDomainView): void {
    views.set(view.key, view);
}

/** The add-on a domain key belongs to ("kb.articles" → "kb"); core domains belong to none. */
function addonOf(key: string): string {
    return key.split(".")[0]!;
}

/** The registered views of the core and of the enabled add-ons (`meta.addons`). */
export function searchDomainViews(enabledAddons: readonly string[], coreDomains: readonly string[] = ["discussions"]): ISearchDomainView[] {
    return [...views.values()].filter((view) => coreDomains.includes(view.key) || enabledAddons.includes(addonOf(view.key)));
}

/** For tests only. */
export function resetSearchDomainViews(): void {
    views.clear();
}
