import { style } from "typestyle";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const conversationClasses = {
    /** The page's actions (New Message), above the list. */
    actions: style({ margin: "0 0 16px" }),
    list: style({ listStyle: "none", margin: 0, padding: 0, borderTop: `${cssVars.borders.width} solid ${colorVars.border}` }),
    item: style({ padding: "12px 0", borderBottom: `${cssVars.borders.width} solid ${colorVars.border}` }),
    title: style({ fontWeight: cssVars.fontWeights.semiBold, fontSize: cssVars.fontSizes.large }),
    unread: style({ fontWeight: cssVars.fontWeights.bold }),
    meta: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, display: "flex", gap: 12, flexWrap: "wrap" }),
    /** "With a, b and c": running text, muted like the meta lines. */
    participants: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small }),
    excerpt: style({ color: colorVars.mutedFg, margin: "4px 0 0", overflow: "hidden", maxHeight: "3em" }),
    message: style({ borderTop: `${cssVars.borders.width} solid ${colorVars.border}`, padding: "12px 0" }),
    body: style({ margin: "8px 0", overflowWrap: "anywhere" }),
};
