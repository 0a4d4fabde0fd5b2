/**
 * The query field of a search box that shows a plain input first (the title bar's, the home
 * banner's): the suggestions' code (SearchCombobox) is not in any page's first load, so the box
 * draws a plain input of the same name, and the combobox takes its place once its code has
 * loaded, with what was typed, the focus and the caret (keys typed meanwhile are not lost).
 */
import { useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import { t } from "@library/i18n/t";
import type { ISearchComboboxProps } from "@library/search/SearchCombobox";
import { loadedSearchCombobox, loadSearchCombobox } from "@library/search/loadSearchCombobox";
import { SEARCH_QUERY_MAX_LENGTH } from "@library/search/searchTypes";
import { useClientLayoutEffect } from "@library/utility/useClientLayoutEffect";

export interface ISearchQueryFieldProps extends Pick<ISearchComboboxProps, "value" | "onChange" | "name" | "autocomplete" | "onSearch" | "onMenuShown"> {
    inputRef: RefObject<HTMLInputElement>;
    inputClassName: string;
    /**
     * The field is drawn only in the browser, after a click (the title bar's): it loads the
     * suggestions at once and shows them from its first render when already loaded. Otherwise
     * (the server draws it) the code loads when the pointer or the focus reaches the field.
     */
    loadOnMount?: boolean;
}

export function SearchQueryField(props: ISearchQueryFieldProps) {
    const { inputRef, loadOnMount, ...comboboxProps } = props;
    // A server-drawn field starts plain in the browser too, so that hydration matches.
    const [Combobox, setCombobox] = useState<ComponentType<ISearchComboboxProps> | null>(() => (loadOnMount ? loadedSearchCombobox() : null));
    const keepFocus = useRef(false);

    function load() {
        if (Combobox) return;
        void loadSearchCombobox().then((loaded) => {
            if (!loaded) return;
            keepFocus.current = document.activeElement === inputRef.current;
            setCombobox(() => loaded);
        });
    }

    useEffect(() => {
        if (loadOnMount) load();
        else if (loadedSearchCombobox()) setCombobox(() => loadedSearchCombobox());
        // Once, on mount: later loads come from the pointer or the focus.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    // In the same task as the swap (a layout effect), before another key can arrive.
    useClientLayoutEffect(() => {
        const input = inputRef.current;
        if (!keepFocus.current || !input) return;
        keepFocus.current = false;
        input.focus();
        input.setSelectionRange(input.value.length, input.value.length);
    }, [Combobox]);

    if (Combobox) return <Combobox {...comboboxProps} label={t("Search")} placeholder={t("Search")} inputRef={inputRef} />;
    const { value, onChange, name, inputClassName } = comboboxProps;
    return (
        <input
            ref={inputRef}
            className={inputClassName}
            type="search"
            name={name}
            aria-label={t("Search")}
            placeholder={t("Search")}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onPointerEnter={load}
            onFocus={load}
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
        />
    );
}
