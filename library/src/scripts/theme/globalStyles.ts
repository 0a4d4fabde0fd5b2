/** Document-wide rules: fonts, body, focus ring, the skip link, visually-hidden text. */
import { cssRule, style } from "typestyle";
import { colorVars, fontVar, sizes } from "@library/theme/themeVariables";

/**
 * The faces and the weights each covers. Semibold covers bold too: a page's bold text would
 * otherwise make a phone fetch a third face (19 KB) before its first paint settles, for a weight
 * the eye barely tells from semibold.
 */
const FONT_FACES: Array<{ file: number; weights: string }> = [
    { file: 400, weights: "400" },
    { file: 600, weights: "600 700" },
];

/** Open Sans ships from npm and is served by our own server (no other host at run time). */
export function fontFaceCss(assetBase = "/assets/fonts"): string {
    return FONT_FACES.map(
        ({ file, weights }) =>
            `@font-face{font-family:"Open Sans";font-style:normal;font-weight:${weights};font-display:swap;` +
            `src:url(${assetBase}/open-sans-latin-${file}-normal.woff2) format("woff2");}`,
    ).join("");
}

cssRule("*, *::before, *::after", { boxSizing: "border-box" });
cssRule("body", {
    margin: 0,
    fontFamily: fontVar,
    fontSize: sizes.fontSizes.medium,
    lineHeight: sizes.lineHeights.base,
    color: colorVars.fg,
    background: colorVars.bg,
});
// While booting, transitions would animate server-rendered content into place: suppress them.
cssRule("body.isLoading *", { transition: "none !important" as never });
cssRule("a", { color: colorVars.link });
// A title is whatever a member typed: one long unbroken word must wrap, not widen a phone's page.
cssRule("h1, h2, h3, h4, h5, h6", { overflowWrap: "anywhere" });
cssRule(":focus-visible", { outline: `2px solid ${colorVars.focusRing}`, outlineOffset: 2 });

export const visuallyHidden = style({
    position: "absolute",
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
    border: 0,
});
