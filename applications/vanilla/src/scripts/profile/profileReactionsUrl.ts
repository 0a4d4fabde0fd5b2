import { encodeUserName } from "@library/users/userUrls";

/** Shell §2: /profile/reactions/{username}?reaction={urlcode}; no reaction lists them all. */
export function profileReactionsUrl(name: string, urlcode?: string): string {
    const path = `/profile/reactions/${encodeUserName(name)}`;
    return urlcode ? `${path}?reaction=${encodeURIComponent(urlcode)}` : path;
}
