import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { SettingsForm, type ISettingsFormProps } from "@dashboard/admin/settings/SettingsForm";
import { settingsFormIsland, siteNameIsland } from "@dashboard/admin/settings/settingsIslands";
import { SiteName } from "@dashboard/admin/settings/SiteName";

/**
 * /dashboard/settings: the form is the page's island, server-rendered with the stored values; the
 * title bar's site name is another, so a saved name shows there at once.
 */
export function SettingsPage(props: ISettingsFormProps) {
    return (
        <AdminLayout section="settings" title={t("Settings")} siteName={<Island of={siteNameIsland} component={SiteName} props={{}} />}>
            <Island of={settingsFormIsland} component={SettingsForm} props={props} />
        </AdminLayout>
    );
}
