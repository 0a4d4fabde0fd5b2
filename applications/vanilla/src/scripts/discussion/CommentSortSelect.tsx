import { useId } from "react";
import { t } from "@library/i18n/t";
import { formClasses } from "@library/components/form.styles";
import { useRouter } from "@library/routing/AppRouter";
import { COMMENT_SORTS, COMMENT_SORT_LABELS, readCommentSort, searchWithSort, type CommentSort } from "@vanilla/discussion/commentTypes";
import { discussionPageClasses as classes } from "@vanilla/discussion/discussionPage.styles";


export interface ICommentSortSelectProps {
    sort: CommentSort;
    /** The discussion's address without a page suffix: a new sort starts again on page 1. */
    firstPageUrl: string;
    /** The current query string ("" or "?…"); its other parameters are kept. */
    search: string;
}

/** The page loads the chosen sort; tests replace `open`. */
export const commentSortNavigator = { open: (url: string) => window.location.assign(url) };

/**
 * The comment sort (content §2, §9), an island: choosing one loads page 1 of the discussion with
 * the sort in the query string (left out when it is the default), so a reload or a shared link
 * shows the same order.
 */
export function CommentSortSelect({ sort, firstPageUrl, search }: ICommentSortSelectProps) {
    const router = useRouter();
    const id = useId();
    const choose = (value: string) => {
        const next = readCommentSort(value);
        if (next === sort) return;
        const url = firstPageUrl + searchWithSort(search, next);
        if (!router?.navigate(url)) commentSortNavigator.open(url);
    };
    return (
        <div className={classes.sort}>
            <label htmlFor={id}>{t("Sort by")}</label>
            <select id={id} className={formClasses.input} value={sort} onChange={(event) => choose(event.target.value)}>
                {COMMENT_SORTS.map((option) => (
                    <option key={option} value={option}>
                        {t(COMMENT_SORT_LABELS[option])}
                    </option>
                ))}
            </select>
        </div>
    );
}
