import { useMeta } from "@library/boot/pageMeta";
import { buttonClasses } from "@library/components/button.styles";
import { t } from "@library/i18n/t";
import { unreadClasses } from "@vanilla/unread/unread.styles";

/** The form's address (readMarkRoutes.ts answers it with a redirect back to the list). */
export const MARK_ALL_READ_ACTION = "/discussions/mark-read";

/**
 * "Mark All Read" above a list, for members: everywhere on /discussions, one category (and its
 * subcategories) on a category's page. A plain form post, so it works the same on an Island
 * page, an App page and without JavaScript; the server sends the member back to the list.
 */
export function MarkAllReadForm({ categoryID }: { categoryID?: number }) {
    const { currentUser } = useMeta();
    if (!currentUser.userID) return null;
    return (
        <form method="post" action={MARK_ALL_READ_ACTION} className={unreadClasses.markRead}>
            {categoryID !== undefined && <input type="hidden" name="categoryID" value={categoryID} />}
            <button type="submit" className={buttonClasses("standard").join(" ")}>
                {categoryID !== undefined ? t("Mark Category Read") : t("Mark All Read")}
            </button>
        </form>
    );
}
