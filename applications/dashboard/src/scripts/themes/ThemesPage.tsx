import { Island } from "@library/components/Island";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { ThemeManager } from "@dashboard/themes/ThemeManager";

export const THEME_MANAGER_ISLAND = "ThemeManager";

/** /appearance/themes: an Island page; the theme list is its one interactive part (its state is preloaded). */
export function ThemesPage() {
    return (
        <PageLayout title={t("Themes")}>
            <Island name={THEME_MANAGER_ISLAND} component={ThemeManager} props={{}} />
        </PageLayout>
    );
}
