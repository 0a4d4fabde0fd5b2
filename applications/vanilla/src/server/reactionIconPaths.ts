/**
 * The reactions' icons: one 24×24 stroked path per icon kind (emoji would depend on the visitor's
 * fonts), added to the icon sprite when the application registers (server/ssr/iconSprite.ts).
 */
import { registerIconSymbols } from "@server/ssr/iconSprite";
import { reactionSymbolID, type ReactionIconKind } from "@vanilla/reactions/reactionIcons";

export const REACTION_ICON_PATHS: Record<ReactionIconKind, string> = {
    fire: "M12 3c2.5 3 5.5 5.5 5.5 10a5.5 5.5 0 0 1-11 0c0-2.4 1.3-4 2.6-5.3.2 1.8 1 3 2.4 3.3C11 8.5 11.3 5.7 12 3z",
    "off-topic": "M4 7h4l8 10h4M4 17h4l2.5-3.1M13.5 10.1L16 7h4M18 5l2 2-2 2M18 15l2 2-2 2",
    insightful: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
    disagree: "M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM9 9l6 6M15 9l-6 6",
    agree: "M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM8 12.5l2.8 2.8L16 10",
    dislike: "M7 13V4H4v9zM7 13l4 7c1.5 0 2.5-1 2-3l-1-3h6c1 0 2-1 1.7-2.2l-1.6-6.3c-.3-1-1-1.5-2-1.5H7",
    like: "M7 11v9H4v-9zM7 11l4-7c1.5 0 2.5 1 2 3l-1 3h6c1 0 2 1 1.7 2.2l-1.6 6.3c-.3 1-1 1.5-2 1.5H7",
    up: "M12 19V5M6 11l6-6 6 6",
    down: "M12 5v14M6 13l6 6 6-6",
    support: "M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z",
    awesome: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
    lol: "M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM8 14c1 1.5 2.4 2.3 4 2.3s3-.8 4-2.3M9 9.5v.5M15 9.5v.5",
    wtf: "M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM9 9.5v.5M15 9.5v.5M12 14.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6z",
    default: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z",
};


export function registerReactionIcons(): void {
    registerIconSymbols(Object.fromEntries(Object.entries(REACTION_ICON_PATHS).map(([kind, path]) => [reactionSymbolID(kind as ReactionIconKind), path])));
}
