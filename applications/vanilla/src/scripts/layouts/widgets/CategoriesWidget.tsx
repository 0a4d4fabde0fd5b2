import { plural } from "@library/i18n/plural";
import { t } from "@library/i18n/t";
import { widgetClasses as classes } from "@vanilla/layouts/layoutWidgets.styles";

export interface ICategoriesWidgetProps {
    title?: string;
    categories: Array<{ categoryID: number; name: string; url: string; description: string; countDiscussions: number }>;
}

/** The top-level categories the viewer may see, as a grid of cards (content §9: up to 3 columns). */
export function CategoriesWidget({ title, categories }: ICategoriesWidgetProps) {
    return (
        <section className={classes.container} aria-label={title || t("Categories")}>
            <div className={classes.box}>
                {title ? <h2 className={classes.title}>{title}</h2> : null}
                {categories.length === 0 ? (
                    <p className={classes.empty}>{t("No categories were found.")}</p>
                ) : (
                    <ul className={classes.grid}>
                        {categories.map((category) => (
                            <li key={category.categoryID} className={classes.card}>
                                <a className={classes.itemTitle} href={category.url}>
                                    {category.name}
                                </a>
                                {category.description ? <p className={classes.cardDescription}>{category.description}</p> : null}
                                <span className={classes.meta}>{plural(category.countDiscussions, { one: "{count} discussion", other: "{count} discussions" })}</span>
                            </li>
                        ))}
                    </ul>
                )}
            </div>
        </section>
    );
}
