import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const discussionPageClasses = {
    meta: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, display: "flex", gap: 12, flexWrap: "wrap" }),
    body: style({ margin: `${sizes.gutter}px 0`, overflowWrap: "anywhere" }),
    commentsHeading: style({ fontSize: sizes.fontSizes.subTitle, marginTop: sizes.gutterFull }),
    comments: style({ listStyle: "none", margin: 0, padding: 0 }),
    comment: style({ borderTop: `1px solid ${colorVars.border}`, padding: "12px 0" }),
    author: style({ fontWeight: sizes.fontWeights.semiBold }),
};
