/** Entry of the discussion page (/discussion/{id}): server-rendered; the comment pager, the reaction bar, the bookmark button, the options menu and the reply form hydrate. */
// first-load budget: 100 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { discussionPage } from "@vanilla/pages/discussionPage";

void bootPage(discussionPage);
