/**
 * The search page's box (content §2 "Search box"): the text with suggestions, a clear button
 * and the Search button. Enter or the button runs the search: the surrounding GET form is sent,
 * so the filters go with it and the address can be shared; a suggestion with a url opens it.
 * Clear empties the text and puts the focus back (it does not re-run the search). Rendered by the
 * server, hydrated as an island: without script the form still searches.
 */
import { useRef, useState } from "react";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { SearchCombobox } from "@library/search/SearchCombobox";
import { searchPageClasses as classes } from "@vanilla/search/searchPage.styles";

export interface ISearchPageBoxProps {
    /** The query parameter: "query" or "search" (themeFeatures.useNewSearchPage). */
    name: string;
    value: string;
}

export function SearchPageBox({ name, value: initial }: ISearchPageBoxProps) {
    const [value, setValue] = useState(initial);
    const inputRef = useRef<HTMLInputElement>(null);
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
