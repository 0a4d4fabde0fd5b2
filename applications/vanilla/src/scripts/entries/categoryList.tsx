/** Entry of /categories and /categories/{id}: server-rendered; the pager hydrates. */
import { bootPage } from "@library/boot/bootPage";
import { registerPagerIsland } from "@library/navigation/registerPager";
import { registerBookmarkButton } from "@vanilla/discussions/registerBookmarkButton";
import { registerBulkModeration } from "@vanilla/bulk/registerBulkModeration";
import { registerDiscussionListIslands } from "@vanilla/discussions/registerListIslands";

registerPagerIsland();
registerBookmarkButton();
registerBulkModeration();
registerDiscussionListIslands();
void bootPage();
