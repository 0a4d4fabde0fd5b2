import { style } from "typestyle";
import { composerFieldClasses } from "@library/composer/composerField.styles";
import { colorVars, cssVars } from "@library/theme/themeVariables";

export const bodyFormClasses = {
    root: style({ marginTop: cssVars.spacing.gutterFull, display: "flex", flexDirection: "column", gap: 8 }),
    heading: style({ fontSize: cssVars.fontSizes.subTitle, margin: 0 }),
    // The messages form's text box looks like the composer's plain box.
    textarea: composerFieldClasses.textarea,
    hint: style({ color: colorVars.mutedFg, fontSize: cssVars.fontSizes.small, margin: 0 }),
    actions: style({ display: "flex", gap: 12, alignItems: "center" }),
    error: style({ color: colorVars.error, background: colorVars.errorBg, padding: 12, borderRadius: cssVars.borders.radius, margin: 0 }),
    notice: style({ color: colorVars.mutedFg }),
};
