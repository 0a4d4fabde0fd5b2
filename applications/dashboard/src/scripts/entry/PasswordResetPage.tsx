import { Button } from "@library/components/Button";
import { InputField } from "@library/components/InputField";
import { formClasses } from "@library/components/form.styles";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";

export type PasswordResetState = "request" | "sent" | "choose" | "changed" | "invalidLink";

export const PASSWORD_REQUEST_TITLE = "Reset My Password";
export const PASSWORD_CHOOSE_TITLE = "Choose a New Password";

const MESSAGES: Record<"sent" | "changed" | "invalidLink", string> = {
    // The same words whether or not the account exists: the page must not tell who is a member.
    sent: "If an account matches what you entered, a link to choose a new password is on its way to its email address. The link works for one hour.",
    changed: "Your password has been changed, and every device that was signed in to your account has been signed out.",
    invalidLink: "This password reset link is not valid any more: it was used already, a newer one was sent, or it is over an hour old.",
};

export interface IPasswordResetPageProps {
    state: PasswordResetState;
    /** The form's address for "choose" (it carries the link's token). */
    action?: string;
    /** What the member typed on the request form, kept after an error. */
    email?: string;
    error?: string;
    fieldErrors?: { password?: string[]; confirmPassword?: string[] };
}

function RequestForm({ email, error }: Pick<IPasswordResetPageProps, "email" | "error">) {
    return (
        <form className={formClasses.form} method="post" action="/entry/passwordrequest">
            {error && (
                <p className={formClasses.formError} role="alert">
                    {error}
                </p>
            )}
            <p>{t("Enter your email address or username, and we will send you a link to choose a new password.")}</p>
            {/* The page exists for this one field. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <InputField id="password-request-email" name="email" label={t("Email or Username")} defaultValue={email} required autoComplete="username" autoFocus />
            <div>
                <Button buttonType="primary" type="submit">
                    {t("Send the link")}
                </Button>
            </div>
            <p>
                <a href="/entry/signin">{t("Back to sign in")}</a>
            </p>
        </form>
    );
}

function ChooseForm({ action, error, fieldErrors }: Pick<IPasswordResetPageProps, "action" | "error" | "fieldErrors">) {
    return (
        <form className={formClasses.form} method="post" action={action}>
            {error && (
                <p className={formClasses.formError} role="alert">
                    {error}
                </p>
            )}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <InputField id="password-reset-password" name="password" type="password" label={t("New Password")} required autoComplete="new-password" errors={fieldErrors?.password} autoFocus />
            <InputField id="password-reset-confirm" name="confirmPassword" type="password" label={t("Confirm Password")} required autoComplete="new-password" errors={fieldErrors?.confirmPassword} />
            <div>
                <Button buttonType="primary" type="submit">
                    {t("Change My Password")}
                </Button>
            </div>
        </form>
    );
}

/** /entry/passwordrequest and the page of the link the mail carries: plain forms that work without JavaScript. */
export function PasswordResetPage({ state, action, email, error, fieldErrors }: IPasswordResetPageProps) {
    const title = state === "choose" || state === "changed" ? PASSWORD_CHOOSE_TITLE : PASSWORD_REQUEST_TITLE;
    return (
        <PageLayout title={t(title)}>
            {state === "request" && <RequestForm email={email} error={error} />}
            {state === "choose" && <ChooseForm action={action} error={error} fieldErrors={fieldErrors} />}
            {(state === "sent" || state === "changed" || state === "invalidLink") && (
                <>
                    <p role={state === "invalidLink" ? "alert" : "status"}>{t(MESSAGES[state])}</p>
                    <p>{state === "invalidLink" ? <a href="/entry/passwordrequest">{t("Ask for a new link")}</a> : <a href="/entry/signin">{t("Sign In")}</a>}</p>
                </>
            )}
        </PageLayout>
    );
}
