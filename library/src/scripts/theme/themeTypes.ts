/** The wire shapes of the themes API (shell §3 "Theme", §7 "Themes"; Vanilla's themes.yml). */
import type { IThemeVariables } from "@library/theme/themeVariables";

export interface IThemeAsset<T> {
    type: string;
    url: string;
    "content-type"?: string;
    data?: T;
}

/** A theme's assets; only the variables asset exists here (others answer 404, see themeThunks). */
export interface IThemeAssets {
    variables?: IThemeAsset<IThemeVariables>;
}

/** A theme at one revision: GET /themes, /themes/{key}, /themes/{id}/revisions. */
export interface ITheme {
    themeID: number;
    themeKey: string;
    name: string;
    type: "themeDB";
    version: string;
    /** The site's current theme (the one guests see). */
    current: boolean;
    revisionID: number;
    revisionName: string;
    /** This revision is the theme's active one (shell §4: one active revision per theme). */
    active: boolean;
    dateInserted: string;
    assets: IThemeAssets;
    preview: {
        preset: string;
        globalPrimary: string | null;
        globalBg: string | null;
        globalFg: string | null;
        titleBarBg: string | null;
        titleBarFg: string | null;
    };
}

/** Shell §3 "Theme preview": what an administrator is previewing, and where to go after. */
export interface IThemePreview {
    themeID: number;
    /** Set when previewing a revision: Apply becomes Restore (shell §4). */
    revisionID: number | null;
    name: string;
    redirect: string;
}

/** Shell §3 "Theme action". */
export type ThemeAction = "preview" | "apply" | "cancel";

/** The page the preview of a revision returns to, and the theme's revisions page. */
export function themeRevisionsUrl(themeID: number): string {
    return `/appearance/style-guides/${themeID}/revisions`;
}

export const THEMES_PAGE_URL = "/appearance/themes";
