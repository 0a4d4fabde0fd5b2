import { useMeta } from "@library/boot/pageMeta";
import { Island } from "@library/components/Island";
import type { IBulkDiscussion } from "@vanilla/bulk/bulkActions";
import { BulkCheckbox } from "@vanilla/bulk/BulkCheckbox";
import { bulkClasses } from "@vanilla/bulk/bulk.styles";
import { bulkCheckboxIsland } from "@vanilla/bulk/bulkIslands";
import { canBulkModerateDiscussion } from "@vanilla/discussions/discussionPermissions";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";

/** The checkbox of a list row, only for viewers with discussions.manage in its category (content §6). */
export function BulkCheckboxIsland({ discussion }: { discussion: IDiscussion }) {
    const { permissions } = useMeta();
    if (!canBulkModerateDiscussion(permissions, discussion)) return null;
    const props: IBulkDiscussion = {
        discussionID: discussion.discussionID,
        name: discussion.name,
        categoryID: discussion.categoryID,
        insertUserID: discussion.insertUserID,
        pinned: discussion.pinned,
        closed: discussion.closed,
    };
    return (
        <div className={bulkClasses.checkboxSlot}>
            <Island of={bulkCheckboxIsland} component={BulkCheckbox} props={props} />
        </div>
    );
}
