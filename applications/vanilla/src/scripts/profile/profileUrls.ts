import { encodeUserName, profileUrl } from "@library/users/userUrls";

/** The tabs of a profile (shell §2 routes); the user card's Discussions and Comments counts link to two of them. */
export type ProfileTab = "overview" | "discussions" | "comments" | "reactions";

export function profileDiscussionsUrl(userID: number, name: string): string {
    return `/profile/discussions/${userID}/${encodeUserName(name)}`;
}

export function profileCommentsUrl(userID: number, name: string): string {
    return `/profile/comments/${userID}/${encodeUserName(name)}`;
}

export { profileUrl };

/** Members edit their own profile here (Vanilla's address). */
export const PROFILE_EDIT_URL = "/profile/edit";
/** The photo page (the avatars work builds it). */
export const PROFILE_PICTURE_URL = "/profile/picture";
