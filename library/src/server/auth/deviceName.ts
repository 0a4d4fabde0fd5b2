/**
 * A signed-in device as a member recognises it ("Chrome 131 on Windows 10", "Safari 17 on
 * iPhone") instead of the raw User-Agent string (issue 10: the devices list). bowser reads the
 * string (a well-kept parser; server-side only, so it costs the pages nothing). A string it
 * cannot read is shown as it came, shortened.
 */
import Bowser from "bowser";

const RAW_MAX = 80;

export function deviceName(userAgent: string): string {
    const parsed = Bowser.parse(userAgent);
    const browser = parsed.browser.name ? [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ") : "";
    const system = parsed.platform.model ?? ([parsed.os.name, parsed.os.versionName ?? ""].filter(Boolean).join(" ") || "");
    if (browser && system) return `${browser} on ${system}`;
    if (browser || system) return browser || system;
    const raw = userAgent.trim();
    return raw.length > RAW_MAX ? `${raw.slice(0, RAW_MAX - 1)}…` : raw;
}
