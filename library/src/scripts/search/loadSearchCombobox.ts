/**
 * The search box with suggestions (SearchCombobox) on demand, for the boxes that show a plain
 * input first (the title bar's, the home banner's): its code and the autocomplete's load when the
 * pointer or the focus reaches the box, so no page ships them in its first load. One load for
 * every box of the page.
 */
import type { ComponentType } from "react";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import type { ISearchComboboxProps } from "@library/search/SearchCombobox";
import { logWarning } from "@library/utility/logger";

let comboboxLoad: Promise<ComponentType<ISearchComboboxProps> | null> | null = null;
let loadedCombobox: ComponentType<ISearchComboboxProps> | null = null;

/** Resolves to the combobox, or to null when its code could not load (the box then searches without suggestions). */
export function loadSearchCombobox(): Promise<ComponentType<ISearchComboboxProps> | null> {
    comboboxLoad ??= loadOnDemand(() => import(/* webpackChunkName: "searchCombobox" */ "@library/search/SearchCombobox")).then(
        (module) => (loadedCombobox = module.SearchCombobox),
        (error: unknown) => {
            logWarning("The search suggestions could not be loaded.", error);
            comboboxLoad = null;
            return null;
        },
    );
    return comboboxLoad;
}

/** The combobox once loaded: a box shown after that shows it at once. */
export function loadedSearchCombobox(): ComponentType<ISearchComboboxProps> | null {
    return loadedCombobox;
}
