/** Element IDs and event names the server's document and the client's boot agree on. */
export const STYLES_TARGET_ID = "styles-target";
/**
 * The site stylesheet's <link>: sent with media="print" so it never holds up the first paint (the
 * page's critical CSS is inline); boot turns it on for the screen.
 */
export const SITE_STYLES_ID = "site-styles";
export const READY_EVENT = "hearth:ready";
