/**
 * The home banner's search box (content §2 "Search box", §4; shell §4, §9): the same box as the
 * title bar's. Typing loads suggestions from the search sources (search/SearchQueryField.tsx: the
 * home page's first load does not carry their code); a suggestion with a url opens it; Enter or
 * the Search button opens the search page with the query and the scope
 * (`/search?query=…&scope=site`), or the external search in a new tab, with no suggestions.
 * An island: without script the form sends the same address.
 */
import { useRef, useState } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { SearchQueryField } from "@library/search/SearchQueryField";
import { externalSearchTemplate, runSearch, searchPagePath, searchQueryParam } from "@library/search/searchUrls";
import { homeBannerSearchClasses as classes } from "@vanilla/layouts/widgets/homeBannerSearch.styles";

export function HomeBannerSearch() {
    const { settings, siteSection } = useMeta();
    // In a site section (a subcommunity) the search looks through that section, as the title bar's does.
    const path = searchPagePath(siteSection);
    const [query, setQuery] = useState("");
    const inputRef = useRef<HTMLInputElement>(null);

    function search(text: string) {
        if (runSearch(text, settings, path) === null) inputRef.current?.focus();
    }

    return (
        <form
            className={classes.search}
            action={path}
            method="get"
            role="search"
            onSubmit={(event) => {
                event.preventDefault();
                search(query);
            }}
        >
            <SearchQueryField
                value={query}
                onChange={setQuery}
                name={searchQueryParam(settings)}
                inputRef={inputRef}
                inputClassName={classes.searchInput}
                autocomplete={externalSearchTemplate(settings) === null}
                onSearch={search}
            />
            <input type="hidden" name="scope" value="site" />
            <button className={classes.searchButton} type="submit">
                {t("Search")}
            </button>
        </form>
    );
}
