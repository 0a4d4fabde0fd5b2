/**
 * Shell §8: a signed-in member whose e-mail address is unconfirmed, on a site that requires
 * confirmation, gets a toast "Your email address is not confirmed." with the link
 * "Resend confirmation email" (/entry/emailconfirmrequest). It stays until dismissed.
 */
import type { IPageMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { addToast, type IToastOptions } from "@library/toasts/toastsSlice";

export const EMAIL_CONFIRM_REQUEST_URL = "/entry/emailconfirmrequest";
export const EMAIL_NOT_CONFIRMED_TOAST_ID = "email-not-confirmed";

export function emailConfirmationToast(meta: Pick<IPageMeta, "currentUser" | "settings">): IToastOptions | null {
    const { currentUser, settings } = meta;
    if (currentUser.userID === 0 || currentUser.emailConfirmed || settings?.["registration.confirmEmail"] !== true) return null;
    return {
        toastID: EMAIL_NOT_CONFIRMED_TOAST_ID,
        body: t("Your email address is not confirmed."),
        link: { url: EMAIL_CONFIRM_REQUEST_URL, label: t("Resend confirmation email") },
        dismissible: true,
        persistent: true,
        wide: true,
    };
}

/** The action to dispatch at boot, or null when the toast does not apply. */
export function emailConfirmationToastAction(meta: Pick<IPageMeta, "currentUser" | "settings">) {
    const toast = emailConfirmationToast(meta);
    return toast ? addToast(toast) : null;
}
