/** Entry of /post/editdiscussion/{id}: an Island page; only the edit form hydrates. */
// first-load budget: 77.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { editDiscussionPage } from "@vanilla/pages/editDiscussionPage";

void bootPage(editDiscussionPage);
