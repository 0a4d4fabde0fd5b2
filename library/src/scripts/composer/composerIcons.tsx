/**
 * Toolbar glyphs that fonts do not reliably have (emoji are missing on many systems): small
 * stroked SVGs in the text colour. Decorative: each button has its own accessible name.
 */
const common = { width: 18, height: 18, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round" as const, strokeLinejoin: "round" as const };

/** Two chain links. */
export function LinkGlyph() {
    return (
        <svg {...common} aria-hidden="true" focusable="false">
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </svg>
    );
}

/** A framed picture: images and files. */
export function UploadGlyph() {
    return (
        <svg {...common} aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="1.5" />
            <path d="M21 16l-5-5-9 8" />
        </svg>
    );
}
