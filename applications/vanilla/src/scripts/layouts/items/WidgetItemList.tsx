/**
 * A container of home widget items (content §2): its title and description, then the items as a
 * grid, a list, a list of navigation links or a carousel (the one display with a script: an
 * island). Grids size by their own width with the column rules of content §9.
 */
import { classes as cx } from "typestyle";
import { Island } from "@library/components/Island";
import { WidgetCarousel } from "@vanilla/layouts/items/WidgetCarousel";
import { widgetCarouselIsland } from "@vanilla/layouts/items/widgetCarouselIsland";
import { WidgetItem } from "@vanilla/layouts/items/WidgetItem";
import { borderClasses, columnsClass, itemsClasses as classes } from "@vanilla/layouts/items/widgetItems.styles";
import { maxColumns, type IWidgetContainerOptions, type IWidgetItem } from "@vanilla/layouts/items/widgetItemRules";

interface IProps {
    /** Names the widget's landmark; shown as its heading unless `hideTitle`. */
    title: string;
    showTitle: boolean;
    description?: string;
    items: IWidgetItem[];
    options: IWidgetContainerOptions;
}

function NavLinks({ items, options }: { items: IWidgetItem[]; options: IWidgetContainerOptions }) {
    return (
        <ul className={classes.navLinks}>
            {items.map((item, index) => (
                <li key={`${index}-${item.name}`} className={options.borderType === "navLinks" ? undefined : borderClasses[options.borderType]}>
                    {item.url ? (
                        <a className={classes.navLink} href={item.url}>
                            {item.name}
                        </a>
                    ) : (
                        <span className={classes.navLink}>{item.name}</span>
                    )}
                    {item.description && options.contentType !== "title" ? <p className={classes.navLinkDescription}>{item.description}</p> : null}
                </li>
            ))}
        </ul>
    );
}

function Grid({ items, options, headingLevel }: { items: IWidgetItem[]; options: IWidgetContainerOptions; headingLevel: 3 | 4 }) {
    const between = options.borderType === "separator-between";
    const list = (
        <ul className={cx(classes.grid, columnsClass(maxColumns(options.displayType, options.contentType, options.maxColumns)), between && classes.clipFirstRow)}>
            {items.map((item, index) => (
                <li key={`${index}-${item.name}`}>
                    <WidgetItem item={item} options={options} headingLevel={headingLevel} />
                </li>
            ))}
        </ul>
    );
    return between ? <div className={classes.clip}>{list}</div> : list;
}

export function WidgetItemList({ title, showTitle, description, items, options }: IProps) {
    // Item titles are h3: under the widget's h2, or under the page's h1 when the widget shows no title.
    const headingLevel = 3;
    let content;
    if (options.displayType === "link") content = <NavLinks items={items} options={options} />;
    else if (options.displayType === "carousel") {
        content = <Island of={widgetCarouselIsland} component={WidgetCarousel} props={{ label: title, items, options, headingLevel }} />;
    } else content = <Grid items={items} options={options} headingLevel={headingLevel} />;
    return (
        <div className={classes.root}>
            {showTitle || description ? (
                <div className={classes.header}>
                    {showTitle ? <h2 className={classes.title}>{title}</h2> : null}
                    {description ? <p className={classes.description}>{description}</p> : null}
                </div>
            ) : null}
            {content}
        </div>
    );
}
