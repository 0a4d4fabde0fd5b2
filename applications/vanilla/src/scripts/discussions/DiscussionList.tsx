import { t } from "@library/i18n/t";
import type { IDiscussion } from "@vanilla/discussions/discussionTypes";
import { DiscussionListItem } from "@vanilla/discussions/DiscussionListItem";
import { discussionListClasses as classes } from "@vanilla/discussions/discussionList.styles";
import { BulkToastIsland } from "@vanilla/bulk/BulkToastIsland";

export function DiscussionList({ discussions }: { discussions: IDiscussion[] }) {
    if (discussions.length === 0) return <p className={classes.status}>{t("No discussions were found.")}</p>;
    return (
        <>
            <ul className={classes.list}>
                {discussions.map((discussion) => (
                    <DiscussionListItem key={discussion.discussionID} discussion={discussion} />
                ))}
            </ul>
            <BulkToastIsland />
        </>
    );
}
