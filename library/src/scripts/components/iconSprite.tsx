/**
 * Icons are drawn from one SVG sprite (issue 18 item 3): a content-hashed file the server makes
 * from the icon set and the applications' icons (server/ssr/iconSprite.ts), cached by the browser
 * for a year. A page carries `<use href="/icons/sprite.<hash>.svg#i-close">` for each icon instead
 * of its drawing, and the scripts carry no drawings at all.
 *
 * The sprite's address is the same for every page a server process renders; the server sets it
 * before rendering and the client from the page's metadata before hydrating (`meta.iconSprite`),
 * so both render the same `href`. Unset (unit tests), a reference points into the page itself.
 */
import type { IconName } from "@library/components/iconNames";

let spriteHref = "";

export function setIconSprite(href: string | undefined): void {
    spriteHref = href ?? "";
}

/** The sprite's symbol of an icon of the set (server/ssr/iconSprite.ts names them the same). */
export function iconSymbolID(name: IconName): string {
    return `i-${name}`;
}

/** One symbol of the sprite, inside an `<svg>` that sets its size, colour and stroke (they inherit). */
export function SpriteSymbol({ symbol }: { symbol: string }) {
    return <use href={`${spriteHref}#${symbol}`} />;
}
