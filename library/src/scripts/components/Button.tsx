import type { ButtonHTMLAttributes, Ref } from "react";
import { classes } from "typestyle";
import { buttonClasses, type ButtonType } from "@library/components/button.styles";

export type { ButtonType } from "@library/components/button.styles";

interface IProps extends ButtonHTMLAttributes<HTMLButtonElement> {
    buttonType?: ButtonType;
    ref?: Ref<HTMLButtonElement>;
}

/** A button of one of the types of shell §3; its states are CSS only (button.styles.ts). */
export function Button({ buttonType = "standard", className, type = "button", ...rest }: IProps) {
    return <button type={type} className={classes(...buttonClasses(buttonType), className)} {...rest} />;
}
