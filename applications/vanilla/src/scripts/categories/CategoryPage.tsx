import { Island } from "@library/components/Island";
import { PageLayout } from "@library/layout/PageLayout";
import { Pager, type IPagerProps } from "@library/navigation/Pager";
import { showsBottomPager } from "@library/navigation/pagerMath";
import { pagerIsland } from "@library/navigation/pagerIsland";
import { DiscussionList } from "@vanilla/discussions/DiscussionList";
import { DiscussionListToolbar } from "@vanilla/discussions/DiscussionListToolbar";
import type { DiscussionSort, IDiscussion } from "@vanilla/discussions/discussionTypes";
import { TranslatedMarker } from "@library/translations/TranslatedMarker";
import { TranslateButton, type ITranslateButtonProps } from "@library/translations/TranslateButton";
import { translateButtonIsland } from "@library/translations/translatorIsland";
import type { ITranslatedMarker } from "@library/translations/translationTypes";

export interface ICategoryPageProps {
    categoryID: number;
    name: string;
    description: string;
    discussions: IDiscussion[];
    sort: DiscussionSort;
    pager: IPagerProps;
    /** The name and description are shown in the reader's language (issue 15 item 4). */
    translation?: ITranslatedMarker | null;
    /** The translate control, for site managers (content §2). */
    translate?: ITranslateButtonProps | null;
}

/** /categories/{id} and /categories/{id}/p{page}: one category's discussions, 30 a page, in the chosen sort. */
export function CategoryPage({ categoryID, name, description, discussions, sort, pager, translation, translate }: ICategoryPageProps) {
    return (
        <PageLayout title={name}>
            {(translation || translate) && (
                <p>
                    {translation && <TranslatedMarker {...translation} />}
                    {translate && <Island of={translateButtonIsland} component={TranslateButton} props={translate} />}
                </p>
            )}
            {description && <p>{description}</p>}
            <DiscussionListToolbar sort={sort} firstPageUrl={pager.firstPageUrl} pager={pager} newDiscussionUrl={`/post/discussion/${categoryID}`} categoryID={categoryID} />
            <DiscussionList discussions={discussions} />
            {showsBottomPager(pager) && <Island of={pagerIsland} component={Pager} props={pager} />}
        </PageLayout>
    );
}
