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

/** /entry/register; values typed before an error are kept (passwords excepted). */
export function RegisterPage({ values, target, errors, formError }: IRegisterPageProps) {
    return (
        <PageLayout title={t("Register")}>
            <form className={formClasses.form} method="post" action="/entry/register" noValidate>
                {(formError || Object.keys(errors).length > 0) && (
                    <p className={formClasses.formError} role="alert">
                        {formError ?? t("Please correct the errors below.")}
                    </p>
                )}
                <input type="hidden" name="target" value={target} />
                <InputField id="register-name" name="name" label={t("Username")} defaultValue={values.name} errors={errors.name} required autoComplete="username" />
                <InputField id="register-email" name="email" type="email" label={t("Email")} defaultValue={values.email} errors={errors.email} required autoComplete="email" />
                <InputField id="register-password" name="password" type="password" label={t("Password")} errors={errors.password} required autoComplete="new-password" />
                <div>
                    <Button buttonType="primary" type="submit">
                        {t("Register")}
                    </Button>
                </div>
            </form>
        </PageLayout>
    );
}
