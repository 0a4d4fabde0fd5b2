import { Island } from "@library/components/Island";
import { themeManagerIsland } from "@dashboard/themes/themeIslands";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { ThemeManager } from "@dashboard/themes/ThemeManager";


/** /appearance/themes: an Island page; the theme list is its one interactive part (its state is preloaded). */
export function ThemesPage() {
    return (
        <PageLayout title={t("Themes")}>
            <Island of={themeManagerIsland} component={ThemeManager} props={{}} />
        </PageLayout>
    );
}
