import { Island } from "@library/components/Island";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { DiscussionSortSelect } from "@vanilla/discussions/DiscussionSortSelect";
import type { DiscussionSort } from "@vanilla/discussions/discussionTypes";
import { discussionSortIsland } from "@vanilla/discussions/discussionListIslands";

/**
 * Above a discussion list: the sort selector and the top pager, each its own island so an
 * Island page hydrates them without the list. The top pager shows whenever the list has
 * loaded ("1 - 12 of 12" tells the reader how much there is); the bottom one follows content §2.
 */
export function DiscussionListToolbar({ sort, firstPageUrl, pager }: { sort: DiscussionSort; firstPageUrl: string; pager?: IPagerProps }) {
    return (
        <div className={classes.toolbar}>
            <Island of={discussionSortIsland} component={DiscussionSortSelect} props={{ sort, firstPageUrl }} />
            {pager && <Island of={pagerIsland} component={Pager} props={{ ...pager, position: "top" }} />}
        </div>
    );
}
