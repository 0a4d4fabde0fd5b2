import { media, style } from "typestyle";
import { dropDownVariables } from "@library/components/dropDown.variables";
import { colorVars, cssVars } from "@library/theme/themeVariables";
import { REACTIONS_ONE_COLUMN_BREAKPOINT } from "@vanilla/reactions/reactionTypes";

export const reactionFlyoutClasses = {
    /** Placed under the bar's first line, from its left edge (a button at the end of a phone's line would push it off screen). */
    menu: style(
        {
            position: "absolute",
            top: "100%",
            left: 0,
            zIndex: dropDownVariables.css.zIndex,
            display: "grid",
            // Three columns as wide as their longest name: no reaction's name is cut short.
            gridTemplateColumns: "repeat(3, max-content)",
            gap: 4,
            width: "max-content",
            maxWidth: "calc(100vw - 16px)",
            margin: "4px 0 0",
            padding: 4,
            listStyle: "none",
            background: colorVars.bg,
            color: colorVars.fg,
            border: `${cssVars.borders.width} solid ${colorVars.border}`,
            borderRadius: cssVars.borders.radius,
            boxShadow: "0 4px 16px rgba(0, 0, 0, 0.15)",
        },
        // Content §9: one column below the reactions menu breakpoint.
        media({ maxWidth: REACTIONS_ONE_COLUMN_BREAKPOINT - 1 }, { gridTemplateColumns: "minmax(0, 1fr)", width: dropDownVariables.css.width }),
    ),
    item: style(
        {
            display: "flex",
            alignItems: "center",
            gap: 6,
            width: "100%",
            minHeight: dropDownVariables.css.itemMinHeight,
            padding: "4px 8px",
            border: `${cssVars.borders.width} solid transparent`,
            borderRadius: cssVars.borders.radius,
            background: "none",
            color: "inherit",
            font: "inherit",
            textAlign: "left",
            cursor: "pointer",
            $nest: {
                "&:hover, &:focus-visible": { background: colorVars.panelBg },
                "&:focus-visible": { outlineOffset: -2 },
                "&[aria-checked=true]": { borderColor: colorVars.primary, color: colorVars.primary, fontWeight: cssVars.fontWeights.semiBold },
                "&[aria-disabled=true]": { opacity: 0.6, cursor: "progress" },
            },
        },
        media({ maxWidth: REACTIONS_ONE_COLUMN_BREAKPOINT - 1 }, { minHeight: dropDownVariables.css.itemMinHeightMobile }),
    ),
    name: style({ flex: "1 1 auto", minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }),
    count: style({ fontVariantNumeric: "tabular-nums", color: colorVars.mutedFg }),
};
