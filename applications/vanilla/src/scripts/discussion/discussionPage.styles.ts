import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const discussionPageClasses = {
    meta: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, display: "flex", gap: 12, flexWrap: "wrap" }),
    body: style({ margin: `${sizes.gutter}px 0`, overflowWrap: "anywhere" }),
    commentsHeader: style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 12, flexWrap: "wrap", marginTop: sizes.gutterFull }),
    commentsHeading: style({ fontSize: sizes.fontSizes.subTitle, margin: 0 }),
    sort: style({ display: "flex", alignItems: "center", gap: 8 }),
    comments: style({ listStyle: "none", margin: 0, padding: 0 }),
    comment: style({ borderTop: `1px solid ${colorVars.border}`, padding: "12px 0" }),
    author: style({ fontWeight: sizes.fontWeights.semiBold }),
};
