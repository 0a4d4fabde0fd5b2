import { Island } from "@library/components/Island";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { PAGER_ISLAND } from "@library/navigation/registerPager";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { DiscussionSortSelect } from "@vanilla/discussions/DiscussionSortSelect";
import type { DiscussionSort } from "@vanilla/discussions/discussionTypes";
import { DISCUSSION_SORT_ISLAND } from "@vanilla/discussions/registerListIslands";

/**
 * Above a discussion list: the sort selector and the top pager, each its own island so an
 * Island page hydrates them without the list. The top pager shows whenever the list has
 * loaded ("1 - 12 of 12" tells the reader how much there is); the bottom one follows content §2.
 */
export function DiscussionListToolbar({ sort, firstPageUrl, pager }: { sort: DiscussionSort; firstPageUrl: string; pager?: IPagerProps }) {
    return (
        <div className={classes.toolbar}>
            <Island name={DISCUSSION_SORT_ISLAND} component={DiscussionSortSelect} props={{ sort, firstPageUrl }} />
            {pager && <Island name={PAGER_ISLAND} component={Pager} props={{ ...pager, position: "top" }} />}
        </div>
    );
}
