/**
 * `$middleware.visibility.device` (content §2): a widget for "mobile" shows only at the one-column
 * widths (extra-small and mobile device classes, ≤ 766 px), one for "desktop" only above them
 * (tablet, desktop, no-bleed). The hiding is CSS media queries on the server-rendered wrapper, so
 * the first paint is already right at every width: nothing appears, then vanishes (no layout shift),
 * and it follows a resized window with no script.
 */
import { media, style } from "typestyle";
import type { DeviceClass } from "@library/layout/deviceClass";
import type { DeviceVisibility, IWidgetMiddleware } from "@library/layouts/layoutTypes";
import { sizes } from "@library/theme/themeVariables";

const MOBILE_CLASSES: readonly DeviceClass[] = ["xs", "mobile"];

/** Whether a widget with this visibility shows on a device class (what the CSS below does). */
export function isVisibleOn(visibility: DeviceVisibility, deviceClass: DeviceClass): boolean {
    if (visibility === "all") return true;
    return MOBILE_CLASSES.includes(deviceClass) === (visibility === "mobile");
}

/** The media query that hides a widget of this visibility, or null when it always shows. */
export function hidingMediaQuery(visibility: DeviceVisibility): { minWidth?: number; maxWidth?: number } | null {
    if (visibility === "mobile") return { minWidth: sizes.breakpoints.oneColumn + 1 };
    if (visibility === "desktop") return { maxWidth: sizes.breakpoints.oneColumn };
    return null;
}

const hiddenClasses: Record<Exclude<DeviceVisibility, "all">, string> = {
    mobile: style(media(hidingMediaQuery("mobile")!, { display: "none" })),
    desktop: style(media(hidingMediaQuery("desktop")!, { display: "none" })),
};

export function visibilityOf(middleware: IWidgetMiddleware | undefined): DeviceVisibility {
    const device = middleware?.visibility?.device;
    return device === "mobile" || device === "desktop" ? device : "all";
}

/** The wrapper class for a widget's middleware; undefined when it shows on every device. */
export function deviceVisibilityClass(middleware: IWidgetMiddleware | undefined): string | undefined {
    const visibility = visibilityOf(middleware);
    return visibility === "all" ? undefined : hiddenClasses[visibility];
}
