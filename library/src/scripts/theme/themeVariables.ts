/**
 * Theme variables with the defaults of shell §9. Every themeable value is a CSS custom property
 * (`--h-…`): the server writes the active theme's values into the page's <style id="theme-vars">,
 * and typestyle classes refer to them through `vars`, so styles never read the store and the
 * first paint already has the theme (no flash on hydration).
 */
export interface IThemeColors {
    primary: string;
    primaryContrast: string;
    fg: string;
    bg: string;
    mutedFg: string;
    border: string;
    panelBg: string;
    link: string;
    error: string;
    errorBg: string;
    titleBarBg: string;
    titleBarFg: string;
    focusRing: string;
}

export interface ITheme {
    name: string;
    colors: IThemeColors;
    /** Dark colours used when the visitor's system prefers dark and the theme allows it. */
    darkColors?: Partial<IThemeColors>;
    font: { family: string };
}

export const LIGHT_COLORS: IThemeColors = {
    primary: "#0969da",
    primaryContrast: "#ffffff",
    fg: "#1f2328",
    bg: "#ffffff",
    mutedFg: "#59636e",
    border: "#d1d9e0",
    panelBg: "#f6f8fa",
    link: "#0757b8",
    error: "#c62828",
    errorBg: "#fdecea",
    titleBarBg: "#0b4f9c",
    titleBarFg: "#ffffff",
    focusRing: "#0969da",
};

export const DARK_COLORS: IThemeColors = {
    primary: "#4493f8",
    primaryContrast: "#0d1117",
    fg: "#e6edf3",
    bg: "#0d1117",
    mutedFg: "#9198a1",
    border: "#3d444d",
    panelBg: "#161b22",
    link: "#58a6ff",
    error: "#ff7b72",
    errorBg: "#3b1219",
    titleBarBg: "#161b22",
    titleBarFg: "#e6edf3",
    focusRing: "#58a6ff",
};

export const DEFAULT_THEME: ITheme = {
    name: "Keystone",
    colors: LIGHT_COLORS,
    darkColors: DARK_COLORS,
    font: { family: '"Open Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
};

/** Constants of shell §9 used by the styles (not themeable yet, but named once). */
export const sizes = {
    gutter: 16,
    gutterFull: 40,
    borderRadius: 6,
    borderWidth: 1,
    formElementHeight: 36,
    buttonMinWidth: 104,
    panelWidth: 216,
    middleColumnWidth: 672,
    titleBarHeight: 48,
    titleBarHeightMobile: 44,
    titleBarZIndex: 1050,
    fontSizes: { large: 16, medium: 14, small: 12, extraSmall: 10, subTitle: 18, title: 24, largeTitle: 32 },
    fontWeights: { normal: 400, semiBold: 600, bold: 700 },
    lineHeights: { base: 1.5, condensed: 1.25 },
    breakpoints: { xs: 500, oneColumn: 766, twoColumns: 1200, compactTitleBar: 800 },
} as const;

function cssName(key: string): string {
    return `--h-color-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** `var(--h-color-primary)` etc., one per colour key, for use in typestyle classes. */
export const colorVars = Object.fromEntries(
    Object.keys(LIGHT_COLORS).map((key) => [key, `var(${cssName(key)})`]),
) as Record<keyof IThemeColors, string>;

export const fontVar = "var(--h-font-family)";

function declarations(colors: Partial<IThemeColors>): string {
    return Object.entries(colors)
        .map(([key, value]) => `${cssName(key)}:${value};`)
        .join("");
}

/** The custom-property sheet for a theme; `followSystemDark` adds the prefers-color-scheme block. */
export function themeStylesheet(theme: ITheme, followSystemDark = true): string {
    const light = `:root{${declarations(theme.colors)}--h-font-family:${theme.font.family};color-scheme:light${theme.darkColors && followSystemDark ? " dark" : ""};}`;
    if (!theme.darkColors || !followSystemDark) return light;
    return `${light}@media (prefers-color-scheme: dark){:root{${declarations(theme.darkColors)}}}`;
}
