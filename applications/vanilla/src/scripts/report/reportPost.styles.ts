import { style } from "typestyle";
import { formClasses } from "@library/components/form.styles";

/** The Report dialog: reasons as a plain list (no box in the small modal), a full-width note. */
export const reportPostClasses = {
    reasons: style({ border: 0, margin: "0 0 12px", padding: 0, display: "flex", flexDirection: "column", gap: 6 }),
    legend: style({ padding: 0, marginBottom: 6 }),
    // The box first, the text wrapping beside it rather than under it.
    reason: style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: 8, alignItems: "start" }),
    note: style({ display: "block", width: "100%", boxSizing: "border-box", marginTop: 4, font: "inherit", padding: "6px 10px" }),
    error: formClasses.formError,
};
