import { useEffect, useRef, useState, type ComponentType, type FocusEvent, type FormEvent } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { loadOnDemand } from "@library/lazy/loadOnDemand";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";
import type { ISearchComboboxProps } from "@library/search/SearchCombobox";
import { externalSearchTemplate, externalSearchUrl, searchNavigator, searchPagePath, searchPageUrl, searchQueryParam } from "@library/search/searchUrls";
import { logWarning } from "@library/utility/logger";
import { useClientLayoutEffect } from "@library/utility/useClientLayoutEffect";

/** The search box with suggestions: its code (and the autocomplete's) loads when the box is about to open. */
let comboboxLoad: Promise<ComponentType<ISearchComboboxProps> | null> | null = null;
/** Once loaded: a box opened after that shows it at once. */
let loadedCombobox: ComponentType<ISearchComboboxProps> | null = null;
function loadCombobox(): Promise<ComponentType<ISearchComboboxProps> | null> {
    comboboxLoad ??= loadOnDemand(() => import(/* webpackChunkName: "searchCombobox" */ "@library/search/SearchCombobox")).then(
        (module) => (loadedCombobox = module.SearchCombobox),
        (error: unknown) => {
            // Without it the box still searches, with no suggestions.
            logWarning("The search suggestions could not be loaded.", error);
            comboboxLoad = null;
            return null;
        },
    );
    return comboboxLoad;
}

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
    const [Combobox, setCombobox] = useState<ComponentType<ISearchComboboxProps> | null>(() => loadedCombobox);
    const [menuShown, setMenuShown] = useState(false);
    const rootRef = useRef<HTMLDivElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const buttonRef = useRef<HTMLButtonElement>(null);
    const focusButtonOnClose = useRef(false);

    // Focus goes into the input in the same task that shows it (a layout effect), and back into
    // the combobox's input when that replaces the plain one: keys typed meanwhile would be lost.
    useClientLayoutEffect(() => {
        const input = inputRef.current;
        if (!isOpen || !input || (document.activeElement && document.activeElement !== document.body)) return;
        input.focus();
        input.setSelectionRange(input.value.length, input.value.length);
    }, [isOpen, Combobox]);

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

    /**
     * Opens at once (typing starts in a plain input), and the combobox takes its place when its
     * code has loaded, with what was typed.
     */
    function open() {
        setIsOpen(true);
        if (!Combobox) void loadCombobox().then((loaded) => loaded && setCombobox(() => loaded));
    }

    function cancel() {
        focusButtonOnClose.current = true;
        setQuery("");
        setIsOpen(false);
    }

    function runSearch(text: string) {
        const trimmed = text.trim();
        if (!trimmed) return;
        if (external) {
            // Content §2: the external search opens in a new tab; this page stays as it was.
            searchNavigator.openInNewTab(externalSearchUrl(external, trimmed));
            cancel();
            return;
        }
        searchNavigator.assign(searchPageUrl(trimmed, meta.settings, "site", searchPath));
    }

    function onSubmit(event: FormEvent<HTMLFormElement>) {
        event.preventDefault();
        runSearch(query);
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
                    onPointerEnter={() => void loadCombobox()}
                    onFocus={() => void loadCombobox()}
                    onClick={(event) => {
                        event.preventDefault();
                        open();
                    }}
                >
                    <Icon name="search" />
                </Button>
            </form>
        );
    }
    const name = searchQueryParam(meta.settings);
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
                {Combobox ? (
                    <Combobox
                        value={query}
                        onChange={setQuery}
                        name={name}
                        label={t("Search")}
                        placeholder={t("Search")}
                        inputRef={inputRef}
                        inputClassName={classes.searchInput}
                        autocomplete={external === null}
                        onSearch={runSearch}
                        onMenuShown={setMenuShown}
                    />
                ) : (
                    <input
                        ref={inputRef}
                        type="search"
                        name={name}
                        className={classes.searchInput}
                        aria-label={t("Search")}
                        placeholder={t("Search")}
                        value={query}
                        onChange={(event) => setQuery(event.target.value)}
                        autoComplete="off"
                    />
                )}
                <input type="hidden" name="scope" value="site" />
            </form>
            <Button buttonType="custom" className={classes.searchCancel} onClick={cancel}>
                {t("Cancel")}
            </Button>
        </div>
    );
}
