/**
 * What a member types, read into search terms, and the terms written in each engine's syntax.
 * User text never reaches an engine as syntax: it is folded and cut into words of letters and
 * digits, and the engine query is built from those words only, each one quoted. So quotes,
 * operators (AND, OR, NOT, NEAR), column filters ("name:"), "*", "^", "-", parentheses and
 * broken input are plain words or nothing, never an error.
 *
 * - "two words" in quotes: a phrase (the words next to each other); an unbalanced quote is
 *   ignored.
 * - word* : the word as a prefix (at least MIN_PREFIX_LENGTH letters; shorter ones match whole).
 *   An autocomplete query also reads its last word as a prefix (the member is still typing it),
 *   and so does a full search that found nothing with it whole (unfinishedWordTerms).
 * - a chunk typed without spaces but with punctuation ("e-mail", "3.5") is a phrase of its parts,
 *   which is how both engines index it.
 * - every term must match (AND); at most MAX_TERMS terms are read.
 */
import { SPELLED_OUT_LETTERS } from "./searchIndexMigration";

export const MIN_PREFIX_LENGTH = 2;
export const MAX_TERMS = 16;

export interface ISearchTerm {
    /** Folded words; more than one = a phrase. */
    words: string[];
    /** The last word is a prefix. */
    prefix: boolean;
}

const SPELLED = new Map(SPELLED_OUT_LETTERS);
const SPELLED_PATTERN = new RegExp(`[${SPELLED_OUT_LETTERS.map(([letter]) => letter).join("")}]`, "gu");

/** Lower case, accents removed, the letters without decomposition spelled out: as the index folds. */
export function foldText(text: string): string {
    return text
        .replace(SPELLED_PATTERN, (letter) => SPELLED.get(letter) ?? letter)
        .normalize("NFKD")
        .replace(/\p{M}/gu, "")
        .toLowerCase();
}

/** The folded words of a text, as the engines cut it. */
export function searchWords(text: string): string[] {
    return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function chunkTerm(chunk: string, forcePrefix: boolean): ISearchTerm | null {
    const starred = /\*\s*$/.test(chunk);
    const words = searchWords(chunk);
    if (!words.length) return null;
    const last = words[words.length - 1]!; // words is not empty
    return { words, prefix: (starred || forcePrefix) && last.length >= MIN_PREFIX_LENGTH };
}

/** Reads a query into terms; `autocomplete` makes the last word a prefix. */
export function parseSearchTerms(query: string, options: { autocomplete?: boolean } = {}): ISearchTerm[] {
    const terms: ISearchTerm[] = [];
    const pieces: Array<{ text: string; phrase: boolean }> = [];
    const quoted = /"([^"]*)"(\s*\*)?/g;
    let last = 0;
    for (let match = quoted.exec(query); match; match = quoted.exec(query)) {
        pieces.push({ text: query.slice(last, match.index), phrase: false });
        pieces.push({ text: match[1]! + (match[2] ? "*" : ""), phrase: true }); // group 1 always takes part
        last = quoted.lastIndex;
    }
    // An unbalanced quote: the rest is words.
    pieces.push({ text: query.slice(last).replace(/"/g, " "), phrase: false });

    const trailingEnd = query.trimEnd();
    const endsInWord = /[\p{L}\p{N}]$/u.test(trailingEnd) && !trailingEnd.endsWith('"');
    pieces.forEach((piece, index) => {
        const isLastPiece = index === pieces.length - 1;
        const chunks = piece.phrase ? [piece.text] : piece.text.split(/\s+/).filter(Boolean);
        chunks.forEach((chunk, chunkIndex) => {
            const lastTyped = isLastPiece && chunkIndex === chunks.length - 1 && endsInWord;
            const term = chunkTerm(chunk, Boolean(options.autocomplete) && lastTyped);
            if (term) terms.push(term);
        });
    });
    return terms.slice(0, MAX_TERMS);
}

/**
 * A full search's terms read again as the autocomplete reads them, its last word a prefix: the
 * member may have pressed Enter on a word not finished ("dark mo"). Null when that changes
 * nothing: the query ends in a quoted phrase, a star, punctuation or a word shorter than
 * MIN_PREFIX_LENGTH, or has more than MAX_TERMS terms (its last word is not read).
 */
export function unfinishedWordTerms(query: string, terms: ISearchTerm[]): ISearchTerm[] | null {
    const asTyped = parseSearchTerms(query, { autocomplete: true });
    return asTyped.some((term, index) => term.prefix !== terms[index]?.prefix) ? asTyped : null;
}

/** One term in FTS5 MATCH syntax: a quoted phrase ("a b", or "a b" * for a prefix). */
export function toFts5Term(term: ISearchTerm): string {
    return `"${term.words.join(" ")}"${term.prefix ? " *" : ""}`;
}

/** Every term required, in FTS5 MATCH syntax. */
export function toFts5Match(terms: ISearchTerm[]): string {
    return terms.map((term) => toFts5Term(term)).join(" AND ");
}

/** One term in tsquery syntax: 'a' <-> 'b':* for a phrase with a prefix; weight A (the name) only with `nameOnly`. */
export function toTsTerm(term: ISearchTerm, nameOnly = false): string {
    const words = term.words.map((word, index) => `'${word}'${term.prefix && index === term.words.length - 1 ? ":*" : ""}${nameOnly ? (term.prefix && index === term.words.length - 1 ? "A" : ":A") : ""}`);
    return words.length > 1 ? `(${words.join(" <-> ")})` : words[0]!; // a term has at least one word
}

/** Every term required, in tsquery syntax. */
export function toTsQuery(terms: ISearchTerm[]): string {
    return terms.map((term) => toTsTerm(term)).join(" & ");
}

/** Does this folded word match one of the terms' words (a prefix for prefix terms)? For highlighting. */
export function matchesTerm(word: string, terms: ISearchTerm[]): boolean {
    return terms.some((term) =>
        term.words.some((termWord, index) => (term.prefix && index === term.words.length - 1 ? word.startsWith(termWord) : word === termWord)),
    );
}
