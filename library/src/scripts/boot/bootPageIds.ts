/** Element IDs and event names the server's document and the client's boot agree on. */
export const STYLES_TARGET_ID = "styles-target";
export const READY_EVENT = "hearth:ready";
