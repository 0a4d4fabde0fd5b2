import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { SettingsForm, type ISettingsFormProps } from "@dashboard/admin/settings/SettingsForm";
import { settingsFormIsland, siteLogoIsland } from "@dashboard/admin/settings/settingsIslands";
import { SiteLogo } from "@dashboard/admin/settings/SiteLogo";

/**
 * /dashboard/settings: the form is the page's island, server-rendered with the stored values; the
 * title bar's logo link is another, so a saved site name or logo shows there at once.
 */
export function SettingsPage(props: ISettingsFormProps) {
    return (
        <AdminLayout section="settings" title={t("Settings")} logoLink={<Island of={siteLogoIsland} component={SiteLogo} props={{}} />}>
            <Island of={settingsFormIsland} component={SettingsForm} props={props} />
        </AdminLayout>
    );
}
