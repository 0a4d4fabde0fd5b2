/** Entry of the discussion page (/discussion/{id}): server-rendered; the comment pager, the reaction bar, the bookmark button, the options menu and the reply form hydrate. */
// first-load budget: 79.5 KB gzip
// (issue 12 allowed its reading features 3 KB over the 98.7 KB this page weighed before them)
import { bootPage } from "@library/boot/bootPage";
import { installDiscussionKeys } from "@vanilla/discussion/discussionKeys";
import { discussionPage } from "@vanilla/pages/discussionPage";

void bootPage(discussionPage);
// j / k / r / ? and "Skip to reply"; the rest of the shortcuts' code loads on the first key.
installDiscussionKeys();
