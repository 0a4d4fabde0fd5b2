import { useId, type ChangeEvent } from "react";
import { t } from "@library/i18n/t";
import { useRouter } from "@library/routing/AppRouter";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { DISCUSSION_SORT_OPTIONS, sortSearch } from "@vanilla/discussions/discussionSorts";
import type { DiscussionSort } from "@vanilla/discussions/discussionTypes";

export interface IDiscussionSortSelectProps {
    sort: DiscussionSort;
    /** The list's first page ("/discussions", "/categories/general"): a new sort starts there. */
    firstPageUrl: string;
}

/**
 * The list's sort (content §9), kept in the query string and omitted when default (content §2).
 * A new order starts again at page 1, since page N of another order shows other discussions.
 * On an App page the router loads it client-side; on an Island page it is a normal navigation.
 */
export function DiscussionSortSelect({ sort, firstPageUrl }: IDiscussionSortSelectProps) {
    const router = useRouter();
    const id = useId();

    const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
        const href = firstPageUrl + sortSearch(event.target.value as DiscussionSort);
        if (!router?.navigate(href)) window.location.assign(href);
    };

    return (
        <div className={classes.sort}>
            <label htmlFor={id}>{t("Sort by")}</label>
            <select id={id} className={classes.sortSelect} value={sort} onChange={onChange}>
                {DISCUSSION_SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                        {t(option.label)}
                    </option>
                ))}
            </select>
        </div>
    );
}
