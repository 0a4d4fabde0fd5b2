import { media, style } from "typestyle";
import { colorVars, cssVars, sizes } from "@library/theme/themeVariables";
import { flyoutSurface } from "@library/components/dropDown.styles";

/** Shell §2: the title bar is compact at 800px wide and below (titleBar.styles.ts). */
const compactTitleBar = { maxWidth: sizes.breakpoints.compactTitleBar };

const choice = style({
    background: "none",
    border: 0,
    color: colorVars.link,
    font: "inherit",
    textAlign: "start",
    minHeight: 44,
    paddingInline: 8,
    cursor: "pointer",
    $nest: { "&:hover, &:focus-visible": { textDecoration: "underline" }, '&[aria-current="true"]': { fontWeight: 600, color: colorVars.fg } },
});

export const languagePickerClasses = {
    footer: style({ borderBlockStart: `${cssVars.borders.width} solid ${colorVars.border}`, padding: `${cssVars.spacing.gutter} 0`, color: colorVars.mutedFg }),
    summary: style({ cursor: "pointer", display: "inline-flex", alignItems: "center", gap: 4, minHeight: 44 }),
    // Shell §9: the language drop-down is 200 px wide.
    list: style({ display: "flex", flexDirection: "column", width: 200, maxWidth: "100%", padding: 0, margin: 0 }),
    choice,
    /** In the phone's navigation panel (the title bar has no room for the picker there). */
    panel: style({ marginBlockStart: cssVars.spacing.gutter, paddingInline: cssVars.spacing.gutter }),
    /** In the title bar: a drop-down under the button, over the page; on a phone, in the navigation panel instead. */
    titleBar: style({ position: "relative" }, media(compactTitleBar, { display: "none" })),
    titleBarSummary: style({
        cursor: "pointer",
        display: "inline-flex",
        alignItems: "center",
        gap: 4,
        minHeight: 36,
        minWidth: 36,
        justifyContent: "center",
        paddingInline: 6,
        borderRadius: cssVars.borders.radius,
        listStyle: "none",
        $nest: { "&::-webkit-details-marker": { display: "none" }, "&:hover": { background: "color-mix(in srgb, currentColor 10%, transparent)" } },
    }),
    titleBarList: style({
        position: "absolute",
        top: "calc(100% + 4px)",
        insetInlineEnd: 0,
        zIndex: cssVars.layers.stackingStart,
        display: "flex",
        flexDirection: "column",
        width: cssVars.dropDowns.languageWidth,
        margin: 0,
        ...flyoutSurface,
    }),
};
