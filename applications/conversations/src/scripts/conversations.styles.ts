import { style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export const conversationClasses = {
    list: style({ listStyle: "none", margin: 0, padding: 0, borderTop: `1px solid ${colorVars.border}` }),
    item: style({ padding: "12px 0", borderBottom: `1px solid ${colorVars.border}` }),
    title: style({ fontWeight: sizes.fontWeights.semiBold, fontSize: sizes.fontSizes.large }),
    unread: style({ fontWeight: sizes.fontWeights.bold }),
    meta: style({ color: colorVars.mutedFg, fontSize: sizes.fontSizes.small, display: "flex", gap: 12, flexWrap: "wrap" }),
    excerpt: style({ color: colorVars.mutedFg, margin: "4px 0 0", overflow: "hidden", maxHeight: "3em" }),
    message: style({ borderTop: `1px solid ${colorVars.border}`, padding: "12px 0" }),
    body: style({ margin: "8px 0", overflowWrap: "anywhere" }),
};
