/**
 * The name being typed in Recipients ("alice, bo|"): the part of the comma-separated list that
 * reaches the caret, for the member-name suggestions (useMentionSuggestions, the @mention look-up).
 */
import type { IActiveMention } from "@library/forms/mentionQuery";

/** Characters a user name may hold (userRules.ts NAME_PATTERN), as the @mention look-up reads them. */
const NAME_BEFORE_CARET = /(^|,)\s*([\p{L}\p{N}._-]{1,40})$/u;

export function activeRecipient(text: string, caret: number): IActiveMention | null {
    const match = NAME_BEFORE_CARET.exec(text.slice(0, caret));
    if (!match) return null;
    // Both groups are not optional, so a match always has them.
    const prefix = match[2]!;
    return { start: caret - prefix.length, prefix };
}

/** The list with that name replaced by the chosen one (up to the next comma), then ", " when it ends there. */
export function insertRecipient(text: string, caret: number, name: IActiveMention, chosen: string): { text: string; caret: number } {
    const nextComma = text.indexOf(",", caret);
    const tail = nextComma === -1 ? "" : text.slice(nextComma);
    const written = tail ? chosen : `${chosen}, `;
    return { text: text.slice(0, name.start) + written + tail, caret: name.start + written.length };
}
