import { style } from "typestyle";
import { dropDownVariables } from "@library/components/dropDown.variables";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const userCardClasses = {
    /** The desktop popup: a drop-down-sized panel placed under the name (shell §9 medium 300). */
    popup: style({
        position: "absolute",
        zIndex: dropDownVariables.css.zIndex,
        width: dropDownVariables.css.mediumWidth,
        maxWidth: "calc(100vw - 16px)",
        background: colorVars.bg,
        color: colorVars.fg,
        border: `${cssVars.borders.width} solid ${colorVars.border}`,
        borderRadius: cssVars.borders.radius,
        boxShadow: "0 4px 16px rgba(0, 0, 0, 0.15)",
        $nest: { "&:focus": { outline: "none" }, "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}` } },
    }),
    card: style({
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 8,
        padding: cssVars.spacing.gutter,
        textAlign: "center",
        // WCAG 2.5.8: every link of the card (a count such as "3" is a few pixels wide) is a target of at least 24 × 24 px.
        $nest: { "& a": { display: "inline-flex", alignItems: "center", justifyContent: "center", minWidth: 24, minHeight: 24 } },
    }),
    name: style({ margin: 0, fontSize: cssVars.fontSizes.large, fontWeight: cssVars.fontWeights.semiBold, overflowWrap: "anywhere" }),
    muted: style({ margin: 0, color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    message: style({ margin: 0 }),
    stats: style({
        display: "grid",
        gridTemplateColumns: "auto auto",
        columnGap: 12,
        rowGap: 4,
        margin: 0,
        fontSize: cssVars.fontSizes.small,
        textAlign: "left",
        $nest: { "& dt": { color: colorVars.mutedFg }, "& dd": { margin: 0 } },
    }),
    actions: style({ display: "flex", justifyContent: "center", width: "100%", paddingTop: 4 }),
};
