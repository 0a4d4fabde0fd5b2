/**
 * One home widget item (content §2): its title (the link), and by content type a description, an
 * image, an icon, a background picture or a chat bubble. Sizes from content §9. Images are
 * decorative (`alt=""`): the title says what the item is.
 */
import type { CSSProperties } from "react";
import { classes as cx } from "typestyle";
import { borderClasses, itemClasses as classes } from "@vanilla/layouts/items/widgetItems.styles";
import { isBackgroundType, itemImageRules, showsDescription, type IWidgetContainerOptions, type IWidgetItem } from "@vanilla/layouts/items/widgetItemRules";

interface IProps {
    item: IWidgetItem;
    options: IWidgetContainerOptions;
    /** The heading level of item titles under the widget's own heading. */
    headingLevel?: 3 | 4;
}

function Title({ item, level, className }: { item: IWidgetItem; level: 3 | 4; className?: string }) {
    const Heading = level === 3 ? "h3" : "h4";
    return (
        <Heading className={cx(classes.title, className)}>
            {item.url ? (
                <a className={classes.link} href={item.url}>
                    {item.name}
                </a>
            ) : (
                item.name
            )}
        </Heading>
    );
}

export function WidgetItem({ item, options, headingLevel = 3 }: IProps) {
    const { contentType, imagePlacement, borderType } = options;
    const description = showsDescription(contentType) && item.description ? item.description : "";
    const rules = itemImageRules(contentType);
    const imageStyle: CSSProperties = { aspectRatio: rules.aspectRatio, maxHeight: rules.maxHeight };

    if (isBackgroundType(contentType)) {
        return (
            <div className={cx(classes.root, borderClasses[borderType], classes.background)} style={imageStyle}>
                {item.imageUrl ? <img className={classes.backgroundImage} src={item.imageUrl} alt="" loading="lazy" /> : null}
                <div className={classes.backgroundText}>
                    <Title item={item} level={headingLevel} />
                    {description ? <p className={classes.backgroundDescription}>{description}</p> : null}
                </div>
            </div>
        );
    }

    const left = imagePlacement === "left";
    const picture =
        contentType === "title-description-image" && item.imageUrl ? (
            <img className={cx(classes.image, left && classes.imageLeft)} style={imageStyle} src={item.imageUrl} alt="" loading="lazy" />
        ) : contentType === "title-description-icon" && item.iconUrl ? (
            <img className={left ? classes.iconLeft : classes.iconTop} src={item.iconUrl} alt="" loading="lazy" />
        ) : null;
    const bubble = contentType === "title-chat-bubble";
    return (
        <div className={cx(classes.root, borderClasses[borderType], left && picture && classes.left)}>
            {picture}
            <div className={classes.body}>
                {bubble ? (
                    <>
                        <Title item={item} level={headingLevel} className={classes.bubble} />
                        <span className={classes.bubbleSpacer} />
                    </>
                ) : (
                    <Title item={item} level={headingLevel} className={borderType === "navLinks" ? classes.navLinkTitle : undefined} />
                )}
                {description ? <p className={classes.description}>{description}</p> : null}
                {item.meta ? <span className={classes.meta}>{item.meta}</span> : null}
            </div>
        </div>
    );
}
