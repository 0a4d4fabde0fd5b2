import type { InputHTMLAttributes } from "react";
import { formClasses as classes } from "@library/components/form.styles";

interface IProps extends InputHTMLAttributes<HTMLInputElement> {
    id: string;
    label: string;
    /** The field's error messages; they are announced with the field. */
    errors?: string[];
}

/** A labelled input; required fields get "*" (shell §5) and errors are tied to the input. */
export function InputField({ id, label, errors = [], required, ...rest }: IProps) {
    const errorID = `${id}-errors`;
    return (
        <div className={classes.field}>
            <label htmlFor={id} className={classes.label}>
                {label}
                {required && (
                    <span className={classes.required} aria-hidden="true">
                        *
                    </span>
                )}
            </label>
            <input
                id={id}
                className={classes.input}
                required={required}
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={errors.length ? errorID : undefined}
                {...rest}
            />
            {errors.length > 0 && (
                <p id={errorID} className={classes.fieldError}>
                    {errors.join(" ")}
                </p>
            )}
        </div>
    );
}
