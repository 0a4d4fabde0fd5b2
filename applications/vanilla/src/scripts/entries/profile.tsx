/** Entry of the profile pages: Island pages; only the user's discussions and the pager hydrate. */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { profilePage } from "@vanilla/pages/profilePage";

void bootPage(profilePage);
