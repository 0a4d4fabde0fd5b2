import { classes } from "typestyle";
import { DecorativeIcon } from "@library/components/DecorativeIcon";
import { iconSymbolID } from "@library/components/iconSprite";
import { t } from "@library/i18n/t";
import { LoadStatus } from "@library/redux/asyncThunk";
import { useAppDispatch, useAppSelector } from "@library/redux/hooks";
import { logError } from "@library/utility/logger";
import { bookmarkButtonClasses as styles } from "@vanilla/discussions/bookmarkButton.styles";
import { bookmarkIconState, registerDiscussionsSlice, selectBookmarkStatus, selectStoredBookmarked } from "@vanilla/discussions/discussionsSlice";
import { loadDiscussionThunks, prefetchDiscussionThunks } from "@vanilla/discussions/discussionThunksOnDemand";

registerDiscussionsSlice();

export interface IBookmarkButtonProps {
    discussionID: number;
    /** The value the server rendered; the store's value wins once it has one. */
    bookmarked: boolean;
}

function BookmarkIcon({ filled }: { filled: boolean }) {
    // The sprite's path inherits fill and stroke from here.
    return <DecorativeIcon symbol={iconSymbolID("bookmark")} className={styles.icon} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />;
}

/**
 * Bookmark toggle of a discussion (content §4): a real button whose pressed state is the
 * bookmark, with the icon states normal, bookmarking (the call is under way) and bookmarked.
 * The change shows at once and is undone, with a toast, when the server refuses it.
 */
export function BookmarkButton({ discussionID, bookmarked: initial }: IBookmarkButtonProps) {
    const dispatch = useAppDispatch();
    const status = useAppSelector((state) => selectBookmarkStatus(state, discussionID));
    const stored = useAppSelector((state) => selectStoredBookmarked(state, discussionID));
    const bookmarked = status?.bookmarked ?? stored ?? initial;
    const loading = status?.status === LoadStatus.LOADING;
    const iconState = bookmarkIconState({ status: status?.status ?? LoadStatus.PENDING, bookmarked });

    const onClick = () => {
        if (loading) return; // one call at a time: the revert on failure relies on it
        loadDiscussionThunks()
            .then(({ bookmarkDiscussion }) => dispatch(bookmarkDiscussion({ discussionID, bookmarked: !bookmarked })))
            .catch((error) => logError("Could not load the bookmark action.", error));
    };

    return (
        <button
            type="button"
            className={classes(styles.button, iconState === "bookmarked" && styles.bookmarked, iconState === "bookmarking" && styles.bookmarking)}
            aria-pressed={bookmarked}
            aria-busy={loading || undefined}
            aria-label={t("Bookmark")}
            title={t("Bookmark")}
            data-bookmark-state={iconState}
            onClick={onClick}
            onPointerEnter={prefetchDiscussionThunks}
            onFocus={prefetchDiscussionThunks}
        >
            <BookmarkIcon filled={bookmarked} />
        </button>
    );
}
