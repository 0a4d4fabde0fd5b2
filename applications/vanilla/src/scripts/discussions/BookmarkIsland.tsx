import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import { BookmarkButton, type IBookmarkButtonProps } from "@vanilla/discussions/BookmarkButton";
import { bookmarkButtonClasses } from "@vanilla/discussions/bookmarkButton.styles";
import { bookmarkButtonIsland } from "@vanilla/discussions/discussionListIslands";

/**
 * The bookmark button where a page shows it (a list row, the discussion page): for signed-in
 * viewers only, and as an island, so Island pages hydrate only the button.
 */
export function BookmarkIsland({ className = bookmarkButtonClasses.slot, ...props }: IBookmarkButtonProps & { className?: string }) {
    const { currentUser } = useMeta();
    if (currentUser.userID === 0) return null;
    return (
        <div className={className}>
            <Island of={bookmarkButtonIsland} component={BookmarkButton} props={props} />
        </div>
    );
}
