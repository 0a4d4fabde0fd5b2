import { Island } from "@library/components/Island";
import { buttonClasses } from "@library/components/button.styles";
import { t } from "@library/i18n/t";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { DiscussionSortSelect } from "@vanilla/discussions/DiscussionSortSelect";
import type { DiscussionSort } from "@vanilla/discussions/discussionTypes";
import { discussionSortIsland } from "@vanilla/discussions/discussionListIslands";
import { MarkAllReadForm } from "@vanilla/unread/MarkAllReadForm";

interface IProps {
    sort: DiscussionSort;
    firstPageUrl: string;
    pager?: IPagerProps;
    /** Where "New Discussion" starts one: /post/discussion, or /post/discussion/{categoryID} on a category. */
    newDiscussionUrl: string;
    /** On a category's page: "Mark Category Read" marks this one; absent, "Mark All Read" marks everywhere. */
    categoryID?: number;
}

/**
 * Above a discussion list: "New Discussion", the sort selector and the top pager. The link is a
 * plain link (the create-post page says before any typing why a guest or a member without the
 * permission cannot post); the selector and the pager are each their own island so an Island
 * page hydrates them without the list. The top pager shows whenever the list has loaded
 * ("1 - 12 of 12" tells the reader how much there is); the bottom one follows content §2.
 */
export function DiscussionListToolbar({ sort, firstPageUrl, pager, newDiscussionUrl, categoryID }: IProps) {
    return (
        <div className={classes.toolbar}>
            <a href={newDiscussionUrl} className={buttonClasses("primary").join(" ")}>
                {t("New Discussion")}
            </a>
            <MarkAllReadForm categoryID={categoryID} />
            <Island of={discussionSortIsland} component={DiscussionSortSelect} props={{ sort, firstPageUrl }} />
            {pager && <Island of={pagerIsland} component={Pager} props={{ ...pager, position: "top" }} />}
        </div>
    );
}
