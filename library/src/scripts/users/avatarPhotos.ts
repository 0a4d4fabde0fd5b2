/**
 * Member photos uploaded on /profile/picture are stored by the server in a few square widths
 * (avatarPhotoStore.ts), each at a content-addressed URL: `/uploads/avatars/{hash}-{width}.webp`.
 * The user's photoUrl names the largest; an avatar drawn smaller asks for the smallest width
 * that is still sharp on a 2x screen, so a 24 px avatar in a list never downloads the 290 px one.
 * Any other photoUrl (an address set through the API) is used as it is.
 */

/** Twice the shell §3 sizes in use: small/xsmall (28, 24), medium (40), large (100), xlarge (145). */
export const AVATAR_PHOTO_WIDTHS = [56, 80, 200, 290] as const;
export type AvatarPhotoWidth = (typeof AVATAR_PHOTO_WIDTHS)[number];

export const LARGEST_AVATAR_PHOTO_WIDTH: AvatarPhotoWidth = 290;

const STORED_PHOTO = /^\/uploads\/avatars\/([a-f0-9]{32})-(\d+)\.webp$/;

/** The URL of one stored width of a photo (`hash` is the content hash the server named it by). */
export function avatarPhotoUrl(hash: string, width: AvatarPhotoWidth): string {
    return `/uploads/avatars/${hash}-${width}.webp`;
}

/** Parses a stored photo's file name (`{hash}-{width}.webp`); null for anything else. */
export function parseAvatarPhotoName(name: string): { hash: string; width: AvatarPhotoWidth } | null {
    const match = STORED_PHOTO.exec(`/uploads/avatars/${name}`);
    if (!match) return null;
    const width = Number(match[2]) as AvatarPhotoWidth;
    return AVATAR_PHOTO_WIDTHS.includes(width) ? { hash: match[1]!, width } : null;
}

/** The address to draw `photoUrl` at `pixels` CSS pixels. */
export function avatarPhotoSrc(photoUrl: string, pixels: number): string {
    const match = STORED_PHOTO.exec(photoUrl);
    if (!match) return photoUrl;
    const width = AVATAR_PHOTO_WIDTHS.find((candidate) => candidate >= pixels * 2) ?? LARGEST_AVATAR_PHOTO_WIDTH;
    return avatarPhotoUrl(match[1]!, width);
}
