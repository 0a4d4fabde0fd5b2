/** Entry of the create-post page (/post/discussion): an Island page, or an App page with customLayout.createPost. */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { createPostPage } from "@vanilla/pages/createPostPage";

void bootPage(createPostPage);
