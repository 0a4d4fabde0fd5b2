import { style } from "typestyle";
import { Button } from "@library/components/Button";
import { formClasses } from "@library/components/form.styles";
import { InputField } from "@library/components/InputField";
import { t } from "@library/i18n/t";
import { cssVars } from "@library/theme/themeVariables";

/** The password form's errors by field, as the server found them. */
export type IPasswordFormErrors = Partial<Record<"currentPassword" | "password" | "confirmPassword", string[]>>;

const formClass = style({ maxWidth: 420, display: "flex", flexDirection: "column", gap: cssVars.spacing.gutter });

/**
 * "Change password" (the current one, the new one twice): a plain form, posted to `action`
 * (the account page's /account/password or the edit-profile page's), both through
 * accountRoutes' changeOwnPassword.
 *
 * A refused change comes back as a new page whose form sits below the rest (several screens
 * down on a phone): its error summary takes the focus on load (the autofocus attribute, so
 * without JavaScript too), which scrolls it into view and has it read out. No `#fragment` in
 * the action: a page whose address names a target element skips autofocus (HTML's "flush
 * autofocus candidates"), and the focus would stay on the body.
 */
export function PasswordForm({ action, errors, idPrefix }: { action: string; errors?: IPasswordFormErrors; idPrefix: string }) {
    return (
        <>
            {errors && (
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the page is this form's answer: see above
                <p id={`${idPrefix}-password-errors`} role="alert" tabIndex={-1} autoFocus className={formClasses.formError}>
                    {t("Please correct the errors below.")}
                </p>
            )}
            <form method="post" action={action} className={formClass}>
                <InputField id={`${idPrefix}-current-password`} name="currentPassword" type="password" label={t("Current password")} errors={errors?.currentPassword} required autoComplete="current-password" />
                <InputField id={`${idPrefix}-new-password`} name="password" type="password" label={t("New password")} errors={errors?.password} required autoComplete="new-password" />
                <InputField id={`${idPrefix}-confirm-password`} name="confirmPassword" type="password" label={t("Confirm new password")} errors={errors?.confirmPassword} required autoComplete="new-password" />
                <p>{t("Your other devices are signed out when the password changes.")}</p>
                <div>
                    <Button buttonType="primary" type="submit">
                        {t("Change password")}
                    </Button>
                </div>
            </form>
        </>
    );
}
