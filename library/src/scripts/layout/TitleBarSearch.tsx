import { useEffect, useRef, useState, type FocusEvent } from "react";
import { Button } from "@library/components/Button";
import { Icon } from "@library/components/Icon";
import { t } from "@library/i18n/t";
import { titleBarClasses as classes } from "@library/layout/titleBar.styles";

/** Where the search goes; the search page reads `query` (content, search). */
export const SEARCH_URL = "/search";

/**
 * The title bar's search (shell §2, §4): closed, a search button; open, a search input with a
 * Cancel button. The button opens it and focuses the input. Cancel, a click outside, or focus
 * leaving while no suggestions show closes it (no suggestions are offered yet, so leaving always
 * closes). Enter submits the form: a plain GET to /search?query=…, which works without script.
 */
export function TitleBarSearch() {
    const [isOpen, setIsOpen] = useState(false);
    const [query, setQuery] = useState("");
    const rootRef = useRef<HTMLDivElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    const buttonRef = useRef<HTMLButtonElement>(null);
    const focusButtonOnClose = useRef(false);
    // The autocomplete would set this; blur must not close the box while suggestions show.
    const hasSuggestions = false;

    useEffect(() => {
        if (isOpen) {
            inputRef.current?.focus();
            const onMouseDown = (event: MouseEvent) => {
                if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setIsOpen(false);
            };
            document.addEventListener("mousedown", onMouseDown);
            return () => document.removeEventListener("mousedown", onMouseDown);
        }
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

    function onBlur(event: FocusEvent<HTMLDivElement>) {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        if (!hasSuggestions) setIsOpen(false);
    }

    if (!isOpen) {
        return (
            <div ref={rootRef} className={classes.search}>
                <Button ref={buttonRef} buttonType="custom" className={classes.iconButton} aria-label={t("Search")} aria-expanded={false} onClick={() => setIsOpen(true)}>
                    <Icon name="search" />
                </Button>
            </div>
        );
    }
    return (
        <div ref={rootRef} className={`${classes.search} ${classes.searchOpen}`} onBlur={onBlur}>
            {/* Escape bubbles up from the search field or its buttons: one listener for all of them. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <form role="search" action={SEARCH_URL} method="get" className={classes.searchForm} onKeyDown={(event) => event.key === "Escape" && cancel()}>
                <Icon name="search" size="small" />
                <input
                    ref={inputRef}
                    type="search"
                    name="query"
                    className={classes.searchInput}
                    aria-label={t("Search")}
                    placeholder={t("Search")}
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    autoComplete="off"
                />
            </form>
            <Button buttonType="custom" className={classes.searchCancel} onClick={cancel}>
                {t("Cancel")}
            </Button>
        </div>
    );
}
