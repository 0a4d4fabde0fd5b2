import { definePage } from "@library/boot/pageDefinition";
import { photoCropperIsland } from "@dashboard/profilePicture/photoCropperIsland";

/** /profile/picture (signed-in members): only the photo cropper hydrates. */
export const profilePicturePage = definePage({
    entry: "profilePicture",
    paths: ["/profile/picture"],
    reducers: {},
    islands: [photoCropperIsland],
});
