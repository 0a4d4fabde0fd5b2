import { iconClasses } from "@library/components/icon.styles";
import { DecorativeIcon } from "@library/components/DecorativeIcon";
import { reactionIconKind, reactionSymbolID } from "@vanilla/reactions/reactionIcons";

/** A reaction's icon from the sprite, decorative: the button around it carries the name. */
export function ReactionIcon({ urlcode, size }: { urlcode: string; size: number }) {
    return <DecorativeIcon symbol={reactionSymbolID(reactionIconKind(urlcode))} size={size} className={iconClasses.root} />;
}
