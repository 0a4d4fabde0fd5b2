/**
 * The search page (content §2 "/search", issue 11): a GET form (the box with suggestions, the
 * scope, the filters by type, category with its children, author, tag and dates, and the sort),
 * then the results with the pager, "No results", or the error. Everything is server-rendered
 * HTML: the results show and the form works without script, and the address holds the whole
 * search, so it can be shared and survives a reload. Only the box and the pager hydrate.
 */
import { useMeta } from "@library/boot/pageMeta";
import { Button } from "@library/components/Button";
import { Island } from "@library/components/Island";
import { formClasses } from "@library/components/form.styles";
import { t } from "@library/i18n/t";
import { plural } from "@library/i18n/plural";
import { PageLayout } from "@library/layout/PageLayout";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { searchDomainViews } from "@library/search/searchDomains";
import type { ISearchResult } from "@library/search/searchTypes";
import { fullNumber } from "@library/utility/numbers";
import { SEARCH_OUTCOME_ID } from "@vanilla/search/searchArrival";
import { hasFilters, type ISearchFormValues } from "@vanilla/search/searchPageQuery";
import { searchPageClasses as classes } from "@vanilla/search/searchPage.styles";
import { SearchPageBox } from "@vanilla/search/SearchPageBox";
import { searchPageBoxIsland } from "@vanilla/search/searchPageBoxIsland";
import { SearchResultItem } from "@vanilla/search/SearchResultItem";

export interface ISearchTypeOption {
    /** A record type: discussion, comment, user, category, or an add-on domain's. */
    value: string;
    label: string;
}

export interface ISearchPageProps {
    /** Where the form goes: /search, or /kb/search on the knowledge-base variant. */
    action: string;
    queryParam: "query" | "search";
    values: ISearchFormValues;
    /** The request's query as it came, for add-on filter fields. */
    rawQuery: Record<string, unknown>;
    typeOptions: ISearchTypeOption[];
    categories: Array<{ categoryID: number; name: string; depth: number }>;
    tags: string[];
    /** null before anything was asked (no text). */
    results: ISearchResult[] | null;
    total: number;
    /** A search the server refused (a 400's message), or that failed. */
    error: string | null;
    pager: IPagerProps | null;
    /** false on a one-domain page (/kb/search): the core's filters and the add-ons' filter fields are left out, that domain reads none of them. */
    filters?: boolean;
}

const SORT_LABELS: Record<ISearchFormValues["sort"], string> = { relevance: "Best Match", "-dateInserted": "Newest", dateInserted: "Oldest" };

export function SearchPage(props: ISearchPageProps) {
    const { values, results, error } = props;
    const meta = useMeta();
    const views = searchDomainViews(meta.addons);
    return (
        <PageLayout title={t("Search")}>
            <form role="search" method="get" action={props.action} className={classes.form} aria-label={t("Search")}>
                <Island of={searchPageBoxIsland} component={SearchPageBox} props={{ name: props.queryParam, value: values.query }} />
                {meta.siteSection ? (
                    // Content §2: in a site section (add-on API 6) the search covers the section or the whole hub.
                    <fieldset className={classes.fieldset}>
                        <legend className={classes.legend}>{t("Search in")}</legend>
                        <label className={classes.check}>
                            <input type="radio" name="scope" value="site" defaultChecked={values.scope !== "hub"} />
                            {meta.siteSection.name}
                        </label>
                        <label className={classes.check}>
                            <input type="radio" name="scope" value="hub" defaultChecked={values.scope === "hub"} />
                            {t("All sections")}
                        </label>
                    </fieldset>
                ) : (
                    <input type="hidden" name="scope" value={values.scope} />
                )}
                {props.filters !== false && (
                    <details className={classes.filters} open={hasFilters(values)}>
                        <summary className={classes.filtersSummary}>{t("Filters")}</summary>
                        <SearchFilters {...props} />
                        {views.map((view) => view.Filters && <view.Filters key={view.key} values={props.rawQuery} />)}
                        <div className={classes.filterActions}>
                            <Button type="submit">{t("Apply Filters")}</Button>
                            <a href={`${props.action}?${new URLSearchParams({ [props.queryParam]: values.query, scope: values.scope }).toString()}`}>{t("Clear Filters")}</a>
                        </div>
                    </details>
                )}
            </form>
            {/* What the search found takes the focus when the page was reached from itself (searchArrival.ts): tabIndex -1. */}
            {error ? (
                <p id={SEARCH_OUTCOME_ID} className={classes.error} role="alert" tabIndex={-1}>
                    {error}
                </p>
            ) : results === null ? (
                <p className={classes.hint}>{t("Type what you are looking for, then press Enter.")}</p>
            ) : results.length === 0 ? (
                <>
                    <h2 id={SEARCH_OUTCOME_ID} className={classes.summary} tabIndex={-1}>
                        {t("No results")}
                    </h2>
                    <p className={classes.hint}>{t("Try other words, or fewer filters.")}</p>
                </>
            ) : (
                <section aria-labelledby={SEARCH_OUTCOME_ID}>
                    <h2 id={SEARCH_OUTCOME_ID} className={classes.summary} tabIndex={-1}>
                        {plural(props.total, { one: "{count} result for “{query}”", other: "{count} results for “{query}”" }, { count: fullNumber(props.total), query: values.query })}
                    </h2>
                    <ol className={classes.list} start={props.pager ? (props.pager.page - 1) * props.pager.limit + 1 : 1}>
                        {results.map((result) => {
                            const Custom = views.find((view) => view.Result && view.recordTypes.includes(result.recordType))?.Result;
                            return (
                                <li key={`${result.recordType}-${result.recordID}`} className={classes.item}>
                                    {Custom ? <Custom result={result} /> : <SearchResultItem result={result} />}
                                </li>
                            );
                        })}
                    </ol>
                    {props.pager && <Island of={pagerIsland} component={Pager} props={props.pager} />}
                </section>
            )}
        </PageLayout>
    );
}

/** The core's filters: plain named fields of the GET form. */
function SearchFilters({ values, typeOptions, categories, tags }: ISearchPageProps) {
    return (
        <div className={classes.filterGrid}>
            <fieldset className={classes.fieldset}>
                <legend className={classes.legend}>{t("Type")}</legend>
                {typeOptions.map((option) => (
                    <label key={option.value} className={classes.check}>
                        <input type="checkbox" name="recordTypes" value={option.value} defaultChecked={values.recordTypes.includes(option.value)} />
                        {option.label}
                    </label>
                ))}
            </fieldset>
            <label className={formClasses.field}>
                <span className={formClasses.label}>{t("Category")}</span>
                <select name="categoryID" className={formClasses.input} defaultValue={values.categoryID ? String(values.categoryID) : ""}>
                    <option value="">{t("All Categories")}</option>
                    {categories.map((category) => (
                        <option key={category.categoryID} value={String(category.categoryID)}>
                            {"\u00a0\u00a0".repeat(Math.max(0, category.depth - 1))}
                            {category.name}
                        </option>
                    ))}
                </select>
            </label>
            <label className={`${classes.check} ${classes.alignEnd}`}>
                <input type="checkbox" name="includeChildCategories" value="1" defaultChecked={values.includeChildCategories} />
                {t("Include subcategories")}
            </label>
            <label className={formClasses.field}>
                <span className={formClasses.label}>{t("Author")}</span>
                <input type="text" name="author" className={formClasses.input} defaultValue={values.author} autoComplete="off" />
            </label>
            <label className={formClasses.field}>
                <span className={formClasses.label}>{t("Tag")}</span>
                <select name="tag" className={formClasses.input} defaultValue={values.tag}>
                    <option value="">{t("Any Tag")}</option>
                    {tags.map((tag) => (
                        <option key={tag} value={tag}>
                            {tag}
                        </option>
                    ))}
                </select>
            </label>
            <label className={formClasses.field}>
                <span className={formClasses.label}>{t("Posted from")}</span>
                <input type="date" name="dateFrom" className={formClasses.input} defaultValue={values.dateFrom} />
            </label>
            <label className={formClasses.field}>
                <span className={formClasses.label}>{t("Posted until")}</span>
                <input type="date" name="dateTo" className={formClasses.input} defaultValue={values.dateTo} />
            </label>
            <label className={formClasses.field}>
                <span className={formClasses.label}>{t("Sort by")}</span>
                <select name="sort" className={formClasses.input} defaultValue={values.sort}>
                    {(Object.keys(SORT_LABELS) as Array<ISearchFormValues["sort"]>).map((sort) => (
                        <option key={sort} value={sort}>
                            {t(SORT_LABELS[sort])}
                        </option>
                    ))}
                </select>
            </label>
        </div>
    );
}
