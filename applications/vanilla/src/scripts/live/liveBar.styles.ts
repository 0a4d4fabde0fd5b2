import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

/** The "N new comments" bar (discussionLive.ts): a pill at the bottom centre, over the page, never moving it. */
export const liveBarClasses = {
    region: style({
        position: "fixed",
        left: "50%",
        bottom: 16,
        transform: "translateX(-50%)",
        zIndex: 1_050,
        // The empty region must not catch clicks meant for the page under it.
        pointerEvents: "none",
    }),
    button: style({
        pointerEvents: "auto",
        minHeight: 36,
        padding: "8px 18px",
        border: "none",
        borderRadius: 999,
        background: colorVars.primary,
        color: colorVars.primaryContrast,
        font: "inherit",
        fontSize: cssVars.fontSizes.medium,
        fontWeight: 600,
        boxShadow: "0 4px 12px rgba(0, 0, 0, 0.25)",
        cursor: "pointer",
        whiteSpace: "nowrap",
        $nest: { "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 } },
    }),
};
