import { iconClasses } from "@library/components/icon.styles";
import { SpriteSymbol } from "@library/components/iconSprite";
import { reactionIconKind, reactionSymbolID } from "@vanilla/reactions/reactionIcons";

/** A reaction's icon from the sprite, decorative: the button around it carries the name. */
export function ReactionIcon({ urlcode, size }: { urlcode: string; size: number }) {
    return (
        <svg className={iconClasses.root} width={size} height={size} aria-hidden="true" focusable="false">
            <SpriteSymbol symbol={reactionSymbolID(reactionIconKind(urlcode))} />
        </svg>
    );
}
