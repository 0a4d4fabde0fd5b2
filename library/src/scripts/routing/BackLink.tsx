import type { MouseEvent } from "react";
import { t } from "@library/i18n/t";
import { goBack } from "@library/routing/historyDepth";

export interface IBackLinkProps {
    /** Where "back" goes when there is no history and no same-site referrer (shell §4). */
    fallbackUrl?: string;
    label?: string;
    className?: string;
}

/**
 * A back link (shell §4). Its href is the fallback, so without JavaScript (or with a modified
 * click) it still leads somewhere sensible; a plain click goes back in history when it can.
 */
export function BackLink({ fallbackUrl = "/", label, className }: IBackLinkProps) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        goBack(fallbackUrl);
    };
    return (
        <a href={fallbackUrl} onClick={onClick} className={className}>
            {label ?? t("Back")}
        </a>
    );
}
