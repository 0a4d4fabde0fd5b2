import { useEffect } from "react";
import { useMeta } from "@library/boot/pageMeta";
import { useValueAfterHydration } from "@library/redux/useValueAfterHydration";
import { registerSettingsSlice, selectSavedSetting } from "@dashboard/admin/settings/settingsSlice";

registerSettingsSlice();

export const SITE_NAME_KEY = "Garden.Title";

/**
 * The site's name in the title bar of /dashboard/settings (an island in the title bar's logo
 * link): once a new name is saved it shows at once, and so does the tab's title ("Settings -
 * name"), instead of waiting for the next page load. Read with useValueAfterHydration: hydration
 * renders the name the server rendered.
 */
export function SiteName() {
    const { siteName, title } = useMeta();
    const saved = useValueAfterHydration((state) => selectSavedSetting(state, SITE_NAME_KEY));
    const name = typeof saved === "string" ? saved : siteName;
    useEffect(() => {
        // The page's title as rendered is "Settings - <name when rendered>" (shell §9).
        const suffix = ` - ${siteName}`;
        if (title.endsWith(suffix)) document.title = `${title.slice(0, -suffix.length)} - ${name}`;
    }, [name, siteName, title]);
    return <>{name}</>;
}
