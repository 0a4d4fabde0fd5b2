import { useMeta } from "@library/boot/pageMeta";
import { t } from "@library/i18n/t";
import { canSeeUserCard } from "@library/users/userCardRules";
import { USER_CARD_ATTRIBUTE } from "@library/users/userCardTrigger";
import { profileUrl } from "@library/users/userUrls";
import { isPlaceholderUser, UNKNOWN_USER, type IUserFragment } from "@library/users/userTypes";

interface IProps {
    /** A missing user shows as the Unknown User placeholder (shell §3). */
    user: IUserFragment | null | undefined;
    className?: string;
}

/**
 * A user's name (shell §4, §6). For viewers allowed to see user cards it is a link to the
 * profile that opens the card on a plain click (userCardTrigger.ts handles the click for the
 * whole page, so this renders no React state and costs nothing to hydrate); modified clicks
 * and a page without JavaScript still reach the profile. For other viewers, and for
 * placeholder users, it is plain text.
 */
export function UserLink({ user, className }: IProps) {
    const { permissions } = useMeta();
    const shown = user ?? UNKNOWN_USER;
    if (isPlaceholderUser(shown)) return <span className={className}>{t(shown.name)}</span>;
    if (!canSeeUserCard(permissions)) return <span className={className}>{shown.name}</span>;
    return (
        <a
            className={className}
            href={profileUrl(shown.name)}
            {...{ [USER_CARD_ATTRIBUTE]: shown.userID }}
            aria-haspopup="dialog"
            aria-expanded="false"
        >
            {shown.name}
        </a>
    );
}
