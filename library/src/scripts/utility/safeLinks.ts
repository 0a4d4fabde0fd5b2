/**
 * The link rules of shell §5, shared by the server (sanitising posts, the /home/leaving page)
 * and the front end, so both accept exactly the same addresses.
 */

/**
 * Shell §5: links start with http(s), tel:, mailto:, a slash (not two) or a hash; anything else
 * is unsafe. Browsers read a backslash as a slash, so "/\evil.example" is "//evil.example".
 */
export function isSafeLink(href: string): boolean {
    return /^(https?:\/\/|tel:|mailto:|\/(?![\/\\])|#)/i.test(href.trim());
}

/** An address on this site ("/path"), never "//host" nor "/\host" (which browsers read as another host). */
export function isSiteRelativeLink(href: string): boolean {
    return /^\/(?![\/\\])/.test(href) && !/[\s\\]/.test(href);
}

/** An image source: an http(s) address or one on this site; never javascript:, data: or "//host" tricks. */
export function isSafeImageSource(src: string): boolean {
    return src === "" || isSiteRelativeLink(src) || isValidWebAddress(src);
}

/** Shell §5: a valid web address uses http or https (and parses as a URL with a host). */
export function isValidWebAddress(address: string): boolean {
    try {
        const url = new URL(address.trim());
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
        return false;
    }
}

/** The interstitial for a link to another site (shell §2 /home/leaving). */
export function leavingUrl(target: string): string {
    return `/home/leaving?target=${encodeURIComponent(target)}`;
}

/** Absolute http(s) links to another host: they open in a new tab (shell §2). Without `siteOrigin`, any absolute one. */
export function isExternalHref(href: string, siteOrigin?: string): boolean {
    if (!/^https?:\/\//i.test(href) && !href.startsWith("//")) return false;
    if (!siteOrigin) return true;
    try {
        return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
    } catch {
        return true;
    }
}

