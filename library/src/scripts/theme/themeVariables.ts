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

/** Which colour set a theme starts from (shell §9: light and dark presets). */
export type ThemePreset = "light" | "dark";

/** The layout widths a theme may change (shell §9 defaults in themeConstants.layout). */
export interface IThemeLayout {
    middleColumnWidth: number;
    panelWidth: number;
    narrowContentWidth: number;
}

export interface ITheme {
    name: string;
    colors: IThemeColors;
    /** Dark colours used when the visitor's system prefers dark and the theme allows it. */
    darkColors?: Partial<IThemeColors>;
    font: { family: string };
    preset?: ThemePreset;
    /**
     * Follow the OS colour scheme (prefers-color-scheme) with darkColors. Default true for a
     * light theme; a dark preset is dark whatever the OS says.
     */
    followSystemColorScheme?: boolean;
    layout?: Partial<IThemeLayout>;
    /**
     * Any other §9 constant a theme changes (`{ toasts: { width: 320 } }`): written over the
     * defaults in the theme sheet, so every style that reads it through `cssVars` follows.
     */
    constants?: ThemeConstantOverrides;
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


/**
 * Every constant of shell §9, grouped. Each one is also written as a custom property
 * (`--h-<group>-<key>`, e.g. `--h-font-sizes-large: 16px`) so styles can refer to it through
 * `cssVars` and a theme can change it without rebuilding classes. Numbers are pixels except in
 * UNITLESS_GROUPS.
 */
export const themeConstants = {
    spacing: { gutterFull: 40, gutter: 16 },
    fontSizes: { large: 16, medium: 14, small: 12, extraSmall: 10, subTitle: 18, title: 24, largeTitle: 32, titleMobile: 20, largeTitleMobile: 26 },
    fontWeights: { normal: 400, semiBold: 600, bold: 700 },
    lineHeights: { base: 1.5, condensed: 1.25, code: 1.45, excerpt: 1.4 },
    forms: { elementHeight: 36, largeInputHeight: 48, giantInputHeight: 82 },
    buttons: { minWidth: 104, compactHeight: 24, mediumHeight: 32 },
    borders: { width: 1, radius: 6 },
    icons: { large: 32, default: 24, small: 16 },
    avatars: { xsmall: 24, small: 28, medium: 40, large: 100, xlarge: 145 },
    layout: { panelWidth: 216, middleColumnWidth: 672, narrowContentWidth: 900, secondPanelWidth: 292, minimalMiddleColumnWidth: 600 },
    titleBar: { height: 48, heightWithLabel: 64, heightMobile: 44, signInDropDownMinWidth: 350, logoMaxWidth: 200 },
    layers: { titleBar: 1050, stackingStart: 1051 },
    toasts: { width: 280, wideWidth: 380, maxHeight: 120 },
    animation: { duration: "0.1s", easing: "ease-out", spinnerDuration: "0.7s", placeholderDuration: "2s" },
    modals: { xl: 1022, xxl: 1320, large: 720, medium: 516, small: 375, sidePanelMaxWidth: 400, horizontalMargin: 40 },
    dropDowns: { width: 250, mediumWidth: 300, itemMinHeight: 30, itemMinHeightMobile: 44, accountWidth: 300, languageWidth: 200 },
    frames: { headerMinHeight: 44 },
    translator: { contentMaxWidth: 800 },
    embeds: { iframeMaxHeight: "80vh" },
    megaMenu: { maxHeight: "60vh" },
    tooltips: { minWidth: 150, maxWidth: 320, offset: 8 },
    collapsible: { maxHeight: 100, overshoot: 50 },
} as const;

type ThemeConstants = typeof themeConstants;
type ConstantGroup = keyof ThemeConstants;

/** A theme's changes to the §9 constants, group by group. */
export type ThemeConstantOverrides = { [G in ConstantGroup]?: { [K in keyof ThemeConstants[G]]?: string | number } };
const UNITLESS_GROUPS: ConstantGroup[] = ["fontWeights", "lineHeights", "layers"];

/** Constants of shell §9 used by the styles as numbers (the names the styles already use). */
export const sizes = {
    gutter: themeConstants.spacing.gutter,
    gutterFull: themeConstants.spacing.gutterFull,
    borderRadius: themeConstants.borders.radius,
    borderWidth: themeConstants.borders.width,
    formElementHeight: themeConstants.forms.elementHeight,
    buttonMinWidth: themeConstants.buttons.minWidth,
    panelWidth: themeConstants.layout.panelWidth,
    middleColumnWidth: themeConstants.layout.middleColumnWidth,
    narrowContentWidth: themeConstants.layout.narrowContentWidth,
    titleBarHeight: themeConstants.titleBar.height,
    titleBarHeightMobile: themeConstants.titleBar.heightMobile,
    titleBarZIndex: themeConstants.layers.titleBar,
    fontSizes: themeConstants.fontSizes,
    fontWeights: themeConstants.fontWeights,
    lineHeights: themeConstants.lineHeights,
    /**
     * Media-query breakpoints (shell §2). A media query cannot read a custom property, so these
     * stay numbers; every style and component takes them from here.
     */
    breakpoints: { xs: 500, oneColumn: 766, twoColumns: 1200, compactTitleBar: 800 },
} as const;

function kebab(key: string): string {
    return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function cssName(key: string): string {
    return `--h-color-${kebab(key)}`;
}

function constantName(group: string, key: string): string {
    return `--h-${kebab(group)}-${kebab(key)}`;
}

/** `var(--h-color-primary)` etc., one per colour key, for use in typestyle classes. */
export const colorVars = Object.fromEntries(
    Object.keys(LIGHT_COLORS).map((key) => [key, `var(${cssName(key)})`]),
) as Record<keyof IThemeColors, string>;

export const fontVar = "var(--h-font-family)";

/** `cssVars.fontSizes.large` is `var(--h-font-sizes-large)`: the §9 constants for styles. */
export const cssVars = Object.fromEntries(
    Object.entries(themeConstants).map(([group, values]) => [
        group,
        Object.fromEntries(Object.keys(values).map((key) => [key, `var(${constantName(group, key)})`])),
    ]),
) as { [G in ConstantGroup]: { [K in keyof ThemeConstants[G]]: string } };

function declarations(colors: Partial<IThemeColors>): string {
    return Object.entries(colors)
        .map(([key, value]) => `${cssName(key)}:${value};`)
        .join("");
}

const SAFE_CSS_VALUE = /^[\w.%() ,+*/-]+$/;

function cssValue(group: ConstantGroup, value: string | number): string {
    return typeof value === "number" && !UNITLESS_GROUPS.includes(group) ? `${value}px` : String(value);
}

/**
 * The §9 constants as custom properties, with the theme's changed constants and its layout
 * widths over the defaults.
 */
function constantDeclarations(layout: Partial<IThemeLayout> = {}, constants: ThemeConstantOverrides = {}): string {
    let css = "";
    for (const [group, values] of Object.entries(themeConstants) as Array<[ConstantGroup, Record<string, string | number>]>) {
        const overrides = (constants[group] ?? {}) as Record<string, string | number | undefined>;
        for (const [key, value] of Object.entries(values)) {
            const override = overrides[key];
            // A changed constant is a number or a plain CSS value: nothing that could close the rule.
            const safe = typeof override === "number" || (typeof override === "string" && SAFE_CSS_VALUE.test(override)) ? override : undefined;
            const themed = (group === "layout" ? layout[key as keyof IThemeLayout] : undefined) ?? safe;
            css += `${constantName(group, key)}:${cssValue(group, themed ?? value)};`;
        }
    }
    return css;
}

/**
 * The custom-property sheet for a theme. A light theme that allows it follows the OS colour
 * scheme (a prefers-color-scheme block with its dark colours); a dark preset is always dark.
 */
export function themeStylesheet(theme: ITheme, followSystemDark = theme.followSystemColorScheme ?? true): string {
    const dark = theme.preset === "dark";
    const follows = !dark && !!theme.darkColors && followSystemDark;
    const scheme = dark ? "dark" : follows ? "light dark" : "light";
    const light =
        `:root{${declarations(theme.colors)}--h-font-family:${theme.font.family};` +
        `${constantDeclarations(theme.layout, theme.constants)}color-scheme:${scheme};}`;
    if (!follows) return light;
    return `${light}@media (prefers-color-scheme: dark){:root{${declarations(theme.darkColors!)}}}`;
}

/**
 * What a theme stores as its variables asset (GET /themes/{key}: assets.variables.data). Only
 * the values an administrator sets; themeFromVariables fills in the preset's defaults.
 */
export interface IThemeVariables {
    preset?: ThemePreset;
    followSystemColorScheme?: boolean;
    colors?: Partial<IThemeColors>;
    darkColors?: Partial<IThemeColors>;
    font?: { family?: string };
    layout?: Partial<IThemeLayout>;
}

/**
 * A complete theme from stored variables over a preset. Setting only the primary colour also
 * moves the colours that follow it by default (links, focus ring, title bar), so a one-field
 * edit changes the page visibly.
 */
export function themeFromVariables(name: string, variables: IThemeVariables = {}): ITheme {
    const preset: ThemePreset = variables.preset === "dark" ? "dark" : "light";
    const base = preset === "dark" ? DARK_COLORS : LIGHT_COLORS;
    const given = variables.colors ?? {};
    const followers: Partial<IThemeColors> = given.primary ? { link: given.primary, focusRing: given.primary, titleBarBg: given.primary } : {};
    return {
        name,
        preset,
        colors: { ...base, ...followers, ...given },
        darkColors: preset === "light" ? { ...DARK_COLORS, ...variables.darkColors } : undefined,
        font: { family: variables.font?.family?.trim() || DEFAULT_THEME.font.family },
        followSystemColorScheme: variables.followSystemColorScheme ?? true,
        layout: variables.layout,
    };
}
