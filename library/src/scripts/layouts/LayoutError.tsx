import { useMeta } from "@library/boot/pageMeta";
import { tf } from "@library/i18n/t";
import { hasPermission } from "@library/users/permissions";
import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export interface ILayoutErrorProps {
    widgetType: string;
    message?: string;
}

const errorClass = style({
    padding: cssVars.spacing.gutter,
    border: `${cssVars.borders.width} dashed ${colorVars.error}`,
    borderRadius: cssVars.borders.radius,
    color: colorVars.fg,
    background: colorVars.errorBg,
});

/**
 * What a layout shows in place of a widget that is missing from the registry or failed to load
 * (content §2). Only site managers see it — they can fix the layout; for everyone else the
 * widget's place is simply empty rather than a message they can do nothing about.
 */
export function LayoutError({ widgetType, message }: ILayoutErrorProps) {
    const { permissions } = useMeta();
    if (!hasPermission(permissions, "site.manage")) return null;
    return (
        <div className={errorClass} role="note" data-layout-error={widgetType}>
            {tf("layouts.error", { widgetType }, "Layout error: the widget {widgetType} cannot be shown.")} {message}
        </div>
    );
}
