/** Full page loads after a theme change (the server paints the new theme), replaceable in tests. */
export const themePageNavigator = {
    assign: (url: string) => window.location.assign(url),
    reload: () => window.location.reload(),
};

/** Where an administrator sees a preview: the discussion list, the page most visitors see first. */
export const PREVIEW_LANDING_URL = "/discussions";
