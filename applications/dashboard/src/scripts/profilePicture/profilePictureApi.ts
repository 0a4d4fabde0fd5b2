/**
 * The calls of /profile/picture: upload the cropped photo (the composer's POST /media helper),
 * then make it the member's photo (PATCH /users/{id} `photo`, resized by the server). Plain
 * calls the page awaits, like composerApi.ts: nothing here is store state another part reads.
 */
import { apiv2 } from "@library/api/apiv2";
import { uploadMedia } from "@library/composer/composerApi";

/** Uploads the photo and sets it; answers the member's new photoUrl. */
export async function saveProfilePhoto(userID: number, photo: File): Promise<string> {
    const media = await uploadMedia(photo, () => undefined);
    const response = await apiv2.patch<{ photoUrl: string }>(`/users/${userID}`, { photo: media.url });
    return response.data.photoUrl;
}

/** Removes the member's photo (their initials show again). */
export async function removeProfilePhoto(userID: number): Promise<void> {
    await apiv2.patch(`/users/${userID}`, { photo: null });
}
