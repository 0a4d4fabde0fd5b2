import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const profileClasses = {
    stats: style({ display: "flex", gap: sizes.gutter, color: colorVars.mutedFg, flexWrap: "wrap", margin: `0 0 ${sizes.gutter}px` }),
    heading: style({ fontSize: sizes.fontSizes.subTitle, margin: `${sizes.gutter}px 0 8px` }),
    list: style({ listStyle: "none", padding: 0, margin: `0 0 ${sizes.gutter}px` }),
    item: style({ padding: "8px 0", borderBottom: `1px solid ${colorVars.border}` }),
    meta: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small }),
    error: style({ color: colorVars.error }),
};
