import { useId } from "react";
import { classes } from "typestyle";
import { t } from "@library/i18n/t";
import { iconClasses, iconSizes, type IconSize } from "@library/components/icon.styles";
import { isIconName, type IconName } from "@library/components/iconNames";
import { iconSymbolID, SpriteSymbol } from "@library/components/iconSprite";

export type { IconName } from "@library/components/iconNames";

interface IProps {
    /** A name of the set. Names from data (a theme, the server) are checked at run time too. */
    name: IconName;
    size?: IconSize;
    /**
     * The icon's accessible name. Without one an icon is decorative (hidden from assistive
     * technology), except `notFound`, whose default title is "Page Not Found" (shell §8).
     */
    title?: string;
    className?: string;
}

/** The icons that point along the line of text: mirrored when it runs right to left. */
const DIRECTIONAL = new Set<IconName>(["chevronLeft", "chevronRight"]);

/** An icon of the typed set, drawn from the sprite (iconSprite.tsx); an unknown name renders nothing (shell §8). */
export function Icon({ name, size = "default", title, className }: IProps) {
    const titleID = useId();
    if (!isIconName(name)) return null;
    const label = title ?? (name === "notFound" ? t("Page Not Found") : undefined);
    const pixels = iconSizes[size];
    return (
        <svg
            className={classes(iconClasses.root, DIRECTIONAL.has(name) && iconClasses.mirrored, className)}
            width={pixels}
            height={pixels}
            focusable="false"
            {...(label ? { role: "img", "aria-labelledby": titleID } : { "aria-hidden": true })}
        >
            {label && <title id={titleID}>{label}</title>}
            <SpriteSymbol symbol={iconSymbolID(name)} />
        </svg>
    );
}
