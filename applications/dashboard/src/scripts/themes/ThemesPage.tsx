import { Island } from "@library/components/Island";
import { themeManagerIsland } from "@dashboard/themes/themeIslands";
import { t } from "@library/i18n/t";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { ThemeManager } from "@dashboard/themes/ThemeManager";

/**
 * /appearance/themes: an Island page in the dashboard's frame (its "Themes" section current);
 * the theme list is its one interactive part (its state is preloaded).
 */
export function ThemesPage() {
    return (
        <AdminLayout section="themes" title={t("Themes")}>
            <Island of={themeManagerIsland} component={ThemeManager} props={{}} />
        </AdminLayout>
    );
}
