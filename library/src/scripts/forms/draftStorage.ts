/**
 * Text a person is writing, kept on the device under a key until it is sent, so a reload, a
 * crash or a failed request never loses it. Storage may be unavailable (private mode, quota):
 * then forms simply work without it.
 */
import { logWarning } from "@library/utility/logger";

export function readDraft(key: string): string {
    try {
        return window.localStorage.getItem(key) ?? "";
    } catch {
        return "";
    }
}

export function writeDraft(key: string, text: string): void {
    try {
        if (text.trim()) window.localStorage.setItem(key, text);
        else window.localStorage.removeItem(key);
    } catch (error) {
        logWarning("Could not keep the draft on this device.", error);
    }
}
