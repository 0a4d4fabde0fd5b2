import { t, tf } from "@library/i18n/t";
import { visuallyHidden } from "@library/theme/globalStyles";
import { plural } from "@library/i18n/plural";
import { PageLayout } from "@library/layout/PageLayout";
import { countLabel, fullNumber } from "@library/utility/numbers";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { categoriesPageClasses } from "@vanilla/categories/categoriesPage.styles";
import { unreadClasses } from "@vanilla/unread/unread.styles";
import { CATEGORY_UNREAD_CAP } from "@vanilla/unread/unreadLabel";

export interface ICategoryListItem {
    categoryID: number;
    name: string;
    url: string;
    description: string;
    depth: number;
    countDiscussions: number;
    /** Signed-in members only: discussions in it that are new to them or have new comments. */
    countUnreadDiscussions?: number;
}

/** /categories: every category the viewer may see, children indented under their parent. */
export function CategoriesPage({ categories }: { categories: ICategoryListItem[] }) {
    return (
        <PageLayout title={t("Categories")}>
            <ul className={classes.list}>
                {categories.map((category) => (
                    <li key={category.categoryID} className={classes.item} style={{ paddingInlineStart: (category.depth - 1) * 24 }}>
                        <a className={categoriesPageClasses.name} href={category.url}>
                            {category.name}
                        </a>
                        {category.description && <p className={classes.meta} dir="auto">{category.description}</p>}
                        <div className={classes.meta}>
                            {/* Content §9: abbreviated above 999; the exact figure stays available on hover. */}
                            <span title={fullNumber(category.countDiscussions)}>{plural(category.countDiscussions, { one: "{count} discussion", other: "{count} discussions" }, { count: countLabel(category.countDiscussions) })}</span>
                            {/* "3 unread" on screen, "3 unread discussions" to a screen reader (new ones and ones with new comments). */}
                            {!!category.countUnreadDiscussions && (
                                <span className={unreadClasses.marker} data-unread="category">
                                    {tf("{count} unread", { count: category.countUnreadDiscussions > CATEGORY_UNREAD_CAP ? `${CATEGORY_UNREAD_CAP}+` : countLabel(category.countUnreadDiscussions) })}
                                    <span className={visuallyHidden}> {category.countUnreadDiscussions === 1 ? t("discussion") : t("discussions")}</span>
                                </span>
                            )}
                        </div>
                    </li>
                ))}
            </ul>
        </PageLayout>
    );
}
