import { t } from "@library/i18n/t";

/**
 * "Sign Out" as a POST form (shell §2): only the POST signs out, so no link anywhere can sign
 * anyone out. The button takes the class of the menu it sits in.
 */
export function SignOutForm({ buttonClassName }: { buttonClassName: string }) {
    return (
        <form method="post" action="/entry/signout">
            <button type="submit" className={buttonClassName}>
                {t("Sign Out")}
            </button>
        </form>
    );
}
