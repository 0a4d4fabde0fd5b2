/** Entry of /profile/picture: the photo cropper island (its code is a chunk of its own). */
// first-load budget: 74.5 KB gzip
import { bootPage } from "@library/boot/bootPage";
import { profilePicturePage } from "@dashboard/pages/profilePicturePage";

void bootPage(profilePicturePage);
