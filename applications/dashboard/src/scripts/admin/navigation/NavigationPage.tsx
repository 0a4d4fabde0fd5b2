import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { NavigationEditor, type INavigationEditorProps } from "@dashboard/admin/navigation/NavigationEditor";
import { navigationEditorIsland } from "@dashboard/admin/navigation/navigationIslands";

/** /dashboard/navigation: the editor is the page's one island, server-rendered with the stored items. */
export function NavigationPage(props: INavigationEditorProps) {
    return (
        <AdminLayout section="navigation" title={t("Navigation")}>
            <Island of={navigationEditorIsland} component={NavigationEditor} props={props} />
        </AdminLayout>
    );
}
