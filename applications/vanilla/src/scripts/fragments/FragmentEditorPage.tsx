import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { FragmentEditor, type IFragmentEditorProps } from "@vanilla/fragments/FragmentEditor";
import { fragmentEditorIsland } from "@vanilla/fragments/fragmentEditorIsland";

export const FRAGMENT_EDITOR_TITLE = "Fragments";

/** /appearance/fragments: the editor, server-rendered with the fragments, then hydrated. */
export function FragmentEditorPage(props: IFragmentEditorProps) {
    return (
        <PageLayout title={t(FRAGMENT_EDITOR_TITLE)}>
            <Island of={fragmentEditorIsland} component={FragmentEditor} props={props} />
        </PageLayout>
    );
}
