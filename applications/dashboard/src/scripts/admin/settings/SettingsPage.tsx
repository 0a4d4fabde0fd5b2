import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { SettingsForm, type ISettingsFormProps } from "@dashboard/admin/settings/SettingsForm";
import { settingsFormIsland } from "@dashboard/admin/settings/settingsIslands";

/** /dashboard/settings: the form is the page's one island, server-rendered with the stored values. */
export function SettingsPage(props: ISettingsFormProps) {
    return (
        <AdminLayout section="settings" title={t("Settings")}>
            <Island of={settingsFormIsland} component={SettingsForm} props={props} />
        </AdminLayout>
    );
}
