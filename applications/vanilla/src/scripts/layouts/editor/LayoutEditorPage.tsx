import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { LayoutEditor, type ILayoutEditorProps } from "@vanilla/layouts/editor/LayoutEditor";
import { layoutEditorIsland } from "@vanilla/layouts/editor/layoutEditorIsland";

export const LAYOUT_EDITOR_TITLE = "Layouts";

/** /appearance/layouts: the editor, server-rendered with its layouts and catalogues, then hydrated. */
export function LayoutEditorPage(props: ILayoutEditorProps) {
    return (
        <PageLayout title={t(LAYOUT_EDITOR_TITLE)}>
            <Island of={layoutEditorIsland} component={LayoutEditor} props={props} />
        </PageLayout>
    );
}
