import { Button } from "@library/components/Button";
import { InputField } from "@library/components/InputField";
import { formClasses } from "@library/components/form.styles";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";

export interface IRegisterPageProps {
    values: { name: string; email: string };
    target: string;
    errors: Record<string, string[]>;
    /** A refusal of the whole form (too many registrations), shown instead of the field summary. */
    formError?: string;
}

/** The form's fields, in their order on the page. */
const FIELDS = ["name", "email", "password"] as const;

/**
 * /entry/register; values typed before an error are kept (passwords excepted). A form sent back
 * with errors gives the focus to the first field in error (the autofocus attribute, so without
 * JavaScript too): the person is where the fix is, and hears the field's name, that it is
 * invalid and why (its error describes it). A refusal of the whole form focuses its message.
 */
export function RegisterPage({ values, target, errors, formError }: IRegisterPageProps) {
    const firstInError = formError ? undefined : FIELDS.find((field) => errors[field]?.length);
    const summary = formError || Object.keys(errors).length > 0;
    return (
        <PageLayout title={t("Register")}>
            <form className={formClasses.form} method="post" action="/entry/register" noValidate>
                {summary && (
                    <p className={formClasses.formError} role="alert" {...(firstInError ? {} : { tabIndex: -1, autoFocus: true })}>
                        {formError ?? t("Please correct the errors below.")}
                    </p>
                )}
                <input type="hidden" name="target" value={target} />
                {/* The page is this form's answer: the first field in error takes the focus (see above). */}
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <InputField id="register-name" name="name" label={t("Username")} defaultValue={values.name} errors={errors.name} required autoComplete="username" autoFocus={firstInError === "name"} />
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <InputField id="register-email" name="email" type="email" label={t("Email")} defaultValue={values.email} errors={errors.email} required autoComplete="email" autoFocus={firstInError === "email"} />
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <InputField id="register-password" name="password" type="password" label={t("Password")} errors={errors.password} required autoComplete="new-password" autoFocus={firstInError === "password"} />
                <div>
                    <Button buttonType="primary" type="submit">
                        {t("Register")}
                    </Button>
                </div>
            </form>
        </PageLayout>
    );
}
