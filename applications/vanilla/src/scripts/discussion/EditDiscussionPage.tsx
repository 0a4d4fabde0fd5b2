import { Island } from "@library/components/Island";
import { editDiscussionIsland } from "@vanilla/discussion/discussionIslands";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { EditDiscussionForm, type IEditDiscussionFormProps } from "@vanilla/discussion/EditDiscussionForm";

export const EDIT_DISCUSSION_TITLE = "Edit Discussion";

/** /post/editdiscussion/{id}: an Island page whose only interactive part is the form. */
export function EditDiscussionPage({ form, discussionUrl }: { form: IEditDiscussionFormProps; discussionUrl: string }) {
    return (
        <PageLayout title={t(EDIT_DISCUSSION_TITLE)}>
            <p>
                <a href={discussionUrl}>{t("Back to the discussion")}</a>
            </p>
            <Island of={editDiscussionIsland} component={EditDiscussionForm} props={form} />
        </PageLayout>
    );
}
