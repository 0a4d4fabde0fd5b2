import { style } from "typestyle";
import { formClasses } from "@library/components/form.styles";
import { visuallyHidden } from "@library/theme/globalStyles";

export const discussionOptionsClasses = {
    slot: style({ float: "inline-end", marginInlineStart: 8 }),
    confirmActions: style({ display: "flex", justifyContent: "flex-end", gap: 8, marginTop: 16 }),
    fieldLabel: formClasses.label,
    input: `${formClasses.input} ${style({ width: "100%", boxSizing: "border-box", marginTop: 4 })}`,
    choices: style({ border: 0, padding: 0, margin: "12px 0 0", display: "flex", flexDirection: "column", gap: 6, maxHeight: 280, overflowY: "auto" }),
    choice: style({ display: "flex", alignItems: "center", gap: 8 }),
    visuallyHidden,
};
