import { Button } from "@library/components/Button";
import { InputField } from "@library/components/InputField";
import { formClasses } from "@library/components/form.styles";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";

export interface ISignInPageProps {
    name: string;
    target: string;
    error?: string;
    registrationEnabled: boolean;
}

export const SIGN_IN_FAILED = "The username or password you entered is incorrect.";

/** /entry/signin: a plain form that works before (and without) JavaScript. */
export function SignInPage({ name, target, error, registrationEnabled }: ISignInPageProps) {
    return (
        <PageLayout title={t("Sign In")}>
            <form className={formClasses.form} method="post" action="/entry/signin">
                {error && (
                    <p className={formClasses.formError} role="alert">
                        {error}
                    </p>
                )}
                <input type="hidden" name="target" value={target} />
                {/* The page exists for this form: its first empty field takes focus (the skip link is moot here). */}
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <InputField id="signin-name" name="name" label={t("Username or Email")} defaultValue={name} required autoComplete="username" autoFocus={!name} />
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <InputField id="signin-password" name="password" type="password" label={t("Password")} required autoComplete="current-password" autoFocus={!!name} />
                <div>
                    <Button buttonType="primary" type="submit">
                        {t("Sign In")}
                    </Button>
                </div>
                <p>
                    <a href="/entry/passwordrequest">{t("Forgot your password?")}</a>
                </p>
                {registrationEnabled && (
                    <p>
                        {t("Don't have an account?")} <a href={`/entry/register?target=${encodeURIComponent(target)}`}>{t("Register")}</a>
                    </p>
                )}
            </form>
        </PageLayout>
    );
}
