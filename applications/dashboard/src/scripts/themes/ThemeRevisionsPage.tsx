import { Island } from "@library/components/Island";
import { themeRevisionsIsland } from "@dashboard/themes/themeIslands";
import { t, tf } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";
import { THEMES_PAGE_URL } from "@library/theme/themeTypes";
import { ThemeRevisions } from "@dashboard/themes/ThemeRevisions";


/** /appearance/style-guides/{themeID}/revisions: the revisions of one theme (state preloaded). */
export function ThemeRevisionsPage({ themeID, name }: { themeID: number; name: string }) {
    return (
        <PageLayout title={tf("{name} Revisions", { name })}>
            <p>
                <a href={THEMES_PAGE_URL}>{t("Back to Themes")}</a>
            </p>
            <Island of={themeRevisionsIsland} component={ThemeRevisions} props={{ themeID }} />
        </PageLayout>
    );
}
