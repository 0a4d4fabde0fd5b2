import { Island } from "@library/components/Island";
import { PageLayout } from "@library/layout/PageLayout";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { PAGER_ISLAND } from "@library/navigation/registerPager";
import { DiscussionList } from "@vanilla/discussions/DiscussionList";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

/** /categories/{id}: one category's discussions, 30 a page. */
export function CategoryPage({ name, description, discussions, pager }: { name: string; description: string; discussions: IDiscussion[]; pager: IPagerProps }) {
    return (
        <PageLayout title={name}>
            {description && <p>{description}</p>}
            <DiscussionList discussions={discussions} />
            <Island name={PAGER_ISLAND} component={Pager} props={pager} />
        </PageLayout>
    );
}
