import { Island } from "@library/components/Island";
import { PageLayout } from "@library/layout/PageLayout";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { showsBottomPager } from "@library/navigation/pagerMath";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { DiscussionList } from "@vanilla/discussions/DiscussionList";
import { DiscussionListToolbar } from "@vanilla/discussions/DiscussionListToolbar";
import type { DiscussionSort, IDiscussion } from "@vanilla/discussions/discussionTypes";

export interface ICategoryPageProps {
    categoryID: number;
    name: string;
    description: string;
    discussions: IDiscussion[];
    sort: DiscussionSort;
    pager: IPagerProps;
}

/** /categories/{id} and /categories/{id}/p{page}: one category's discussions, 30 a page, in the chosen sort. */
export function CategoryPage({ categoryID, name, description, discussions, sort, pager }: ICategoryPageProps) {
    return (
        <PageLayout title={name}>
            {description && <p>{description}</p>}
            <DiscussionListToolbar sort={sort} firstPageUrl={pager.firstPageUrl} pager={pager} newDiscussionUrl={`/post/discussion/${categoryID}`} categoryID={categoryID} />
            <DiscussionList discussions={discussions} />
            {showsBottomPager(pager) && <Island of={pagerIsland} component={Pager} props={pager} />}
        </PageLayout>
    );
}
