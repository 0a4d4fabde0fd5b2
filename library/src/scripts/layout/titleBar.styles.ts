import { media, style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const titleBarClasses = {
    bar: style(
        {
            background: colorVars.titleBarBg,
            color: colorVars.titleBarFg,
            minHeight: sizes.titleBarHeight,
            position: "sticky",
            top: 0,
            zIndex: sizes.titleBarZIndex,
        },
        media({ maxWidth: sizes.breakpoints.compactTitleBar }, { minHeight: sizes.titleBarHeightMobile }),
    ),
    inner: style({
        display: "flex",
        alignItems: "center",
        gap: sizes.gutter,
        minHeight: "inherit",
        flexWrap: "wrap",
    }),
    logo: style({ color: "inherit", fontWeight: sizes.fontWeights.bold, fontSize: sizes.fontSizes.subTitle, textDecoration: "none" }),
    nav: style({ display: "flex", gap: sizes.gutter, flex: 1, $nest: { "& a": { color: "inherit", fontWeight: sizes.fontWeights.semiBold } } }),
    me: style({ display: "flex", alignItems: "center", gap: 12, $nest: { "& a": { color: "inherit" } } }),
    meButton: style({ color: "inherit", background: "transparent", border: "1px solid currentColor", borderRadius: sizes.borderRadius, padding: "4px 12px", font: "inherit", cursor: "pointer" }),
    skipLink: style({
        position: "absolute",
        left: -10000,
        top: 8,
        background: colorVars.bg,
        color: colorVars.link,
        padding: 8,
        zIndex: sizes.titleBarZIndex + 1,
        $nest: { "&:focus": { left: 8 } },
    }),
};
