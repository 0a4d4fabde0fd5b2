import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const unreadClasses = {
    /** "New" / "3 new" beside a discussion's title: the primary colour, so it reads in both schemes. */
    marker: style({
        display: "inline-block",
        marginInlineStart: 8,
        padding: "0 6px",
        borderRadius: 999,
        border: `${cssVars.borders.width} solid ${colorVars.primary}`,
        color: colorVars.primary,
        fontSize: cssVars.fontSizes.small,
        fontWeight: cssVars.fontWeights.semiBold,
        lineHeight: 1.5,
        verticalAlign: "middle",
        whiteSpace: "nowrap",
    }),
    /** The line above the first unread comment. */
    divider: style({
        display: "flex",
        alignItems: "center",
        gap: 8,
        margin: "0 0 8px",
        color: colorVars.primary,
        fontSize: cssVars.fontSizes.small,
        fontWeight: cssVars.fontWeights.semiBold,
        $nest: { "&::after": { content: '""', flex: 1, borderTop: `${cssVars.borders.width} solid ${colorVars.primary}` } },
    }),
    /** The first unread comment when the jump focused it: no outline on the whole comment box, the divider shows where. */
    jumpTarget: style({ scrollMarginTop: 80, $nest: { "&:focus": { outline: "none" }, "&:focus-visible": { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 } } }),
    /** Beside "New Discussion"; the auto margin keeps the pair together at the toolbar's start. */
    markRead: style({ display: "inline", marginInlineEnd: "auto" }),
};
