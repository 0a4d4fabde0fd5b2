import { style } from "typestyle";
import { colorVars } from "@library/theme/themeVariables";

export const discussionOptionsClasses = {
    slot: style({ float: "right", marginLeft: 8 }),
    separator: style({ height: 0, margin: "4px 0", borderTop: `1px solid ${colorVars.border}` }),
    confirmActions: style({ display: "flex", justifyContent: "flex-end", gap: 8, marginTop: 16 }),
};
