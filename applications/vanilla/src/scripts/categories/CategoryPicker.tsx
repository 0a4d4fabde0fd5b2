import { useId, useState } from "react";
import type { ICategorySearchResult } from "@library/api/lookupApi";
import { useCategorySearch } from "@library/api/useCategorySearch";
import { t } from "@library/i18n/t";
import { discussionOptionsClasses as classes } from "@vanilla/discussion/discussionOptions.styles";

interface IProps {
    /** The chosen category, if any. */
    chosen: ICategorySearchResult | null;
    onChoose: (category: ICategorySearchResult) => void;
    /** Marked "(current)" in the list: where the discussion is now. */
    currentCategoryID?: number;
}

/**
 * The category picker of the Move forms (the options menu's and bulk moderation's): a search
 * over the categories the viewer may see, through the cached category search (shell §7
 * GET /categories/search, debounced 100 ms, cached per query: the client's category cache),
 * then a choice among the results with their breadcrumbs.
 */
export function CategoryPicker({ chosen, onChoose, currentCategoryID }: IProps) {
    const [query, setQuery] = useState("");
    const { categories, isLoading, error } = useCategorySearch(query);
    const inputID = useId();
    return (
        <>
            <label htmlFor={inputID} className={classes.fieldLabel}>
                {t("Category")}
            </label>
            {/* The picker opens in a modal for this search: focus goes straight to it, as a dialog's first field. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <input id={inputID} className={classes.input} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t("Search for a category")} autoFocus />
            {error && <p role="alert">{error.message}</p>}
            <fieldset className={classes.choices} aria-busy={isLoading || undefined}>
                <legend className={classes.visuallyHidden}>{t("Category")}</legend>
                {categories.map((category) => (
                    <label key={category.categoryID} className={classes.choice}>
                        <input type="radio" name="categoryID" checked={chosen?.categoryID === category.categoryID} onChange={() => onChoose(category)} />
                        {category.breadcrumbs?.length ? category.breadcrumbs.map((crumb) => crumb.name).join(" › ") : category.name}
                        {category.categoryID === currentCategoryID && ` (${t("current")})`}
                    </label>
                ))}
                {query.trim() !== "" && !isLoading && categories.length === 0 && !error && <p>{t("No categories found.")}</p>}
            </fieldset>
        </>
    );
}
