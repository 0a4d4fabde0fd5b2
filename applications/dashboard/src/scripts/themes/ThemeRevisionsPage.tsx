import { Island } from "@library/components/Island";
import { themeRevisionsIsland } from "@dashboard/themes/themeIslands";
import { t, tf } from "@library/i18n/t";
import { AdminLayout } from "@dashboard/admin/AdminLayout";
import { THEMES_PAGE_URL } from "@library/theme/themeTypes";
import { ThemeRevisions } from "@dashboard/themes/ThemeRevisions";

/**
 * /appearance/style-guides/{themeID}/revisions: the revisions of one theme (state preloaded), in
 * the dashboard's frame under its "Themes" section, where the page is reached from.
 */
export function ThemeRevisionsPage({ themeID, name }: { themeID: number; name: string }) {
    return (
        <AdminLayout section="themes" title={tf("{name} Revisions", { name })}>
            <p>
                <a href={THEMES_PAGE_URL}>{t("Back to Themes")}</a>
            </p>
            <Island of={themeRevisionsIsland} component={ThemeRevisions} props={{ themeID }} />
        </AdminLayout>
    );
}
