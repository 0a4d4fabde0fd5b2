import { plural } from "@library/i18n/plural";
import { t } from "@library/i18n/t";
import { WidgetItemList } from "@vanilla/layouts/items/WidgetItemList";
import { containerOptions, type IWidgetContainerOptions } from "@vanilla/layouts/items/widgetItemRules";
import { widgetClasses as classes } from "@vanilla/layouts/layoutWidgets.styles";

export interface ICategoriesWidgetProps extends Partial<IWidgetContainerOptions> {
    title?: string;
    categories: Array<{ categoryID: number; name: string; url: string; description: string; countDiscussions: number; iconUrl?: string; bannerUrl?: string }>;
}

/**
 * The top-level categories the viewer may see, as home widget items (content §2): a grid of cards
 * by default, or any other container display, content type and border type its settings choose.
 */
export function CategoriesWidget({ title, categories, ...rest }: ICategoriesWidgetProps) {
    const label = title || t("Categories");
    const items = categories.map((category) => ({
        name: category.name,
        url: category.url,
        description: category.description,
        iconUrl: category.iconUrl,
        imageUrl: category.bannerUrl,
        meta: plural(category.countDiscussions, { one: "{count} discussion", other: "{count} discussions" }),
    }));
    return (
        <section className={classes.container} aria-label={label}>
            {categories.length === 0 ? (
                <div className={classes.box}>
                    {title ? <h2 className={classes.title}>{title}</h2> : null}
                    <p className={classes.empty}>{t("No categories were found.")}</p>
                </div>
            ) : (
                <WidgetItemList title={label} showTitle={Boolean(title)} items={items} options={containerOptions(rest)} />
            )}
        </section>
    );
}
