import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { MyDrafts } from "@dashboard/drafts/MyDrafts";
import { myDraftsIsland } from "@dashboard/drafts/myDraftsIsland";

/** /drafts: an Island page; the list is its one interactive part (its state is preloaded). */
export function MyDraftsPage() {
    return (
        <PageLayout title={t("My Drafts")}>
            <Island of={myDraftsIsland} component={MyDrafts} props={{}} />
        </PageLayout>
    );
}
