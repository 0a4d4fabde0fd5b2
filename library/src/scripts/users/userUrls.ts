/**
 * Profile addresses (shell §2): names are escaped, with slash and ampersand (and the percent
 * sign itself) escaped twice, so a name like "a/b & c" survives routers that decode "%2F"
 * into a path separator. The router decodes once; decodeUserName() undoes the second layer.
 */
export function encodeUserName(name: string): string {
    return encodeURIComponent(name).replace(/%(2F|26|25)/gi, "%25$1");
}

/** For a path segment the router has already decoded once. */
export function decodeUserName(segment: string): string {
    try {
        return decodeURIComponent(segment);
    } catch {
        return segment;
    }
}

export function profileUrl(name: string): string {
    return `/profile/${encodeUserName(name)}`;
}
