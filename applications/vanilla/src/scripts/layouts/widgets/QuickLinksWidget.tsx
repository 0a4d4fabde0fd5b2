/**
 * "Quick Links" (content §2 "Home widget items and containers"): items a site manager writes in
 * the layout editor — a title, a description, an image or icon and a link each — shown in the
 * container display, content type and border type the widget's settings choose.
 */
import { t } from "@library/i18n/t";
import { WidgetItemList } from "@vanilla/layouts/items/WidgetItemList";
import { containerOptions, type IWidgetContainerOptions, type IWidgetItem } from "@vanilla/layouts/items/widgetItemRules";
import { widgetClasses as classes } from "@vanilla/layouts/layoutWidgets.styles";

export interface IQuickLinksWidgetProps extends Partial<IWidgetContainerOptions> {
    title?: string;
    description?: string;
    items?: IWidgetItem[];
}

export function QuickLinksWidget({ title, description, items = [], ...rest }: IQuickLinksWidgetProps) {
    if (!items.length) return null;
    const label = title || t("Quick Links");
    return (
        <section className={classes.container} aria-label={label}>
            <WidgetItemList title={label} showTitle={Boolean(title)} description={description} items={items} options={containerOptions(rest)} />
        </section>
    );
}
