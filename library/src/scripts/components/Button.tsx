import type { ButtonHTMLAttributes } from "react";
import { classes, style } from "typestyle";
import { colorVars, sizes } from "@library/theme/themeVariables";

export type ButtonType = "standard" | "primary" | "text";

const base = style({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minHeight: sizes.formElementHeight,
    padding: "0 16px",
    borderRadius: sizes.borderRadius,
    border: `${sizes.borderWidth}px solid ${colorVars.border}`,
    font: "inherit",
    fontWeight: sizes.fontWeights.semiBold,
    cursor: "pointer",
    background: colorVars.bg,
    color: colorVars.fg,
    $nest: {
        "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
        "&:hover:not(:disabled)": { borderColor: colorVars.primary },
    },
});

const variants: Record<ButtonType, string> = {
    standard: style({ minWidth: sizes.buttonMinWidth }),
    primary: style({
        minWidth: sizes.buttonMinWidth,
        background: colorVars.primary,
        color: colorVars.primaryContrast,
        borderColor: colorVars.primary,
    }),
    text: style({ border: "none", background: "transparent", color: colorVars.link, padding: "0 4px" }),
};

interface IProps extends ButtonHTMLAttributes<HTMLButtonElement> {
    buttonType?: ButtonType;
}

export function Button({ buttonType = "standard", className, type = "button", ...rest }: IProps) {
    return <button type={type} className={classes(base, variants[buttonType], className)} {...rest} />;
}
