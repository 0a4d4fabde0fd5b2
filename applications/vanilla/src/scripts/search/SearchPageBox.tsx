/**
 * The search page's box (content §2 "Search box"): the text with suggestions, a clear button
 * and the Search button. Enter or the button runs the search: the surrounding GET form is sent
 * (empty filters left out), so the filters go with it and the address can be shared; a
 * suggestion with a url opens it.
 * Clear empties the text and puts the focus back (it does not re-run the search). Rendered by the
 * server, hydrated as an island: without script the form still searches.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { SearchCombobox } from "@library/search/SearchCombobox";
import { searchNavigator } from "@library/search/searchUrls";
import { searchFormDataUrl } from "@vanilla/search/searchPageQuery";
import { searchPageClasses as classes } from "@vanilla/search/searchPage.styles";

export interface ISearchPageBoxProps {
    /** The query parameter: "query" or "search" (themeFeatures.useNewSearchPage). */
    name: "query" | "search";
    value: string;
}

export function SearchPageBox({ name, value: initial }: ISearchPageBoxProps) {
    const [value, setValue] = useState(initial);
    const inputRef = useRef<HTMLInputElement>(null);

    // The surrounding form, sent by the browser, would put every empty filter in the address
    // (`&categoryID=&author=&tag=…`): with script it opens the address without them, the one the
    // server reads back (without script the server redirects there).
    useEffect(() => {
        const form = inputRef.current?.form;
        if (!form) return;
        const onSubmit = (event: SubmitEvent) => {
            if (event.defaultPrevented) return;
            event.preventDefault();
            searchNavigator.assign(searchFormDataUrl(form.getAttribute("action") ?? window.location.pathname, new FormData(form), name));
        };
        form.addEventListener("submit", onSubmit);
        return () => form.removeEventListener("submit", onSubmit);
    }, [name]);
    return (
        <div className={classes.boxRow}>
            <div className={classes.box}>
                <Icon name="search" size="small" />
                <SearchCombobox
                    value={value}
                    onChange={setValue}
                    name={name}
                    label={t("Search")}
                    placeholder={t("Search the community")}
                    inputRef={inputRef}
                    inputClassName={classes.boxInput}
                    autocomplete={true}
                    onSearch={() => inputRef.current?.form?.requestSubmit()}
                />
                {value !== "" && (
                    <button
                        type="button"
                        className={classes.clear}
                        aria-label={t("Clear")}
                        onClick={() => {
                            setValue("");
                            inputRef.current?.focus();
                        }}
                    >
                        <Icon name="close" size="small" />
                    </button>
                )}
            </div>
            <Button type="submit" buttonType="primary">
                {t("Search")}
            </Button>
        </div>
    );
}
