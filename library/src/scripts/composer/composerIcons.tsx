/**
 * Toolbar glyphs that fonts do not reliably have (emoji are missing on many systems): stroked
 * drawings of the icon sprite in the text colour. Decorative: each button has its own accessible name.
 */
import { DecorativeIcon, type IconPaint } from "@library/components/DecorativeIcon";
import { iconSymbolID } from "@library/components/iconSprite";

const STROKED: IconPaint = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" };

/** Two chain links. */
export function LinkGlyph() {
    return <DecorativeIcon symbol={iconSymbolID("link")} size={18} {...STROKED} />;
}

/** A framed picture: images and files. */
export function UploadGlyph() {
    return <DecorativeIcon symbol={iconSymbolID("upload")} size={18} {...STROKED} />;
}
