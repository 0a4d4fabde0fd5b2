/**
 * A search field with suggestions, as an ARIA 1.2 combobox (content §2 "Search box", §4;
 * shell §4, §9): the input owns the focus, ArrowDown / ArrowUp move through the suggestions
 * (aria-activedescendant), Enter picks the highlighted one or runs the search, Escape closes the
 * menu (and, once it is closed, tells the owner, so the title bar can close itself). The menu
 * shows only with text and while autocomplete is on; the typed text is always offered first as
 * "Search for …"; a suggestion with a url navigates there. How many suggestions arrived is
 * announced in a live region.
 *
 * Its code (and the autocomplete's) loads when a search box is opened or focused, never in a
 * page's first load.
 */
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { Icon } from "@library/components/Icon";
import { t, tf } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { visuallyHidden } from "@library/theme/globalStyles";
import { communitySearchSource } from "@library/search/searchAutocompleteApi";
import { useSearchAutocomplete } from "@library/search/searchAutocomplete";
import { searchBoxClasses as classes } from "@library/search/searchBox.styles";
import { getSearchSource, registerSearchSource } from "@library/search/searchSources";
import { searchNavigator } from "@library/search/searchUrls";
import { isSafeLink } from "@library/utility/safeLinks";
import { SEARCH_QUERY_MAX_LENGTH, type ISearchAutocompleteOption } from "@library/search/searchTypes";

if (!getSearchSource(communitySearchSource.key)) registerSearchSource(communitySearchSource);

export interface ISearchComboboxProps {
    value: string;
    onChange: (value: string) => void;
    /** The input's form name: the search page's query parameter. */
    name: string;
    label: string;
    placeholder?: string;
    inputRef?: Ref<HTMLInputElement>;
    inputClassName?: string;
    /** Off when an external search replaces the site's (content §4). */
    autocomplete: boolean;
    /** Runs the search for the text (Enter without a highlighted suggestion, or "Search for …"). */
    onSearch: (query: string) => void;
    /** Escape while no menu shows. */
    onEscape?: () => void;
    /** Whether the menu shows: the title bar stays open on blur while it does (shell §4). */
    onMenuShown?: (shown: boolean) => void;
}

/** The first option: the text itself (content §4, "any typed text is accepted"). */
function searchForOption(query: string): ISearchAutocompleteOption {
    return { label: query, value: query, source: "community", type: "searchFor", data: {} };
}

export function SearchCombobox(props: ISearchComboboxProps) {
    const { value, onChange, autocomplete, onSearch } = props;
    const meta = useMeta();
    const id = useId();
    const listID = `${id}-list`;
    const [menuWanted, setMenuWanted] = useState(false);
    const [active, setActive] = useState(-1);
    // Asks only while the menu is wanted: a page whose box starts filled asks nothing until it is used.
    const state = useSearchAutocomplete(value, autocomplete && menuWanted, meta.locale);
    const query = value.trim();
    const options = query ? [searchForOption(query), ...(state.query === query ? state.suggestions : [])] : [];
    const menuShown = autocomplete && menuWanted && query !== "";
    const { onMenuShown } = props;
    useEffect(() => onMenuShown?.(menuShown), [menuShown, onMenuShown]);
    const activeIndex = menuShown && active < options.length ? active : -1;

    function choose(option: ISearchAutocompleteOption) {
        setMenuWanted(false);
        setActive(-1);
        // Only a safe link navigates (shell §5); a suggestion without one searches for its text.
        if (option.type !== "searchFor" && option.data.url && isSafeLink(option.data.url)) {
            onChange(option.value);
            searchNavigator.assign(option.data.url);
            return;
        }
        onSearch(option.value);
    }

    function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
        const count = options.length;
        switch (event.key) {
            case "ArrowDown":
            case "ArrowUp": {
                if (!autocomplete || count === 0) return;
                event.preventDefault();
                const step = event.key === "ArrowDown" ? 1 : -1;
                setMenuWanted(true);
                if (!menuShown) {
                    setActive(step === 1 ? 0 : count - 1);
                    return;
                }
                // Wraps around, as the combobox pattern's listbox does.
                setActive(step === 1 ? (activeIndex + 1) % count : activeIndex <= 0 ? count - 1 : activeIndex - 1);
                return;
            }
            case "Enter": {
                // Without a highlighted suggestion, Enter searches for the text (as the form would).
                event.preventDefault();
                if (activeIndex >= 0) choose(options[activeIndex]!);
                else if (query) choose(searchForOption(query));
                return;
            }
            case "Escape": {
                if (menuShown) {
                    event.preventDefault();
                    event.stopPropagation();
                    setMenuWanted(false);
                    setActive(-1);
                    return;
                }
                props.onEscape?.();
                return;
            }
            default:
        }
    }

    const suggestionCount = options.length - 1;
    const announcement = !menuShown || state.status !== "done" || state.query !== query ? "" : suggestionCount === 0 ? t("No suggestions.") : plural(suggestionCount, { one: "{count} suggestion available.", other: "{count} suggestions available." });
    const optionID = (index: number) => `${id}-option-${index}`;

    return (
        <div className={classes.root}>
            <input
                ref={props.inputRef}
                type="search"
                role="combobox"
                name={props.name}
                className={props.inputClassName}
                aria-label={props.label}
                placeholder={props.placeholder}
                aria-autocomplete={autocomplete ? "list" : "none"}
                aria-expanded={menuShown}
                aria-controls={listID}
                aria-activedescendant={activeIndex >= 0 ? optionID(activeIndex) : undefined}
                autoComplete="off"
                // The server's limit (a longer query is refused): the box stops the typing there.
                maxLength={SEARCH_QUERY_MAX_LENGTH}
                value={value}
                onChange={(event) => {
                    onChange(event.target.value);
                    setMenuWanted(true);
                    setActive(-1);
                }}
                onFocus={() => setMenuWanted(true)}
                onBlur={() => setMenuWanted(false)}
                onKeyDown={onKeyDown}
            />
            <div className={classes.menu} hidden={!menuShown}>
                <ul id={listID} role="listbox" aria-label={t("Search suggestions")} className={classes.list} aria-busy={state.status === "loading"}>
                    {menuShown &&
                        options.map((option, index) => (
                            // The keyboard reaches options through the input (aria-activedescendant), not on them.
                            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                            <li
                                key={`${index}-${option.value}`}
                                id={optionID(index)}
                                role="option"
                                aria-selected={index === activeIndex}
                                className={classes.option}
                                // The input keeps the focus: a click must not blur it first.
                                onMouseDown={(event) => event.preventDefault()}
                                onClick={() => choose(option)}
                            >
                                {option.type === "searchFor" ? (
                                    <span className={classes.optionLabel}>{tf("Search for “{query}”", { query: option.label })}</span>
                                ) : (
                                    <>
                                        <span className={classes.optionLabel}>{option.label}</span>
                                        {(option.data.crumbs?.length ?? 0) > 0 && <span className={classes.optionMeta}>{option.data.crumbs!.join(" › ")}</span>}
                                    </>
                                )}
                            </li>
                        ))}
                </ul>
                {/* Content §8: a failed look-up shows its error beside the suggestions. */}
                {menuShown && state.error && state.query === query && (
                    <p className={classes.error}>
                        <Icon name="warning" size="small" /> {state.error}
                    </p>
                )}
            </div>
            <div role="status" aria-live="polite" className={visuallyHidden}>
                {announcement}
            </div>
        </div>
    );
}
