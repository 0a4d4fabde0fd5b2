/** Full page loads after a theme change (the server paints the new theme), replaceable in tests. */
export const themePageNavigator = {
    assign: (url: string) => window.location.assign(url),
    reload: () => window.location.reload(),
};

/** Where an administrator sees a preview: the forum's home page. */
export const PREVIEW_LANDING_URL = "/";
