import { Button } from "@library/components/Button";
import { t } from "@library/i18n/t";
import { PageLayout } from "@library/layout/PageLayout";

export type EmailConfirmState = "request" | "sent" | "alreadyConfirmed" | "confirmed" | "invalidLink";

export const EMAIL_CONFIRM_TITLE = "Confirm Your Email";

const MESSAGES: Record<Exclude<EmailConfirmState, "request">, string> = {
    sent: "A confirmation link is on its way to your email address. Follow it to confirm the address.",
    alreadyConfirmed: "Your email address is already confirmed.",
    confirmed: "Your email address has been confirmed.",
    invalidLink: "This confirmation link is not valid any more. Ask for a new one from your account.",
};

/** The pages of shell §2 /entry/emailconfirmrequest and of the link the message carries. */
export function EmailConfirmPage({ state, error }: { state: EmailConfirmState; error?: string }) {
    return (
        <PageLayout title={t(EMAIL_CONFIRM_TITLE)}>
            {state === "request" ? (
                <form method="post" action="/entry/emailconfirmrequest">
                    {error && <p role="alert">{error}</p>}
                    <p>{t("Your email address is not confirmed.")}</p>
                    <Button buttonType="primary" type="submit">
                        {t("Resend confirmation email")}
                    </Button>
                </form>
            ) : (
                <p role={state === "invalidLink" ? "alert" : "status"}>{t(MESSAGES[state])}</p>
            )}
        </PageLayout>
    );
}
