/**
 * A decorative icon of one sprite symbol (iconSprite.tsx), for the icons outside the typed set
 * (the reactions', add-ons') and those painted otherwise (the bookmark's fill). In a module of
 * its own: the scripts every page loads carry only Icon.
 */
import type { SVGProps } from "react";
import { SpriteSymbol } from "@library/components/iconSprite";

/** How an icon's drawing is painted: what the sprite's path inherits from its `<svg>`. */
export type IconPaint = Pick<SVGProps<SVGSVGElement>, "fill" | "stroke" | "strokeWidth" | "strokeLinecap" | "strokeLinejoin">;

/**
 * A decorative icon of one symbol: hidden from assistive technology, as the control around it
 * carries the name. `size` in pixels; without it the class sets the size.
 */
export function DecorativeIcon({ symbol, size, className, ...paint }: { symbol: string; size?: number; className?: string } & IconPaint) {
    return (
        <svg className={className} width={size} height={size} {...paint} aria-hidden="true" focusable="false">
            <SpriteSymbol symbol={symbol} />
        </svg>
    );
}
