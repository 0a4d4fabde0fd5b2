import { style } from "typestyle";
import { Button } from "@library/components/Button";
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
 */
export function PasswordForm({ action, errors, idPrefix }: { action: string; errors?: IPasswordFormErrors; idPrefix: string }) {
    return (
        <>
            {errors && <p role="alert">{t("Please correct the errors below.")}</p>}
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
