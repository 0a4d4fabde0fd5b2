/**
 * Icons are drawn from one SVG sprite (issue 18 item 3): a content-hashed file the server makes
 * from the icon set and the applications' icons (server/ssr/iconSprite.ts), cached by the browser
 * for a year. The scripts carry no drawings, only symbol names.
 *
 * A server-rendered page carries the symbols its own HTML draws, once each, and refers to them in
 * the page (`<use href="#i-close">`): the first paint waits for no request (fetching the sprite
 * there cost 0.15 s of a phone's simulated LCP). An icon the client draws later that the page does
 * not carry (a menu opened, an App page's next route) refers to the cached file
 * (`<use href="/icons/sprite.<hash>.svg#reaction-lol">`).
 *
 * The file's address is the same for every page a server process renders; the client takes it
 * from the page's metadata before hydrating (`meta.iconSprite`). Hydration renders what the
 * server did: the symbols the server drew are in the page.
 */
import type { IconName } from "@library/components/iconNames";

let spriteHref = "";
/** While the server renders a page: the symbols its HTML draws. */
let drawnInPage: Set<string> | null = null;

export function setIconSprite(href: string | undefined): void {
    spriteHref = href ?? "";
}

/** Runs a server render, and says which symbols it drew: the page carries those itself. */
export function recordingDrawnSymbols<T>(render: () => T): { result: T; symbols: string[] } {
    const symbols = new Set<string>();
    drawnInPage = symbols;
    try {
        return { result: render(), symbols: [...symbols] };
    } finally {
        drawnInPage = null;
    }
}

/** The sprite's symbol of an icon of the set (server/ssr/iconSprite.ts names them the same). */
export function iconSymbolID(name: IconName): string {
    return `i-${name}`;
}

function symbolHref(symbol: string): string {
    if (drawnInPage) {
        drawnInPage.add(symbol);
        return `#${symbol}`;
    }
    const inPage = typeof document !== "undefined" && document.getElementById(symbol)?.tagName.toLowerCase() === "symbol";
    return inPage ? `#${symbol}` : `${spriteHref}#${symbol}`;
}

/** One symbol of the sprite, inside an `<svg>` that sets its size, colour and stroke (they inherit). */
export function SpriteSymbol({ symbol }: { symbol: string }) {
    return <use href={symbolHref(symbol)} />;
}
