import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import { loadSearchCombobox } from "@library/search/loadSearchCombobox";
import { SearchQueryField } from "@library/search/SearchQueryField";
import { externalSearchTemplate, runSearch, searchPagePath, searchQueryParam } from "@library/search/searchUrls";
import { useClientLayoutEffect } from "@library/utility/useClientLayoutEffect";

/**
 * The title bar's search (shell §2, §4): closed, a search button; open, a search input with a
 * Cancel button. The button opens it and focuses the input. Cancel, a click outside, or focus
 * leaving while no suggestions show closes it. The input is a combobox with suggestions
 * (search/SearchCombobox.tsx), loaded when the pointer or the focus reaches the button, so
 * pages never ship it in their first load. Enter runs the search: the search page with the
 * query, or the external search (`search.externalSearch`) in a new tab, with no suggestions.
 * Without script the closed button is a plain form's submit button: it opens the search page.
 */
export function TitleBarSearch() {
    const meta = useMeta();
    // In a site section (a subcommunity) the search looks through that section; its page offers the whole site.
    const searchPath = searchPagePath(meta.siteSection);
    const external = externalSearchTemplate(meta.settings);
    const [isOpen, setIsOpen] = useState(false);
    const [query, setQuery] = useState("");
    const [menuShown, setMenuShown] = useState(false);
    const rootRef = useRef<HTMLDivElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const buttonRef = useRef<HTMLButtonElement>(null);
    const focusButtonOnClose = useRef(false);

    // Focus goes into the input in the same task that shows it (a layout effect): keys typed
    // meanwhile would be lost. (The field keeps it when the combobox replaces its plain input.)
    useClientLayoutEffect(() => {
        if (isOpen) inputRef.current?.focus();
    }, [isOpen]);

    useEffect(() => {
        if (isOpen) {
            const onMouseDown = (event: MouseEvent) => {
                if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false);
            };
            document.addEventListener("mousedown", onMouseDown);
            return () => document.removeEventListener("mousedown", onMouseDown);
        }
        setMenuShown(false);
        if (focusButtonOnClose.current) {
            focusButtonOnClose.current = false;
            buttonRef.current?.focus();
        }
    }, [isOpen]);

    function cancel() {
        focusButtonOnClose.current = true;
        setQuery("");
        setIsOpen(false);
    }

    function search(text: string) {
        // Content §2: the external search opens in a new tab; the box closes on this page.
        if (runSearch(text, meta.settings, searchPath) === "external") cancel();
    }

    function onSubmit(event: FormEvent<HTMLFormElement>) {
        event.preventDefault();
        search(query);
    }

    function onBlur(event: FocusEvent<HTMLDivElement>) {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        if (!menuShown) setIsOpen(false);
    }

    if (!isOpen) {
        // A GET form around the button: without script the button still leads to the search page.
        return (
            <form className={classes.search} action={searchPath} method="get">
                <Button
                    ref={buttonRef}
                    type="submit"
                    buttonType="custom"
                    className={classes.iconButton}
                    aria-label={t("Search")}
                    aria-expanded={false}
                    onPointerEnter={() => void loadSearchCombobox()}
                    onFocus={() => void loadSearchCombobox()}
                    onClick={(event) => {
                        event.preventDefault();
                        // Opens at once: typing starts in a plain input until the combobox's code has loaded (SearchQueryField).
                        setIsOpen(true);
                    }}
                >
                    <Icon name="search" />
                </Button>
            </form>
        );
    }
    return (
        <div ref={rootRef} className={`${classes.search} ${classes.searchOpen}`} onBlur={onBlur}>
            {/* Escape bubbles up from the search field or its buttons: one listener for all of them. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <form
                role="search"
                action={searchPath}
                method="get"
                className={classes.searchForm}
                onSubmit={onSubmit}
                onKeyDown={(event) => event.key === "Escape" && !event.defaultPrevented && cancel()}
            >
                <Icon name="search" size="small" />
                <SearchQueryField
                    value={query}
                    onChange={setQuery}
                    name={searchQueryParam(meta.settings)}
                    inputRef={inputRef}
                    inputClassName={classes.searchInput}
                    autocomplete={external === null}
                    onSearch={search}
                    onMenuShown={setMenuShown}
                    loadOnMount
                />
                <input type="hidden" name="scope" value="site" />
            </form>
            <Button buttonType="custom" className={classes.searchCancel} onClick={cancel}>
                {t("Cancel")}
            </Button>
        </div>
    );
}
