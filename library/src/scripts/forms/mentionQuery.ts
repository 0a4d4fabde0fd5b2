/**
 * Finding the @mention being typed: an "@" at the start of the text or after whitespace or an
 * opening bracket, followed by at least one name character, reaching the caret. "a@b.c" (an
 * e-mail address) is not a mention.
 */
export interface IActiveMention {
    /** Index of the "@". */
    start: number;
    /** What follows the "@" up to the caret. */
    prefix: string;
}

/** Characters a user name may hold (userRules.ts NAME_PATTERN: letters, digits, . - _). */
const MENTION_BEFORE_CARET = /(^|[\s([{"'])@([\p{L}\p{N}._-]{1,40})$/u;

export function activeMention(text: string, caret: number): IActiveMention | null {
    const match = MENTION_BEFORE_CARET.exec(text.slice(0, caret));
    if (!match) return null;
    // Both groups are not optional, so a match always has them.
    return { start: match.index + match[1]!.length, prefix: match[2]! };
}

/** The text with the mention replaced by the chosen name and a space, and where the caret goes. */
export function insertMention(text: string, caret: number, mention: IActiveMention, name: string): { text: string; caret: number } {
    // A name with characters a mention cannot hold unquoted is written @"like this".
    const written = /^[\p{L}\p{N}._-]+$/u.test(name) ? `@${name} ` : `@"${name}" `;
    return { text: text.slice(0, mention.start) + written + text.slice(caret), caret: mention.start + written.length };
}
