/**
 * The parts of a list row that a bulk action changes (content §4 "Bulk": close sets closed on
 * the items it succeeded on, move sets their new category): its Closed tag and its category.
 * On an Island page the row is the server's HTML, so for the viewers who may act on it in bulk
 * these parts are islands (DiscussionListItem.tsx) and follow a run at once; everyone else gets
 * them as plain HTML, which nothing on their page changes.
 */
import { t } from "@library/i18n/t";
import { useBulkOutcome } from "@vanilla/bulk/useBulkOutcome";
import type { ICategoryFragment } from "@vanilla/discussions/discussionTypes";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";

export interface IDiscussionRowStatusProps {
    discussionID: number;
    /** The value the server rendered; a bulk close on this page wins over it. */
    closed: boolean;
}

export interface IDiscussionRowCategoryProps {
    discussionID: number;
    /** The category the server rendered; a bulk move on this page wins over it. */
    category: Pick<ICategoryFragment, "categoryID" | "name" | "url">;
}

const REMOVED_LABELS = { delete: "Deleted", merge: "Merged" } as const;

/** The row's Closed tag (the one a closed discussion always has), or Deleted / Merged once a bulk action removed it. */
export function DiscussionRowStatus({ discussionID, closed }: IDiscussionRowStatusProps) {
    const outcome = useBulkOutcome(discussionID);
    if (outcome?.removed) return <span className={classes.badge}>{t(REMOVED_LABELS[outcome.removed])}</span>;
    if (!(outcome?.closed ?? closed)) return null;
    return <span className={classes.badge}>{t("Closed")}</span>;
}

/** "in {category}" in the row's meta line, the name linking to the category. */
export function DiscussionRowCategory({ discussionID, category }: IDiscussionRowCategoryProps) {
    const shown = useBulkOutcome(discussionID)?.category ?? category;
    return (
        <span>
            {t("in")} <a href={shown.url}>{shown.name}</a>
        </span>
    );
}
