/**
 * The home banner's search box (content §2 "Search box", §4; shell §4, §9): the same box as the
 * title bar's. Typing loads suggestions from the search sources (search/SearchCombobox.tsx, whose
 * code loads when the pointer or the focus reaches the box: the home page's first load does not
 * carry it); a suggestion with a url opens it; Enter or the Search button opens the search page
 * with the query and the scope (`/search?query=…&scope=site`), or the external search in a new
 * tab, with no suggestions. An island: without script the form sends the same address.
 */
import { useEffect, useRef, useState, type ComponentType } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import type { ISearchComboboxProps } from "@library/search/SearchCombobox";
import { loadedSearchCombobox, loadSearchCombobox } from "@library/search/loadSearchCombobox";
import { externalSearchTemplate, runSearch, searchPagePath, searchQueryParam } from "@library/search/searchUrls";
import { SEARCH_QUERY_MAX_LENGTH } from "@library/search/searchTypes";
import { useClientLayoutEffect } from "@library/utility/useClientLayoutEffect";
import { homeBannerSearchClasses as classes } from "@vanilla/layouts/widgets/homeBannerSearch.styles";

export function HomeBannerSearch() {
    const { settings, siteSection } = useMeta();
    // In a site section (a subcommunity) the search looks through that section, as the title bar's does.
    const path = searchPagePath(siteSection);
    const autocomplete = externalSearchTemplate(settings) === null;
    const [query, setQuery] = useState("");
    // The server and the hydrating client draw the plain input; the combobox replaces it once loaded.
    const [Combobox, setCombobox] = useState<ComponentType<ISearchComboboxProps> | null>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const keepFocus = useRef(false);

    useEffect(() => {
        const loaded = loadedSearchCombobox();
        if (loaded) setCombobox(() => loaded);
    }, []);

    // The combobox's input replaces the focused plain one: the focus (and the caret) go with the text.
    useClientLayoutEffect(() => {
        const input = inputRef.current;
        if (!keepFocus.current || !input) return;
        keepFocus.current = false;
        input.focus();
        input.setSelectionRange(input.value.length, input.value.length);
    }, [Combobox]);

    function load() {
        if (Combobox) return;
        void loadSearchCombobox().then((loaded) => {
            if (!loaded) return;
            keepFocus.current = document.activeElement === inputRef.current;
            setCombobox(() => loaded);
        });
    }

    function search(text: string) {
        if (runSearch(text, settings, path) === null) inputRef.current?.focus();
    }

    const name = searchQueryParam(settings);
    return (
        <form
            className={classes.search}
            action={path}
            method="get"
            role="search"
            onPointerEnter={load}
            onFocus={load}
            onSubmit={(event) => {
                event.preventDefault();
                search(query);
            }}
        >
            {Combobox ? (
                <Combobox
                    value={query}
                    onChange={setQuery}
                    name={name}
                    label={t("Search")}
                    placeholder={t("Search")}
                    inputRef={inputRef}
                    inputClassName={classes.searchInput}
                    autocomplete={autocomplete}
                    onSearch={search}
                />
            ) : (
                <input
                    ref={inputRef}
                    className={classes.searchInput}
                    type="search"
                    name={name}
                    aria-label={t("Search")}
                    placeholder={t("Search")}
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    autoComplete="off"
                    maxLength={SEARCH_QUERY_MAX_LENGTH}
                />
            )}
            <input type="hidden" name="scope" value="site" />
            <button className={classes.searchButton} type="submit">
                {t("Search")}
            </button>
        </form>
    );
}
