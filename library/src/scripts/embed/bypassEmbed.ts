/**
 * bypassEmbed (shell §4): `?bypassEmbed=1` (or a flag left by it earlier in the session) turns
 * embed mode off, so a page opened inside a frame can be used as a plain page, e.g. by support
 * staff or while debugging. The flag lives in sessionStorage so it survives the frame's own
 * navigations; `?bypassEmbed=0` clears it.
 */
import { logWarning } from "@library/utility/logger";

export const BYPASS_EMBED_PARAM = "bypassEmbed";
export const BYPASS_EMBED_KEY = "hearth.bypassEmbed";

function paramValue(search: string): string | null {
    return new URLSearchParams(search).get(BYPASS_EMBED_PARAM);
}

const isOn = (value: string | null) => value !== null && value !== "0" && value.toLowerCase() !== "false";

export function isEmbedBypassed(win: Window = window): boolean {
    const param = paramValue(win.location.search);
    if (param !== null) {
        const bypass = isOn(param);
        // A failure here only loses persistence for the next pages; this page still obeys the parameter.
        try {
            if (bypass) win.sessionStorage.setItem(BYPASS_EMBED_KEY, "1");
            else win.sessionStorage.removeItem(BYPASS_EMBED_KEY);
        } catch (error) {
            logWarning("Could not store the bypassEmbed flag.", error);
        }
        return bypass;
    }
    try {
        return isOn(win.sessionStorage.getItem(BYPASS_EMBED_KEY));
    } catch (error) {
        logWarning("Could not read the bypassEmbed flag.", error);
        return false;
    }
}
