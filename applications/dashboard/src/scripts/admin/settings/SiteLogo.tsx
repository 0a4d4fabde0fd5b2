import { useEffect } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { DEFAULT_TITLE_BAR_CONFIG, TITLE_BAR_CONFIG_KEYS } from "@library/layout/titleBarConfig";
import { TitleBarLogoLink } from "@library/layout/TitleBarLogoLink";
import { useValueAfterHydration } from "@library/redux/useValueAfterHydration";
import { isSafeImageSource } from "@library/utility/safeLinks";
import type { ConfigValue } from "@dashboard/admin/adminApi";
import { registerSettingsSlice, selectSavedSetting } from "@dashboard/admin/settings/settingsSlice";

registerSettingsSlice();

export const SITE_NAME_KEY = "Garden.Title";

/** A saved logo as the server's title bar config reads it (titleBarConfig.ts): a safe image address, or none. */
function savedImage(saved: ConfigValue | undefined, rendered: string): string {
    if (saved === undefined) return rendered;
    const source = typeof saved === "string" ? saved.trim() : "";
    return isSafeImageSource(source) ? source : "";
}

/**
 * The title bar's logo link on /dashboard/settings (an island in the title bar): once a new site
 * name, logo or mobile logo is saved it shows at once (a logo removed brings the name back), and
 * so does the tab's title ("Settings - name"), instead of waiting for the next page load. A
 * refused save changes nothing: the store keeps only what the server stored. Read with
 * useValueAfterHydration: hydration renders what the server rendered.
 */
export function SiteLogo() {
    const { siteName, title, titleBar } = useMeta();
    const rendered = (titleBar ?? DEFAULT_TITLE_BAR_CONFIG).logo;
    const savedName = useValueAfterHydration((state) => selectSavedSetting(state, SITE_NAME_KEY));
    const savedImageUrl = useValueAfterHydration((state) => selectSavedSetting(state, TITLE_BAR_CONFIG_KEYS.logoImageUrl));
    const savedImageUrlMobile = useValueAfterHydration((state) => selectSavedSetting(state, TITLE_BAR_CONFIG_KEYS.logoImageUrlMobile));
    const name = typeof savedName === "string" ? savedName : siteName;
    const logo = { url: rendered.url, imageUrl: savedImage(savedImageUrl, rendered.imageUrl), imageUrlMobile: savedImage(savedImageUrlMobile, rendered.imageUrlMobile) };
    useEffect(() => {
        // The page's title as rendered is "Settings - <name when rendered>" (shell §9).
        const suffix = ` - ${siteName}`;
        if (title.endsWith(suffix)) document.title = `${title.slice(0, -suffix.length)} - ${name}`;
    }, [name, siteName, title]);
    return <TitleBarLogoLink logo={logo} siteName={name} />;
}
