import { forwardRef, type ButtonHTMLAttributes } from "react";
import { classes } from "typestyle";
import { buttonClasses, type ButtonType } from "@library/components/button.styles";

export type { ButtonType } from "@library/components/button.styles";

interface IProps extends ButtonHTMLAttributes<HTMLButtonElement> {
    buttonType?: ButtonType;
}

/** A button of one of the types of shell §3; its states are CSS only (button.styles.ts). */
export const Button = forwardRef<HTMLButtonElement, IProps>(function Button({ buttonType = "standard", className, type = "button", ...rest }, ref) {
    return <button ref={ref} type={type} className={classes(...buttonClasses(buttonType), className)} {...rest} />;
});
