import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

/** The /profile/notifications page: the drop-down's items (notifications.styles.ts) in a list as tall as the page. */
export const myNotificationsClasses = {
    actions: style({ display: "flex", justifyContent: "flex-end", marginBottom: 8 }),
    list: style({ listStyle: "none", margin: 0, padding: 0, borderTop: `${cssVars.borders.width} solid ${colorVars.border}` }),
    empty: style({ color: colorVars.mutedFg }),
};
