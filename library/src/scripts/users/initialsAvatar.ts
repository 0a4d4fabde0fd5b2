/**
 * Generated avatars for members without a photo: their initials on a colour that belongs to
 * them. The colour comes from the userID (not the name), so it stays when a member renames
 * themselves, and is the same on every page and every server.
 *
 * Each colour is a pair: a dark shade under white letters for light pages and a light shade
 * under near-black letters for dark pages (CSS light-dark(), which follows the page's
 * color-scheme as the theme sets it). Every pair is checked in initialsAvatar.test.ts: letters
 * at least 4.5:1 on their disc (WCAG AA text) and the disc at least 3:1 on the page's
 * background (WCAG non-text contrast), in both schemes.
 */

export interface IAvatarColor {
    /** Disc colour on light pages (white letters). */
    light: string;
    /** Disc colour on dark pages (INITIALS_TEXT.dark letters). */
    dark: string;
}

export const INITIALS_TEXT = { light: "#ffffff", dark: "#0d1117" } as const;

export const AVATAR_COLORS: readonly IAvatarColor[] = [
    { light: "#b3261e", dark: "#ffb4ab" },
    { light: "#a63d00", dark: "#ffb68a" },
    { light: "#7a5a00", dark: "#f0c75e" },
    { light: "#2e6b1f", dark: "#a8d98f" },
    { light: "#00695c", dark: "#80d4c4" },
    { light: "#00658a", dark: "#8dcdf0" },
    { light: "#1f5fa8", dark: "#a8c8ff" },
    { light: "#4f4fb8", dark: "#c3c0ff" },
    { light: "#7b3fa6", dark: "#e0b6ff" },
    { light: "#a3306f", dark: "#ffb0d0" },
];

/**
 * The member's colour: a multiplicative hash of the userID (Knuth's constant) rather than the
 * plain remainder, so members who joined one after another do not walk the palette in order.
 */
export function avatarColorIndex(userID: number): number {
    return (Math.imul(userID >>> 0, 2654435761) >>> 0) % AVATAR_COLORS.length;
}

const WORD_BREAK = /[\s._\-]+|(?<=\p{Ll})(?=\p{Lu})/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Up to two initials: the first letters of the first two words of the name ("ada_lovelace",
 * "Ada Lovelace", "AdaLovelace" → "AL"), or one for a one-word name ("admin" → "A").
 * Letters outside the basic plane stay whole; "?" when the name holds no letter at all.
 */
export function initialsOf(name: string): string {
    const initials = name
        .split(WORD_BREAK)
        .map((word) => Array.from(word).find((char) => LETTER_OR_DIGIT.test(char)))
        .filter((char): char is string => char !== undefined)
        .slice(0, 2)
        .join("");
    return initials ? initials.toLocaleUpperCase() : "?";
}
