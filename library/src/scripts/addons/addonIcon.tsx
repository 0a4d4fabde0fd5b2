/**
 * An add-on's icon (add-on API 8), drawn from the site's icon sprite: the add-on's server module
 * registers the drawing (`api.registerIcons({ sections: "M12 3…" })`), and its components name it.
 * A facade module of its own, beside `@library/addons/addonApi`: only the add-ons that draw icons
 * load it (plugins/README.md).
 *
 *     import { AddonIcon } from "@library/addons/addonIcon";
 *     <AddonIcon addon="subcommunities" name="sections" size={20} stroke="currentColor" fill="none" />
 */
import { DecorativeIcon, type IconPaint } from "@library/components/DecorativeIcon";

/** The sprite's symbol of an icon an add-on registered (server facade: api.registerIcons). */
export function addonIconSymbolID(addonKey: string, name: string): string {
    return `addon-${addonKey}-${name}`;
}

interface IProps extends IconPaint {
    /** The key of the add-on that registered the icon. */
    addon: string;
    /** The name it registered the icon under. */
    name: string;
    /** Width and height in pixels; without it, the class sets them. */
    size?: number;
    className?: string;
}

/** Decorative (hidden from assistive technology): the control around it carries the name. */
export function AddonIcon({ addon, name, ...rest }: IProps) {
    return <DecorativeIcon symbol={addonIconSymbolID(addon, name)} {...rest} />;
}
