import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const discussionListClasses = {
    list: style({ listStyle: "none", margin: 0, padding: 0, borderTop: `1px solid ${colorVars.border}` }),
    item: style({ padding: "12px 0", borderBottom: `1px solid ${colorVars.border}` }),
    title: style({
        fontSize: sizes.fontSizes.large,
        fontWeight: sizes.fontWeights.semiBold,
        textDecoration: "none",
        color: colorVars.fg,
        $nest: { "&:hover, &:focus": { textDecoration: "underline" } },
    }),
    meta: style({
        display: "flex",
        flexWrap: "wrap",
        gap: "4px 12px",
        marginTop: 4,
        color: colorVars.mutedFg,
        fontSize: sizes.fontSizes.small,
        $nest: { "& a": { color: "inherit" } },
    }),
    badge: style({
        fontSize: sizes.fontSizes.extraSmall,
        fontWeight: sizes.fontWeights.bold,
        textTransform: "uppercase",
        border: `1px solid ${colorVars.border}`,
        borderRadius: 4,
        padding: "0 4px",
        marginRight: 6,
        verticalAlign: "middle",
    }),
    status: style({ padding: `${sizes.gutter}px 0` }),
    error: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: sizes.borderRadius }),
};
