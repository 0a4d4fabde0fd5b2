/**
 * The <style id="theme-vars"> text of a page: the font faces and the theme's custom properties.
 * The theme arrives as a fresh object on every request (read from the database), but it changes
 * only when an administrator saves one, so the sheet is built once per distinct theme rather
 * than per page view.
 */
import { fontFaceCss } from "@library/theme/globalStyles";
import { themeStylesheet, type ITheme } from "@library/theme/themeVariables";

/** The active theme, a preview or two, and the presets: a few entries cover a running site. */
const MAX_SHEETS = 20;
const sheets = new Map<string, string>();

export function pageThemeCss(fontPath: string, theme: ITheme): string {
    const key = `${fontPath}\n${JSON.stringify(theme)}`;
    let css = sheets.get(key);
    if (css === undefined) {
        css = `${fontFaceCss(fontPath)}${themeStylesheet(theme)}`;
        if (sheets.size >= MAX_SHEETS) sheets.delete(sheets.keys().next().value as string);
        sheets.set(key, css);
    }
    return css;
}
