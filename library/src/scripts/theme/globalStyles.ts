/** Document-wide rules: fonts, body, focus ring, the skip link, visually-hidden text. */
import { cssRule, style } from "typestyle";
import { colorVars, fontVar, sizes } from "@library/theme/themeVariables";

const FONT_WEIGHTS = [400, 600, 700];

/** Open Sans ships from npm and is served by our own server (no other host at run time). */
export function fontFaceCss(assetBase = "/assets/fonts"): string {
    return FONT_WEIGHTS.map(
        (weight) =>
            `@font-face{font-family:"Open Sans";font-style:normal;font-weight:${weight};font-display:swap;` +
            `src:url(${assetBase}/open-sans-latin-${weight}-normal.woff2) format("woff2");}`,
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
